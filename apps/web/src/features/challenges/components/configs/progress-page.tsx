import type { ChallengeProgressEntry } from '@bible-journey/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useEncourageParticipant } from '../../api/encourage-participant.ts';
import { useProgress } from '../../api/get-progress.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { formatLastRead } from '../../lib/last-read.ts';
import { latestOnce } from '../../lib/latest-once.ts';
import { ChallengeGate } from '../common/challenge-gate.tsx';
import { MorePages } from '../common/more-pages.tsx';
import { PeopleSearch, useDebouncedSearch } from '../common/people-search.tsx';
import { LoadFailed, NotePanel, SkeletonRows } from '../common/screen-states.tsx';
import styles from './progress.module.css';

/** Why the button waits: sent today (the server's canEncourage), or refused with the day it is allowed again. */
type Blocked = { kind: 'sentToday' } | { kind: 'refused'; nextAllowedOn: string };

function EncourageButton({ entry, challengeId }: { entry: ChallengeProgressEntry; challengeId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const noteId = useId();
  const encourage = useEncourageParticipant(challengeId);
  const [refusedUntil, setRefusedUntil] = useState<string | null>(null);
  const [isSentNow, setIsSentNow] = useState(false);
  const blocked: Blocked | null =
    refusedUntil !== null
      ? { kind: 'refused', nextAllowedOn: refusedUntil }
      : isSentNow || !entry.canEncourage
        ? { kind: 'sentToday' }
        : null;

  const handleEncourage = () => {
    if (blocked || encourage.isPending) return;
    encourage.mutate(entry.rankingId, {
      onSuccess: (answer) => {
        if (answer.sent) {
          setIsSentNow(true);
          snackbars.show({
            message: t('challenges.progress.sent', { name: entry.user.name }),
            severity: 'success',
          });
        } else setRefusedUntil(answer.nextAllowedOn);
      },
      onError: () => snackbars.show({ message: t('common.generalError'), severity: 'error' }),
    });
  };

  const note =
    blocked?.kind === 'refused'
      ? t('challenges.progress.refused', {
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${blocked.nextAllowedOn}T00:00:00Z`),
          ),
        })
      : blocked
        ? t('challenges.progress.sentToday')
        : undefined;
  return (
    <div className={styles.encourage}>
      {/* aria-disabled rather than disabled: it stays in the tab order, with its reason read out. */}
      <Button
        variant="secondary"
        className={styles.encourageButton}
        aria-disabled={blocked ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        isLoading={encourage.isPending}
        loadingLabel={t('challenges.progress.sending')}
        onClick={handleEncourage}
      >
        {t('challenges.progress.encourage')}
        <span className={styles.visuallyHidden}> {entry.user.name}</span>
      </Button>
      {note && (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      )}
    </div>
  );
}

function ProgressEntry({ entry, challengeId }: { entry: ChallengeProgressEntry; challengeId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const lastRead = entry.lastReadAt === null ? null : new Date(entry.lastReadAt);
  return (
    <li>
      <article className={styles.entry} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.name}>
          {entry.user.name}
        </h2>
        <p className={styles.email}>{entry.user.email}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('challenges.progress.readDays')}</dt>
            <dd>{t('challenges.progress.readDaysValue', { read: entry.readDays, total: entry.dayCount })}</dd>
          </div>
          <div>
            <dt>{t('challenges.progress.daysBehind')}</dt>
            <dd className={entry.daysBehind > 0 ? styles.behind : styles.onTrack}>
              {entry.daysBehind > 0
                ? t('challenges.progress.behindCount', { count: entry.daysBehind })
                : t('challenges.progress.onTrack')}
            </dd>
          </div>
          <div>
            <dt>{t('challenges.progress.lastReading')}</dt>
            <dd>
              {lastRead === null ? (
                t('challenges.progress.never')
              ) : (
                <time
                  dateTime={entry.lastReadAt ?? undefined}
                  title={new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(lastRead)}
                >
                  {formatLastRead(lastRead, new Date(), locale)}
                </time>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('challenges.progress.points')}</dt>
            <dd>{entry.totalPoints}</dd>
          </div>
          <div>
            <dt>{t('challenges.progress.encouragements')}</dt>
            <dd>{entry.encouragementsReceived}</dd>
          </div>
        </dl>
        <EncourageButton entry={entry} challengeId={challengeId} />
      </article>
    </li>
  );
}

function ProgressList({ challengeId, search }: { challengeId: string; search: string }) {
  const { t } = useTranslation();
  const progress = useProgress(challengeId, search);
  if (progress.isPending) return <SkeletonRows label={t('challenges.progress.loading')} rows={4} />;
  if (!progress.data || (progress.isError && !progress.isFetchNextPageError)) {
    return <LoadFailed title={t('challenges.progress.loadFailed')} onRetry={() => void progress.refetch()} />;
  }
  const pages = progress.data.pages;
  const entries = latestOnce(
    pages.map((page) => page.participants),
    (entry) => entry.rankingId,
  );
  if (entries.length === 0 && search) {
    return <p className={styles.note}>{t('challenges.people.noMatch', { search })}</p>;
  }
  if (entries.length === 0) {
    return (
      <NotePanel
        title={t('challenges.progress.empty')}
        action={
          <ButtonLink to={paths.challengeParticipantsEdit(challengeId)} variant="secondary">
            {t('challenges.progress.invite')}
          </ButtonLink>
        }
      >
        <p>{t('challenges.progress.emptyBody')}</p>
      </NotePanel>
    );
  }
  // In the server's order (core's compareNeedOfEncouragement), a page at a time: never sorted again here.
  return (
    <>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <ProgressEntry key={entry.rankingId} entry={entry} challengeId={challengeId} />
        ))}
      </ul>
      <MorePages list={progress} shown={entries.length} total={search ? undefined : pages[0]?.total} />
    </>
  );
}

/**
 * The leader's view of their people (issue 12, "Beyond the spec"), from configs: each
 * participant's read days, days behind, last reading and points, those who need a word first,
 * and a once-a-day encouragement by e-mail. A page at a time and searchable by name or e-mail
 * (issue 23): a church of thousands loads as quickly as a small group.
 */
export function ProgressPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const search = useDebouncedSearch();
  return (
    <Page title={t('challenges.progress.title')} backTo={paths.challengeConfigs(challengeId)}>
      <ChallengeGate ownerOnly loadingLabel={t('challenges.progress.loading')}>
        {() => (
          <div className={styles.screen}>
            <p className={styles.intro}>{t('challenges.progress.intro')}</p>
            <PeopleSearch state={search} />
            <ProgressList challengeId={challengeId} search={search.search} />
          </div>
        )}
      </ChallengeGate>
    </Page>
  );
}
