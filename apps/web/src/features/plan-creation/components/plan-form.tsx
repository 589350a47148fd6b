import { READING_ORDERS, type ReadingOrder, readingOrderName, todayIso } from '@bible-journey/core';
import { type FormEvent, useId, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { type PlanFormState, planFormReducer, validateForm } from '../hooks/plan-form-state.ts';
import { previewPlan } from '../hooks/plan-preview.ts';
import { useFieldErrors } from '../hooks/use-field-errors.ts';
import { useSubmitPlan } from '../hooks/use-submit-plan.ts';
import { useUiLanguage } from '../hooks/use-ui-language.ts';
import { BalancePreview } from './balance-preview.tsx';
import { DeferredDateField } from './deferred-date-field.tsx';
import { openDidntFindModal } from './didnt-find-form.tsx';
import { FieldErrorText } from './field-error.tsx';
import { LongDayWarning } from './long-day-warning.tsx';
import { MoreOptions } from './more-options.tsx';
import styles from './plan-form.module.css';
import { ReadingPicker } from './reading-picker.tsx';
import { WeekDaySelector } from './week-day-selector.tsx';

// React Aria's date picker is most of this screen's code: it loads beside the form.

/**
 * The plan form (spec 2 section 2, "Plan creation screen"), for a new plan or the device's plan.
 * The creation screen shows the "didn't find" link itself, under its presets too.
 */
export function PlanForm({
  initialState,
  isEditing,
  hasDidntFindLink = true,
}: {
  initialState: PlanFormState;
  isEditing: boolean;
  hasDidntFindLink?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const [state, dispatch] = useReducer(planFormReducer, initialState);
  const { errors, showErrors } = useFieldErrors();
  const { submit, isLoading } = useSubmitPlan({ isEditing });
  const orderId = useId();
  const preview = useMemo(() => previewPlan(state), [state]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(state);
    showErrors(found);
    if (Object.keys(found).length === 0) void submit(state);
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <div className={styles.field}>
          <label htmlFor={orderId} className={styles.label}>
            {t('plan-creation.readingOrder')}
          </label>
          <select
            id={orderId}
            className={styles.input}
            value={state.readingOrder}
            onChange={(event) =>
              dispatch({ type: 'setReadingOrder', readingOrder: event.target.value as ReadingOrder })
            }
          >
            {READING_ORDERS.map((order) => (
              <option key={order} value={order}>
                {readingOrderName(order, language)}
              </option>
            ))}
          </select>
        </div>

        <div className={styles.pair}>
          <ReadingPicker
            name="start"
            label={t('plan-creation.startReading')}
            order={state.readingOrder}
            value={state.startReading}
            onChange={(position) => dispatch({ type: 'setStartReading', position })}
            error={errors.startReading}
          />
          <ReadingPicker
            name="end"
            label={t('plan-creation.endReading')}
            order={state.readingOrder}
            value={state.endReading}
            onChange={(position) => dispatch({ type: 'setEndReading', position })}
            error={errors.endReading}
          />
        </div>

        <WeekDaySelector
          blocked={state.blockedWeekDays}
          onToggle={(weekDay) => dispatch({ type: 'toggleWeekDay', weekDay })}
        />
        <FieldErrorText id={`${orderId}-weekdays`} code={errors.blockedWeekDays} />

        <div className={styles.pair}>
          <DeferredDateField
            label={t('plan-creation.startDate')}
            value={state.startDate}
            onChange={(date) => dispatch({ type: 'setStartDate', date, today: todayIso() })}
            blockedWeekDays={state.blockedWeekDays}
            error={errors.startDate}
          />
          {state.planType === 0 && (
            <DeferredDateField
              label={t('plan-creation.endDate')}
              value={state.endDate}
              onChange={(date) => dispatch({ type: 'setEndDate', date })}
              blockedWeekDays={state.blockedWeekDays}
              error={errors.endDate}
            />
          )}
        </div>

        <MoreOptions state={state} dispatch={dispatch} errors={errors} />
        <BalancePreview state={state} dispatch={dispatch} preview={preview} />
        <LongDayWarning id={`${orderId}-long-day`} load={preview} />

        <Button
          type="submit"
          className={styles.submit}
          isLoading={isLoading}
          aria-describedby={`${orderId}-long-day`}
          loadingLabel={t(isEditing ? 'plan-creation.saving' : 'plan-creation.creating')}
        >
          {t(isEditing ? 'plan-creation.save' : 'plan-creation.create')}
        </Button>
      </form>
      {hasDidntFindLink && (
        <button type="button" className={styles.linkButton} onClick={() => openDidntFindModal(t)}>
          {t('plan-creation.didntFind.link')}
        </button>
      )}
    </>
  );
}
