import type { Challenge } from '@bible-journey/contract';
import { type CalendarDay, formatReadingRange, isInRanking, todayIso } from '@bible-journey/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthChecklist } from '../../../../components/checklist/month-checklist.tsx';
import { PlanProgress } from '../../../../components/checklist/plan-progress.tsx';
import { DelayedReadingOffer } from '../../../../components/late-plan/delayed-reading-offer.tsx';
import { useLateDialog } from '../../../../components/late-plan/use-late-dialog.tsx';
import { useKeepReadingsOffline } from '../../../../components/reader/hooks/use-keep-readings-offline.ts';
import { openReader } from '../../../../components/reader/open-reader.tsx';
import { TodayCard } from '../../../../components/today-card/today-card.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { FALLBACK_LANGUAGE, isLanguage } from '../../../../lib/language.ts';
import { useLiveSync } from '../../../../lib/plan/use-live-sync.ts';
import { useChallenge } from '../../api/get-challenge.ts';
import { useChallengeCopy, useStoredCopy } from '../../hooks/use-challenge-copy.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { type ShownChallenge, updateCopy } from '../../lib/challenge-copy-store.ts';
import {
  changeChallengeCopy,
  onTickAnswered,
  requestChallengeSync,
  tickChallengeDay,
} from '../../lib/challenge-copy-sync.ts';
import { ChallengeGate } from '../common/challenge-gate.tsx';
import { LoadFailed, NotePanel, SkeletonRows } from '../common/screen-states.tsx';
import styles from './challenge-plan.module.css';
import { PointsToast, usePointsToast } from './points-toast.tsx';

/** Spec 3 section 4: the late modal opens as soon as one reading of a past day waits. */
const LATE_AFTER_READINGS = 1;

/** The challenge has no plan yet (spec 3 section 2): the leader may create it. */
function NoPlanCard({ challengeId, isOwner }: { challengeId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  return (
    <NotePanel
      title={t('challenges.plan.noPlanTitle')}
      action={
        isOwner && <ButtonLink to={paths.challengePlanEdit(challengeId)}>{t('challenges.plan.createPlan')}</ButtonLink>
      }
    >
      <p>{t(isOwner ? 'challenges.plan.noPlanOwner' : 'challenges.plan.noPlanParticipant')}</p>
    </NotePanel>
  );
}

/** The member's copy: progress, the days by month to tick, "Read now", the points popup and the late modal. */
function ChallengeChecklist({ challengeId, shown }: { challengeId: string; shown: ShownChallenge }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const { copy, status } = useChallengeCopy(challengeId);
  const { toast, show } = usePointsToast();
  // The points popup shows what the server answered to a tick (spec 3 section 4: for those in the
  // ranking, core's isInRanking); a tick sent later, from offline, shows it when it arrives.
  useEffect(
    () =>
      onTickAnswered((answer) => {
        if (answer.challengeId === challengeId && answer.changed && shown.isRanked) {
          show(answer.read ? 1 : -1, answer.totalPoints);
        }
      }),
    [challengeId, shown.isRanked, show],
  );
  const plan = copy.plan;
  // Late (spec 3 section 4): the personal plan's ways back — keep the end date or the pace — and,
  // for someone who joined late or fell far behind, starting on today's reading with the group.
  const { openLateDialog } = useLateDialog(
    plan,
    status.hasSynced || status.state === 'waiting',
    LATE_AFTER_READINGS,
    (endDate) =>
      changeChallengeCopy(challengeId, { kind: 'replan', today: todayIso(), ...(endDate ? { endDate } : {}) }),
    language,
    () => changeChallengeCopy(challengeId, { kind: 'skipPast', today: todayIso() }),
  );
  useKeepReadingsOffline(plan?.planv2, language);
  // A tick on another open device of the member shows here within seconds.
  useLiveSync(requestChallengeSync, true);
  // The reader stays open while the copy syncs: its "finish" ticks what the copy holds then.
  const latestPlan = useRef(plan);
  latestPlan.current = plan;

  if (!plan) {
    if (status.hasSynced) return <NoPlanCard challengeId={challengeId} isOwner={shown.isOwner} />;
    if (status.state === 'waiting') {
      return <LoadFailed title={t('challenges.plan.loadFailed')} onRetry={requestChallengeSync} />;
    }
    return <SkeletonRows label={t('challenges.plan.loading')} rows={6} />;
  }

  const mark = (position: number, read: boolean) => tickChallengeDay(challengeId, position, read);
  const handleToggle = (position: number) => {
    const day = plan.planv2.find((candidate) => candidate._id === position);
    if (day) mark(position, !day.read);
  };
  const handleRead = (day: CalendarDay) =>
    openReader({
      chapters: day.readingDetails,
      title: formatReadingRange(day.readingStart, day.readingEnd, language),
      // Finishing only ever marks the day read: a day ticked meanwhile stays as it is.
      onFinish: () => {
        const now = latestPlan.current?.planv2.find((candidate) => candidate._id === day._id);
        if (now && !now.read) mark(day._id, true);
      },
    });
  const days = plan.planv2;
  const first = days[0];
  const last = days[days.length - 1];
  const today = todayIso();
  return (
    <>
      <PlanProgress days={days} language={language} />
      {status.state === 'waiting' && <p className={styles.offline}>{t('challenges.plan.offline')}</p>}
      <PointsToast toast={toast} />
      <TodayCard
        days={days}
        blockedWeekDays={plan.blockedWeekDays}
        today={today}
        language={language}
        onRead={handleRead}
      />
      <DelayedReadingOffer days={days} today={today} onCatchUp={() => void openLateDialog()} />
      <MonthChecklist
        // A reset reshapes the plan: the checklist opens again on its first unread month.
        key={`${first?.date}:${last?.date}:${days.length}`}
        days={days}
        today={today}
        language={language}
        onToggle={handleToggle}
        onRead={handleRead}
        opensOn="firstUnread"
      />
    </>
  );
}

/** The challenge as loaded; kept with the copy so the screen works offline next time. */
function LoadedChallenge({ challenge, isOwner }: { challenge: Challenge; isOwner: boolean }) {
  const shown = useMemo(
    () => ({
      title: challenge.title,
      isOwner,
      isRanked: isInRanking({ isOwner }, challenge.includeLeaders),
    }),
    [challenge.title, challenge.includeLeaders, isOwner],
  );
  useEffect(() => {
    if (challenge.planTemplate !== null) updateCopy(challenge._id, { shown });
  }, [challenge._id, challenge.planTemplate, shown]);
  if (challenge.planTemplate === null) return <NoPlanCard challengeId={challenge._id} isOwner={isOwner} />;
  return <ChallengeChecklist challengeId={challenge._id} shown={shown} />;
}

/**
 * /challenge/:id/plan (spec 3 section 2): the challenge's title and the member's progress, then
 * their copy of the plan by month, ticked on the device first and synced as the personal plan is.
 * Offline (the challenge can't be fetched), the copy kept on the device is shown and ticked.
 */
export function ChallengePlanPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const challenge = useChallenge(challengeId);
  const stored = useStoredCopy(challengeId);
  // Offline, the first failed try is enough: the query's retries would keep a skeleton up meanwhile.
  const isUnreachable =
    challenge.data === undefined && challenge.failureReason !== null && !(challenge.failureReason instanceof ApiError);
  const offline = isUnreachable && stored.plan && stored.shown ? stored.shown : null;
  const title = challenge.data?.challenge.title ?? offline?.title ?? t('challenges.plan.title');
  return (
    <Page title={title}>
      {offline ? (
        <ChallengeChecklist challengeId={challengeId} shown={offline} />
      ) : (
        <ChallengeGate loadingLabel={t('challenges.plan.loading')}>
          {({ challenge: loaded, isOwner }) => <LoadedChallenge challenge={loaded} isOwner={isOwner} />}
        </ChallengeGate>
      )}
    </Page>
  );
}
