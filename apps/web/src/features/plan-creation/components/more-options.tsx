import { MAX_DAYS_OR_CHAPTERS, MIN_DAYS_OR_CHAPTERS } from '@bible-journey/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanFormAction, PlanFormState } from '../hooks/plan-form-state.ts';
import type { FieldErrors } from '../hooks/use-field-errors.ts';
import { FieldErrorText } from './field-error.tsx';
import styles from './plan-form.module.css';

interface MoreOptionsProps {
  state: PlanFormState;
  dispatch: (action: PlanFormAction) => void;
  errors: FieldErrors;
}

/** "More options": an accordion of plan by number of days (type 2) and by chapters per day (type 1). */
export function MoreOptions({ state, dispatch, errors }: MoreOptionsProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const options = [
    { option: 'days', planType: 2, field: 'quantityOfDays', value: state.quantityOfDays },
    { option: 'chapters', planType: 1, field: 'chaptersPerDay', value: state.chaptersPerDay },
  ] as const;

  return (
    <section className={styles.moreOptions}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={state.isMoreOptionsOpen}
        aria-controls={panelId}
        onClick={() => dispatch({ type: 'setMoreOptionsOpen', isOpen: !state.isMoreOptionsOpen })}
      >
        {t('plan-creation.moreOptions.toggle')}
      </button>
      {state.isMoreOptionsOpen && (
        <div id={panelId} className={styles.accordion}>
          {options.map(({ option, planType, field, value }) => {
            const isChosen = state.planType === planType;
            return (
              <div key={option} className={styles.accordionItem}>
                <button
                  type="button"
                  className={styles.accordionHeader}
                  aria-expanded={isChosen}
                  aria-controls={`${panelId}-${option}`}
                  onClick={() => dispatch({ type: 'chooseOption', option })}
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
                      value={value}
                      aria-invalid={errors[field] ? true : undefined}
                      aria-describedby={errors[field] ? `${panelId}-${option}-error` : undefined}
                      onChange={(event) =>
                        dispatch({
                          type: option === 'days' ? 'setQuantityOfDays' : 'setChaptersPerDay',
                          value: event.target.value,
                        })
                      }
                    />
                    <FieldErrorText id={`${panelId}-${option}-error`} code={errors[field]} />
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
