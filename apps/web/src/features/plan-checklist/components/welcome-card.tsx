import { type CalendarDay, formatReadingRange, type Language } from '@bible-journey/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from './welcome-card.module.css';

/**
 * A new plan's first-day welcome, above its Today card: what the plan holds and where to start.
 * It takes the place of the old "Your plan is ready" screen, which only added a tap.
 */
export function WelcomeCard({
  days,
  language,
  onDismiss,
}: {
  days: readonly CalendarDay[];
  language: Language;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  return (
    <section className={styles.welcome} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('plan-checklist.welcome.title')}
      </h2>
      <p className={styles.range}>{formatReadingRange(first.readingStart, last.readingEnd, language)}</p>
      <p>{t('plan-checklist.welcome.days', { count: days.length, formatted: days.length.toLocaleString(language) })}</p>
      <p>{t('plan-checklist.welcome.start')}</p>
      <Button variant="secondary" onClick={onDismiss}>
        {t('plan-checklist.welcome.dismiss')}
      </Button>
    </section>
  );
}
