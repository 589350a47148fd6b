import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../lib/use-ui-language.ts';
import { distinctNarrowNames, shortNamesFit, weekDayNames, weekDaysFrom } from '../../lib/week-day-names.ts';
import { firstDayOfWeek } from '../../lib/week-start.ts';
import styles from './plan-fields.module.css';

/** Seven toggles for the days that get a reading; the last open one can't be turned off. */
export function WeekDaySelector({ blocked, onToggle }: { blocked: number[]; onToggle: (weekDay: number) => void }) {
  const { t } = useTranslation();
  const { language, locale } = useUiLanguage();
  const hintId = useId();
  const names = useMemo(() => weekDayNames(locale), [locale]);
  const narrow = useMemo(() => distinctNarrowNames(names, locale), [names, locale]);
  // The week as the locale runs it: from Monday in Poland, from Sunday in the United States.
  const order = useMemo(() => weekDaysFrom(firstDayOfWeek(language)), [language]);
  // Abbreviations too long for a 320 px row ("niedz.") give way to one letter where the row is narrow.
  const shortFits = shortNamesFit(names);
  const openCount = names.length - blocked.length;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t('plan-creation.weekDays.label')}</legend>
      <div className={styles.weekDays}>
        {order.map((day) => {
          const name = names[day] as (typeof names)[number];
          const isOpen = !blocked.includes(day);
          const isLastOpen = isOpen && openCount === 1;
          return (
            <button
              key={name.long}
              type="button"
              className={styles.weekDay}
              aria-pressed={isOpen}
              aria-label={name.long}
              aria-describedby={isLastOpen ? hintId : undefined}
              disabled={isLastOpen}
              onClick={() => onToggle(day)}
            >
              <span className={shortFits ? undefined : styles.weekDayShort}>{name.short}</span>
              {!shortFits && <span className={styles.weekDayNarrow}>{narrow[day]}</span>}
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
