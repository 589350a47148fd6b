import type { RankingEntry } from '@bible-journey/contract';
import type { RankingTab } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { EncourageMemberButton } from './encourage-member-button.tsx';
import { formatScore } from './format-score.ts';
import styles from './ranking.module.css';

interface RankingTableProps {
  /** Positions 4 and on, in ranking order. */
  entries: readonly RankingEntry[];
  tab: RankingTab;
  locale: string;
  meId: string | null;
  challengeId: string;
}

/** The ranking from position 4 (spec 3 section 2): position, name (with a tap to encourage them) and the tab's score. */
export function RankingTable({ entries, tab, locale, meId, challengeId }: RankingTableProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption className={styles.visuallyHidden}>{t('challenges.ranking.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.positionCell}>
            {t('challenges.ranking.position')}
          </th>
          <th scope="col">{t('challenges.ranking.name')}</th>
          <th scope="col" className={styles.scoreCell}>
            {t(`challenges.ranking.column.${tab}`)}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const isMe = entry.user._id === meId;
          return (
            <tr
              key={entry.user._id}
              className={isMe ? styles.meRow : undefined}
              aria-current={isMe ? 'true' : undefined}
            >
              <td className={styles.positionCell}>{entry.position}</td>
              <th scope="row" className={styles.nameCell}>
                {entry.user.name}
                {isMe && ` (${t('challenges.ranking.you')})`}
                {!isMe && <EncourageMemberButton challengeId={challengeId} member={entry.user} />}
              </th>
              <td className={styles.scoreCell}>{formatScore(t, entry, tab, locale)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
