import {
  defaultReadingRange,
  READING_ORDERS,
  type ReadingOrder,
  readingOrderName,
  shouldTrackDelaysFor,
  todayIso,
} from '@bible-journey/core';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../lib/use-ui-language.ts';
import { DeferredDateField } from './deferred-date-field.tsx';
import { FieldErrorText } from './field-error.tsx';
import styles from './plan-fields.module.css';
import { type PlanFormState, toggleWeekDay } from './plan-form-state.ts';
import { ReadingPicker } from './reading-picker.tsx';
import { WeekDaySelector } from './week-day-selector.tsx';

/**
 * What to read: the reading order, where to start and end, and the week days to read on (spec 2
 * section 2), inside a plan form's FormProvider. A new order starts its default range again
 * (spec 2 section 4). The personal plan's form, the challenge wizard and the challenge plan edit
 * show these same fields.
 */
export function ReadingFields() {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const { control, register, setValue, formState } = useFormContext<PlanFormState>();
  const { errors } = formState;
  const readingOrder = useWatch({ control, name: 'readingOrder' });
  const orderId = useId();

  const handleOrderChange = (order: ReadingOrder) => {
    const range = defaultReadingRange(order);
    setValue('startReading', range.start);
    setValue('endReading', range.end);
  };

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={orderId} className={styles.label}>
          {t('plan-creation.readingOrder')}
        </label>
        {/* Its option chosen from the start: react-hook-form then keeps the form's order, not the first option. */}
        <select
          id={orderId}
          className={styles.input}
          defaultValue={formState.defaultValues?.readingOrder}
          {...register('readingOrder', { onChange: (event) => handleOrderChange(event.target.value) })}
        >
          {READING_ORDERS.map((order) => (
            <option key={order} value={order}>
              {readingOrderName(order, language)}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.pair}>
        {(['start', 'end'] as const).map((end) => (
          <Controller
            key={end}
            control={control}
            name={`${end}Reading`}
            render={({ field }) => (
              <ReadingPicker
                ref={field.ref}
                name={end}
                label={t(`plan-creation.${end}Reading`)}
                order={readingOrder}
                value={field.value}
                onChange={field.onChange}
                error={errors[`${end}Reading`]?.message}
              />
            )}
          />
        ))}
      </div>

      <Controller
        control={control}
        name="blockedWeekDays"
        render={({ field }) => (
          <WeekDaySelector blocked={field.value} onToggle={(day) => field.onChange(toggleWeekDay(field.value, day))} />
        )}
      />
      <FieldErrorText id={`${orderId}-weekdays`} code={errors.blockedWeekDays?.message} />
    </>
  );
}

/**
 * When to read: the start date and, for a plan between two dates (type 0), the end date, with the
 * blocked week days disabled. A start before today turns delay tracking off, today or later on
 * (spec 2 section 4).
 */
export function PlanDateFields() {
  const { t } = useTranslation();
  const { control, setValue, formState } = useFormContext<PlanFormState>();
  const { errors } = formState;
  const [planType, blockedWeekDays] = useWatch({ control, name: ['planType', 'blockedWeekDays'] });
  return (
    <div className={styles.pair}>
      <Controller
        control={control}
        name="startDate"
        render={({ field }) => (
          <DeferredDateField
            ref={field.ref}
            label={t('plan-creation.startDate')}
            value={field.value}
            onChange={(date) => {
              field.onChange(date);
              setValue('trackDelays', shouldTrackDelaysFor(date, todayIso()));
            }}
            blockedWeekDays={blockedWeekDays}
            error={errors.startDate?.message}
          />
        )}
      />
      {planType === 0 && (
        <Controller
          control={control}
          name="endDate"
          render={({ field }) => (
            <DeferredDateField
              ref={field.ref}
              label={t('plan-creation.endDate')}
              value={field.value}
              onChange={field.onChange}
              blockedWeekDays={blockedWeekDays}
              error={errors.endDate?.message}
            />
          )}
        />
      )}
    </div>
  );
}
