import { bookName, type Language, type Milestone, milestoneOfKey } from '@bible-journey/core';
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate } from '../../../lib/format-day.ts';
import { reachedMilestones } from '../../../lib/milestones.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';
import styles from './menu.module.css';

/** A remembered milestone in words ("7 days of reading", "Ruth finished", "The whole Bible read"). */
function milestoneWords(t: TFunction, milestone: Milestone, language: Language): string {
  if (milestone.kind === 'days') return t('menu.more.milestones.days', { count: milestone.count });
  if (milestone.kind === 'book') return t('menu.more.milestones.book', { book: bookName(milestone.book, language) });
  return t('menu.more.milestones.wholeBible');
}

/** The milestones reached on this device (issue 24), newest first; nothing until the first. */
export function MilestonesCard() {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const reached = useSyncExternalStore(reachedMilestones.subscribe, reachedMilestones.get);
  if (reached.length === 0) return null;
  const newestFirst = [...reached].reverse().flatMap((entry) => {
    const milestone = milestoneOfKey(entry.key);
    return milestone ? [{ ...entry, milestone }] : [];
  });
  return (
    <section className={styles.card} aria-labelledby="menu-milestones-heading">
      <h2 id="menu-milestones-heading" className={styles.cardTitle}>
        {t('menu.more.milestones.heading')}
      </h2>
      <ul className={styles.keptList}>
        {newestFirst.map((milestone) => (
          <li key={milestone.key} className={styles.keptVersion}>
            <span className={styles.keptName}>{milestoneWords(t, milestone.milestone, language)}</span>
            <span className={styles.cardText}>{longDate(milestone.date, language)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
