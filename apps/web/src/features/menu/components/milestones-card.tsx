import { bookName, type Language } from '@bible-journey/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate } from '../../../lib/format-day.ts';
import { FALLBACK_LANGUAGE, isLanguage } from '../../../lib/language.ts';
import { type ReachedMilestone, reachedMilestones } from '../../../lib/milestones.ts';
import styles from './menu.module.css';

/** A remembered milestone in words ("7 days of reading", "Ruth finished", "The whole Bible read"). */
function milestoneWords(
  t: (key: string, options?: Record<string, unknown>) => string,
  key: string,
  language: Language,
) {
  const [kind, value = ''] = key.split(':');
  if (kind === 'days') return t('menu.more.milestones.days', { count: Number(value) });
  if (kind === 'book') return t('menu.more.milestones.book', { book: bookName(value, language) });
  return t('menu.more.milestones.wholeBible');
}

/** The milestones reached on this device (issue 24), newest first; nothing until the first. */
export function MilestonesCard() {
  const { t, i18n } = useTranslation();
  const reached = useSyncExternalStore(reachedMilestones.subscribe, reachedMilestones.get);
  if (reached.length === 0) return null;
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const newestFirst: ReachedMilestone[] = [...reached].reverse();
  return (
    <section className={styles.card} aria-labelledby="menu-milestones-heading">
      <h2 id="menu-milestones-heading" className={styles.cardTitle}>
        {t('menu.more.milestones.heading')}
      </h2>
      <ul className={styles.keptList}>
        {newestFirst.map((milestone) => (
          <li key={milestone.key} className={styles.keptVersion}>
            <span className={styles.keptName}>{milestoneWords(t, milestone.key, language)}</span>
            <span className={styles.cardText}>{longDate(milestone.date, language)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
