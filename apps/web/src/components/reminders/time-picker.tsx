import type { ReminderTime } from '@bible-journey/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayPeriods, usesTwelveHourClock } from '../../lib/time-of-day.ts';
import { useUiLanguage } from '../../lib/use-ui-language.ts';
import { useCheckedForm } from '../forms/use-checked-form.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import styles from './reminders.module.css';
import {
  acceptTimeDigits,
  type DayPeriod,
  fromTwelveHour,
  HOUR_MAX,
  MINUTE_MAX,
  padTimeField,
  padTwelveHourField,
  TWELVE_HOUR_MAX,
  timeFieldsOf,
  timeOfFields,
  toTwelveHour,
} from './time-fields.ts';

interface TimeFields {
  hour: string;
  minute: string;
  period: DayPeriod;
}

function fieldsOf(time: ReminderTime, isTwelveHour: boolean): TimeFields {
  if (!isTwelveHour) return { ...timeFieldsOf(time), period: 'am' };
  const twelve = toTwelveHour(time.hour);
  return { ...timeFieldsOf({ hour: twelve.hour, minute: time.minute }), period: twelve.period };
}

function timeOf(fields: TimeFields, isTwelveHour: boolean): ReminderTime {
  const time = timeOfFields(fields);
  return isTwelveHour ? { ...time, hour: fromTwelveHour(time.hour, fields.period) } : time;
}

/** Phones and tablets: the spec's jump to the minutes after two hour digits is for touch keyboards. */
function isTouchKeyboard(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

// Every value the fields can hold is a time: there is nothing to refuse on submit.
const noProblems = () => ({});

/**
 * The reminder time picker (spec 1 section 5): hour 0-23 and minute 0-59, two digits, an empty
 * field 00 when left; on a touch keyboard, two hour digits move on to the minutes. Where the
 * locale reads a 12-hour clock (en-US), the hour is 1-12 with AM or PM beside it (issue 24).
 */
export function TimePicker({
  initial,
  onSave,
  onCancel,
}: {
  initial: ReminderTime;
  onSave: (time: ReminderTime) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const [isTwelveHour] = useState(() => usesTwelveHourClock(language));
  const periods = dayPeriods(language);
  const hourMax = isTwelveHour ? TWELVE_HOUR_MAX : HOUR_MAX;
  const form = useCheckedForm<TimeFields>(fieldsOf(initial, isTwelveHour), noProblems);
  const [isSaving, setIsSaving] = useState(false);
  const hour = form.watch('hour');
  const minute = form.watch('minute');

  const field = (name: 'hour' | 'minute', max: number) => {
    const { ref } = form.register(name);
    return {
      ref,
      name,
      value: name === 'hour' ? hour : minute,
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      maxLength: 2,
      onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select(),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const accepted = acceptTimeDigits(event.target.value, max);
        if (accepted === null) return;
        form.setValue(name, accepted);
        if (name === 'hour' && accepted.length === 2 && isTouchKeyboard()) form.setFocus('minute');
      },
      onBlur: () =>
        form.setValue(
          name,
          (name === 'hour' && isTwelveHour ? padTwelveHourField : padTimeField)(form.getValues(name)),
        ),
    };
  };

  const submit = form.handleSubmit(async (values) => {
    setIsSaving(true);
    try {
      await onSave(timeOf(values, isTwelveHour));
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <form className={styles.body} onSubmit={submit} noValidate>
      <p>{t('reminders.picker.text')}</p>
      <fieldset className={styles.time}>
        <legend>{t(isTwelveHour ? 'reminders.picker.legend12' : 'reminders.picker.legend')}</legend>
        <TextField className={styles.timeField} label={t('reminders.picker.hour')} {...field('hour', hourMax)} />
        <span className={styles.colon} aria-hidden="true">
          :
        </span>
        <TextField className={styles.timeField} label={t('reminders.picker.minute')} {...field('minute', MINUTE_MAX)} />
        {isTwelveHour && (
          <label className={styles.period}>
            <span className={styles.visuallyHidden}>{t('reminders.picker.period')}</span>
            <select
              value={form.watch('period')}
              onChange={(event) => form.setValue('period', event.target.value === 'pm' ? 'pm' : 'am')}
            >
              <option value="am">{periods.am}</option>
              <option value="pm">{periods.pm}</option>
            </select>
          </label>
        )}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('reminders.picker.cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving} loadingLabel={t('reminders.picker.saving')}>
          {t('reminders.picker.save')}
        </Button>
      </div>
    </form>
  );
}
