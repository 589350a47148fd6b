import { checkChallengeDates, type IsoDate } from '@bible-journey/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCheckedForm } from '../../../../components/forms/use-checked-form.ts';
import { DeferredDateField } from '../../../../components/plan-form/deferred-date-field.tsx';
import { useFadingErrors } from '../../../../components/plan-form/use-fading-errors.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import styles from './wizard.module.css';
import { withDates, wizardState } from './wizard-state.ts';

interface DatesValues {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** Core's checkChallengeDates: real dates, the start not after the end (its codes, as the plan form shows them). */
function checkDates({ startDate, endDate }: DatesValues) {
  const checked = checkChallengeDates(startDate, endDate);
  if (checked.ok) return {};
  const codeOf = (field: string) => checked.errors.find((error) => error.field === field)?.code;
  return { startDate: codeOf('startDate'), endDate: codeOf('finishDate') };
}

/**
 * Step 2: when the challenge starts and ends. The week days left out of the reading (step 3) are
 * disabled in the pickers; changing either date clears the message, which otherwise goes after 3 s.
 */
export function DatesStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { plan } = wizardState.get();
  const form = useCheckedForm<DatesValues>({ startDate: plan.startDate, endDate: plan.endDate }, checkDates);
  const { control, handleSubmit, clearErrors, formState } = form;
  const fadeErrors = useFadingErrors(clearErrors);

  const handleNext = ({ startDate, endDate }: DatesValues) => {
    wizardState.update({ plan: withDates(wizardState.get().plan, startDate, endDate) });
    navigate(paths.newChallengeReading);
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(handleNext, fadeErrors)}>
      <h2 className={styles.heading}>{t('challenges.wizard.datesHeading')}</h2>
      <p className={styles.note}>{t('challenges.wizard.datesHint')}</p>
      <div className={styles.pair}>
        {(['startDate', 'endDate'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <DeferredDateField
                ref={field.ref}
                label={t(`plan-creation.${name}`)}
                value={field.value}
                onChange={(date) => {
                  field.onChange(date);
                  clearErrors();
                }}
                blockedWeekDays={plan.blockedWeekDays}
                error={formState.errors[name]?.message}
              />
            )}
          />
        ))}
      </div>
      <Button type="submit" className={styles.next}>
        {t('challenges.wizard.next')}
      </Button>
    </form>
  );
}
