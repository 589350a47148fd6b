import type { Challenge } from '@bible-journey/contract';
import { DEFAULT_RANKING_TAB, isInRanking, type RankingTab, splitRanking } from '@bible-journey/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useRanking } from '../../api/get-ranking.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { latestOnce } from '../../lib/latest-once.ts';
import { LoadFailed, SkeletonRows } from '../common/screen-states.tsx';
import { formatScore } from './format-score.ts';
import { Podium, usePodiumReveal } from './podium.tsx';
import styles from './ranking.module.css';
import { RankingTable } from './ranking-table.tsx';
import { panelId, RankingTabs, tabId } from './ranking-tabs.tsx';

/** The ranking of a challenge everyone has been invited to: the tabs, the podium, the table, the caller's place. */
export function RankingBoard({ challenge, isOwner }: { challenge: Challenge; isOwner: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [tab, setTab] = useState<RankingTab>(DEFAULT_RANKING_TAB);
  const ranking = useRanking(challenge._id, tab);
  // Its clock starts when the challenge has loaded (this board first shows).
  const revealed = usePodiumReveal();
  const isRanked = isInRanking({ isOwner }, challenge.includeLeaders);

  useEffect(() => {
    // Spec 3 section 8: a ranking that fails to load says so in the general snackbar too.
    if (ranking.isError) snackbars.show({ message: t('common.generalError'), severity: 'error' });
  }, [ranking.isError, t]);

  // A member whose points fell while the pages loaded may come again further down: the later entry stands.
  const entries = latestOnce(ranking.data?.pages.map((page) => page.ranking) ?? [], (entry) => entry.user._id);
  const first = ranking.data?.pages[0];
  const me = first?.me ?? null;
  const meId = me?.user._id ?? null;
  const { podium, table } = splitRanking(entries);
  const isMeShown = me !== null && entries.some((entry) => entry.user._id === meId);

  return (
    <section className={styles.board} aria-label={t('challenges.ranking.title')}>
      <RankingTabs tab={tab} onChange={setTab} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} className={styles.panel}>
        {ranking.isPending ? (
          <>
            <div className={styles.podiumPlaceholder} aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
            <SkeletonRows label={t('challenges.ranking.loading')} rows={4} />
          </>
        ) : ranking.isError ? (
          <LoadFailed title={t('challenges.ranking.loadFailed')} onRetry={() => void ranking.refetch()} />
        ) : entries.length === 0 ? (
          <p className={styles.note}>{t('challenges.ranking.empty')}</p>
        ) : (
          <>
            <Podium
              entries={podium}
              tab={tab}
              locale={locale}
              revealed={revealed}
              meId={meId}
              challengeId={challenge._id}
            />
            <RankingTable entries={table} tab={tab} locale={locale} meId={meId} challengeId={challenge._id} />
            {ranking.hasNextPage && (
              <Button
                variant="secondary"
                className={styles.more}
                onClick={() => void ranking.fetchNextPage()}
                isLoading={ranking.isFetchingNextPage}
                loadingLabel={t('challenges.ranking.loadingMore')}
              >
                {t('challenges.ranking.showMore')}
              </Button>
            )}
          </>
        )}
        {me && !isMeShown && (
          <p className={styles.me}>
            <span className={styles.meLabel}>{t('challenges.ranking.yourPlace')}</span>
            <span>{t('challenges.ranking.place', { position: me.position })}</span>
            <span>{formatScore(t, me, tab, locale)}</span>
          </p>
        )}
        {!isRanked && <p className={styles.note}>{t('challenges.ranking.leaderNotRanked')}</p>}
      </div>
    </section>
  );
}
