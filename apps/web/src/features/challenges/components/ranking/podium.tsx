import type { RankingEntry } from '@bible-journey/contract';
import { PODIUM_REVEAL_MS, podiumOrder, type RankingTab } from '@bible-journey/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../../../../lib/reduced-motion.ts';
import { EncourageMemberButton } from './encourage-member-button.tsx';
import { formatScore } from './format-score.ts';
import styles from './ranking.module.css';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/**
 * When each place shows its name and points, from the moment the ranking first shows: the blocks
 * rise, then third, second and, at PODIUM_REVEAL_MS (spec 3's 4 s), first place.
 */
export const PODIUM_PLACE_REVEAL_MS = [PODIUM_REVEAL_MS, PODIUM_REVEAL_MS - 1_400, PODIUM_REVEAL_MS - 2_400] as const;

/**
 * How many places the podium shows, counted from third (0 to 3), on a clock that starts when the
 * ranking first shows and keeps going across its tabs. With reduced motion asked for, all three
 * at once.
 */
export function usePodiumReveal(): number {
  const [isReduced] = useState(prefersReducedMotion);
  const [revealed, setRevealed] = useState(isReduced ? MEDALS.length : 0);
  useEffect(() => {
    if (isReduced) return;
    const timers = PODIUM_PLACE_REVEAL_MS.map((at, index) =>
      setTimeout(() => setRevealed((count) => Math.max(count, MEDALS.length - index)), at),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [isReduced]);
  return revealed;
}

interface PodiumProps {
  /** The top of the ranking, in ranking order (positions 1 to 3). */
  entries: readonly RankingEntry[];
  tab: RankingTab;
  locale: string;
  /** How many places show their name and points, from third (usePodiumReveal). */
  revealed: number;
  /** The signed-in member's user id. */
  meId: string | null;
  challengeId: string;
}

/**
 * The podium (spec 3 section 2): gold, silver and bronze blocks, shown in the order 2-1-3 (core's
 * podiumOrder), each with its medal, the member's name above and the points on the block. Its
 * reveal is an animation of the real names: the blocks rise, then third, second and first appear.
 * The list itself stays in ranking order and is whole from the start, so a screen reader hears
 * places 1, 2, 3 once, as they end up, and nothing of the animation.
 */
export function Podium({ entries, tab, locale, revealed, meId, challengeId }: PodiumProps) {
  const { t } = useTranslation();
  const shown = podiumOrder(entries);
  return (
    <ol className={styles.podium} aria-label={t('challenges.ranking.podium')} data-revealed={revealed >= MEDALS.length}>
      {entries.map((entry, index) => {
        const isMe = entry.user._id === meId;
        const isShown = MEDALS.length - index <= revealed;
        return (
          <li
            key={entry.user._id}
            className={`${styles.place} ${styles[MEDALS[index] ?? 'bronze']}`}
            style={{ order: shown.indexOf(entry) }}
            aria-current={isMe ? 'true' : undefined}
            data-shown={isShown}
          >
            <span className={styles.medal} aria-hidden="true">
              {entry.position}
            </span>
            <span className={styles.placeName}>
              <span className={styles.visuallyHidden}>
                {t('challenges.ranking.place', { position: entry.position })}:{' '}
              </span>
              {entry.user.name}
              {isMe && ` (${t('challenges.ranking.you')})`}
            </span>
            {/* The tap to encourage comes with the name: nothing to reach before it shows. */}
            {!isMe && isShown && <EncourageMemberButton challengeId={challengeId} member={entry.user} />}
            <span className={styles.step}>
              <span className={styles.placeScore}>{formatScore(t, entry, tab, locale)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
