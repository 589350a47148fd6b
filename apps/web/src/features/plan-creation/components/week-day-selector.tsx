import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../hooks/use-ui-language.ts';
import styles from './plan-form.module.css';

const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** Weekday names for Sunday (0) to Saturday (6); 1 January 2023 was a Sunday. */
function weekDayNames(locale: string, weekday: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
  return WEEK_DAYS.map((day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}

/** Seven toggles for the days that get a reading; the last open one can't be turned off. */
export function WeekDaySelector({ blocked, onToggle }: { blocked: number[]; onToggle: (weekDay: number) => void }) {
  const { t } = useTranslation();
  const { locale } = useUiLanguage();
  const hintId = useId();
  const shortNames = useMemo(() => weekDayNames(locale, 'short'), [locale]);
  const longNames = useMemo(() => weekDayNames(locale, 'long'), [locale]);
  const openCount = WEEK_DAYS.length - blocked.length;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t('plan-creation.weekDays.label')}</legend>
      <div className={styles.weekDays}>
        {WEEK_DAYS.map((day) => {
          const isOpen = !blocked.includes(day);
          const isLastOpen = isOpen && openCount === 1;
          return (
            <button
              key={day}
              type="button"
              className={styles.weekDay}
              aria-pressed={isOpen}
              aria-label={longNames[day]}
              aria-describedby={isLastOpen ? hintId : undefined}
              disabled={isLastOpen}
              onClick={() => onToggle(day)}
            >
              {shortNames[day]}
            </button>
          );
        })}
      </div>
      <p id={hintId} className={styles.hint}>
        {openCount === 1 ? t('plan-creation.weekDays.lastDay') : t('plan-creation.weekDays.hint')}
      </p>
    </fieldset>
  );
}
