import { type IsoDate, weekDayOf } from '@bible-journey/core';
import { parseDate } from '@internationalized/date';
import { type Ref, useContext, useId } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { monthTitle } from '../../lib/month-title.ts';
import { useUiLanguage } from '../../lib/use-ui-language.ts';
import styles from './date-field.module.css';
import { FieldErrorText } from './field-error.tsx';

export interface DateFieldProps {
  label: string;
  value: IsoDate;
  onChange: (date: IsoDate) => void;
  /** Week days (Sunday = 0) shown as unavailable in the calendar. */
  blockedWeekDays: number[];
  error: string | undefined;
  /** Focus the first segment on mount (the field replaced its preview because it was focused). */
  autoFocus?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A date typed by segments or picked in a calendar, in the interface's locale; blocked weekdays disabled. */
export function DateField({ label, value, onChange, blockedWeekDays, error, autoFocus = false, ref }: DateFieldProps) {
  const { locale } = useUiLanguage();
  const errorId = useId();
  const date = parseDate(value);
  return (
    <I18nProvider locale={locale}>
      <DatePicker
        ref={ref}
        className={styles.field}
        value={date}
        onChange={(next) => {
          if (next) onChange(next.toString());
        }}
        isDateUnavailable={(day) => blockedWeekDays.includes(weekDayOf(day.toString()))}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        autoFocus={autoFocus}
        aria-describedby={error ? errorId : undefined}
      >
        <Label className={styles.label}>{label}</Label>
        <Group className={styles.group}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.trigger}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Button>
        </Group>
        <Popover className={styles.popover}>
          <Dialog className={styles.dialog}>
            <Calendar className={styles.calendar}>
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.nav}>
                  ‹
                </Button>
                <Heading className={styles.heading}>
                  <VisibleMonth locale={locale} />
                </Heading>
                <Button slot="next" className={styles.nav}>
                  ›
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                {(day) => <CalendarCell date={day} className={styles.cell} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
      <FieldErrorText id={errorId} code={error} />
    </I18nProvider>
  );
}

/** The calendar's month, titled by the locale's rules ("Novembro de 2026", "Listopad 2026"). */
function VisibleMonth({ locale }: { locale: string }) {
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  const { year, month } = state.visibleRange.start;
  return monthTitle(locale, year, month);
}
