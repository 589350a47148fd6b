import type { RankingEntry } from '@bible-journey/contract';
import { podiumOrder, type RankingTab } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { formatScore } from './format-score.ts';
import styles from './ranking.module.css';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

interface PodiumProps {
  /** The top of the ranking, in ranking order (positions 1 to 3). */
  entries: readonly RankingEntry[];
  tab: RankingTab;
  locale: string;
  /** The names and scores show (PODIUM_REVEAL_MS after the challenge loaded); screen readers have them all along. */
  isRevealed: boolean;
  /** The signed-in member's user id. */
  meId: string | null;
}

/**
 * The podium (spec 3 section 2): gold, silver and bronze, shown in the order 2-1-3 (core's
 * podiumOrder). The list itself stays in ranking order, so a screen reader hears places 1, 2, 3.
 */
export function Podium({ entries, tab, locale, isRevealed, meId }: PodiumProps) {
  const { t } = useTranslation();
  const shown = podiumOrder(entries);
  return (
    <ol className={styles.podium} aria-label={t('challenges.ranking.podium')} data-revealed={isRevealed}>
      {entries.map((entry, index) => (
        <li
          key={entry.user._id}
          className={`${styles.place} ${styles[MEDALS[index] ?? 'bronze']}`}
          style={{ order: shown.indexOf(entry) }}
          aria-current={entry.user._id === meId ? 'true' : undefined}
        >
          <span className={styles.medal} aria-hidden="true">
            {entry.position}
          </span>
          <span className={styles.placeText}>
            <span className={styles.visuallyHidden}>
              {t('challenges.ranking.place', { position: entry.position })}:{' '}
            </span>
            <span className={styles.placeName}>
              {entry.user.name}
              {entry.user._id === meId && ` (${t('challenges.ranking.you')})`}
            </span>
            <span className={styles.placeScore}>{formatScore(t, entry, tab, locale)}</span>
          </span>
          <span className={styles.curtain} aria-hidden="true">
            ?
          </span>
          <span className={styles.step} aria-hidden="true" />
        </li>
      ))}
    </ol>
  );
}
