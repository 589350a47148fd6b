import { isPlanError } from '@bible-journey/core';
import { useId, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCheckedForm } from '../../../../components/forms/use-checked-form.ts';
import { LongDayWarning } from '../../../../components/plan-form/long-day-warning.tsx';
import { MoreOptions } from '../../../../components/plan-form/more-options.tsx';
import { type PlanFormState, validateForm } from '../../../../components/plan-form/plan-form-state.ts';
import { previewPlan } from '../../../../components/plan-form/plan-preview.ts';
import { ReadingFields } from '../../../../components/plan-form/reading-fields.tsx';
import { ReadingLoadSummary } from '../../../../components/plan-form/reading-load-summary.tsx';
import { useFadingErrors } from '../../../../components/plan-form/use-fading-errors.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { session } from '../../../../lib/session.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useCreateChallenge } from '../../api/create-challenge.ts';
import { limitProblem } from '../../lib/limit-problem.ts';
import { planFromForm } from '../../lib/plan-from-form.ts';
import styles from './wizard.module.css';
import { wizardState } from './wizard-state.ts';

/**
 * Step 3: the reading options, as in the personal plan (spec 3 section 2): the order, where to
 * start and end, the week days and, under more options, a number of days or chapters a day; what a
 * day asks (chapters and minutes) and a warning past an hour, as the personal plan's form. Create
 * builds the plan with core's buildReadingCalendar over the dates of step 2, sends POST
 * /api/challenges/add and goes on to add participants (?isNew=true).
 */
export function ReadingStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateChallenge();
  const form = useCheckedForm<PlanFormState>(wizardState.get().plan, validateForm);
  const { handleSubmit, clearErrors, formState, control } = form;
  // What a day of the group's plan asks, before anyone is held to it: chapters and minutes, and a
  // warning past an hour (the personal plan's rule).
  const load = useWatch({ control, compute: previewPlan });
  const warningId = useId();
  const { errors } = formState;
  const fadeErrors = useFadingErrors(clearErrors);
  const [cannotBuild, setCannotBuild] = useState(false);
  const datesProblem = errors.startDate?.message ?? errors.endDate?.message;

  const handleCreate = (values: PlanFormState) => {
    wizardState.update({ plan: values });
    let plan: ReturnType<typeof planFromForm>;
    try {
      plan = planFromForm(values);
    } catch (error) {
      if (!isPlanError(error)) throw error;
      setCannotBuild(true);
      return;
    }
    const { challengeTitle, participants } = wizardState.get();
    const lastDay = plan.readingCalendar.at(-1)?.date ?? values.endDate;
    const ownerName = session.get()?.user.name;
    create.mutate(
      {
        challengeTitle,
        participants,
        startDate: values.startDate,
        // By a number of days or chapters a day, the plan's own last day ends the challenge.
        finishDate: values.planType === 0 ? values.endDate : lastDay,
        ...(ownerName ? { owner_name: ownerName } : {}),
        plan,
        includeLeaders: false,
      },
      {
        onSuccess: (challengeId) => {
          wizardState.clear();
          navigate(paths.challengeParticipantsAdd(challengeId, { isNew: true }), { replace: true });
        },
        onError: (error) =>
          snackbars.show({ message: limitProblem(t, error) ?? t('common.generalError'), severity: 'error' }),
      },
    );
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onChange={() => setCannotBuild(false)}
        onSubmit={handleSubmit(handleCreate, fadeErrors)}
      >
        <h2 className={styles.heading}>{t('challenges.wizard.readingHeading')}</h2>
        <p className={styles.note}>{t('challenges.wizard.readingHint')}</p>
        <ReadingFields />

        <MoreOptions />
        <ReadingLoadSummary load={load} className={styles.note} />
        <LongDayWarning id={warningId} load={load} />

        {datesProblem && (
          <div className={styles.problem} role="alert">
            <p>
              {t('challenges.wizard.datesProblem')} {t(`plan-creation.errors.${datesProblem}`, { defaultValue: '' })}
            </p>
            <Link to={paths.newChallengeDates}>{t('challenges.wizard.changeDates')}</Link>
          </div>
        )}
        {cannotBuild && (
          <p className={styles.problem} role="alert">
            {t('plan-creation.exception.subtitle')}
          </p>
        )}

        <Button
          type="submit"
          className={styles.next}
          aria-describedby={warningId}
          isLoading={create.isPending}
          loadingLabel={t('challenges.wizard.creating')}
        >
          {t('challenges.wizard.create')}
        </Button>
      </form>
    </FormProvider>
  );
}
