import { MAX_DAYS_OR_CHAPTERS, MIN_DAYS_OR_CHAPTERS } from '@bible-journey/core';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorText } from './field-error.tsx';
import styles from './plan-fields.module.css';
import type { PlanFormState } from './plan-form-state.ts';

const OPTIONS = [
  { option: 'days', planType: 2, field: 'quantityOfDays' },
  { option: 'chapters', planType: 1, field: 'chaptersPerDay' },
] as const;

/**
 * "More options": an accordion of plan by number of days (type 2) and by chapters per day (type 1);
 * closing it goes back to a plan between two dates (type 0).
 */
export function MoreOptions() {
  const { t } = useTranslation();
  const panelId = useId();
  const { control, register, setValue, formState } = useFormContext<PlanFormState>();
  const [isOpen, chosenType] = useWatch({ control, name: ['isMoreOptionsOpen', 'planType'] });

  const handleToggle = () => {
    setValue('isMoreOptionsOpen', !isOpen);
    if (isOpen) setValue('planType', 0);
  };

  return (
    <section className={styles.moreOptions}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={handleToggle}
      >
        {t('plan-creation.moreOptions.toggle')}
      </button>
      {isOpen && (
        <div id={panelId} className={styles.accordion}>
          {OPTIONS.map(({ option, planType, field }) => {
            const isChosen = chosenType === planType;
            const error = formState.errors[field]?.message;
            return (
              <div key={option} className={styles.accordionItem}>
                <button
                  type="button"
                  className={styles.accordionHeader}
                  aria-expanded={isChosen}
                  aria-controls={`${panelId}-${option}`}
                  onClick={() => setValue('planType', planType)}
                >
                  {t(`plan-creation.moreOptions.${option}.title`)}
                </button>
                {isChosen && (
                  <div id={`${panelId}-${option}`} className={styles.accordionPanel}>
                    <label className={styles.label} htmlFor={`${panelId}-${option}-input`}>
                      {t(`plan-creation.moreOptions.${option}.label`)}
                    </label>
                    <input
                      id={`${panelId}-${option}-input`}
                      className={styles.input}
                      type="number"
                      inputMode="numeric"
                      min={MIN_DAYS_OR_CHAPTERS}
                      max={MAX_DAYS_OR_CHAPTERS}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${panelId}-${option}-error` : undefined}
                      {...register(field)}
                    />
                    <FieldErrorText id={`${panelId}-${option}-error`} code={error} />
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
