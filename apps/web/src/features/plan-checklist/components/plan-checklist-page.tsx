import { type CalendarDay, formatReadingRange, todayIso } from '@bible-journey/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { MonthChecklist } from '../../../components/checklist/month-checklist.tsx';
import { openSomethingWentWrongModal } from '../../../components/feedback/open-something-went-wrong.ts';
import { DelayedReadingOffer } from '../../../components/late-plan/delayed-reading-offer.tsx';
import { useLateDialog } from '../../../components/late-plan/use-late-dialog.tsx';
import { useKeepReadingsOffline } from '../../../components/reader/hooks/use-keep-readings-offline.ts';
import { openReader } from '../../../components/reader/open-reader.tsx';
import { TodayCard } from '../../../components/today-card/today-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { FROM_ENTRY, isFromEntry } from '../../../lib/entry-navigation.ts';
import { FALLBACK_LANGUAGE, isLanguage } from '../../../lib/language.ts';
import { migrateLegacyPlan } from '../../../lib/local-plan-store.ts';
import { isPlanWelcome } from '../../../lib/plan-welcome.ts';
import { useIsSignedIn, useLocalPlan } from '../hooks/use-device-state.ts';
import { useFinishMoment } from '../hooks/use-finish-moment.tsx';
import { usePlanActions } from '../hooks/use-plan-actions.ts';
import { usePlanChoice } from '../hooks/use-plan-choice.tsx';
import { usePlanSync } from '../hooks/use-plan-sync.ts';
import { delayCount } from '../lib/delay-count-store.ts';
import { ChecklistSkeleton } from './checklist-skeleton.tsx';
import { DelaySettings } from './delay-settings.tsx';
import { KeepPlanCard } from './keep-plan-card.tsx';
import styles from './plan-checklist-page.module.css';
import { PlanErrorBoundary } from './plan-error-boundary.tsx';
import { PlanErrorHeader, PlanHeader } from './plan-header.tsx';
import { WelcomeCard } from './welcome-card.tsx';

/** /plan: "what do I read today?" — today's reading, then the plan's days by month, ticked on the device first. */
export function PlanChecklistPage() {
  return (
    <PlanErrorBoundary>
      <PlanChecklist />
    </PlanErrorBoundary>
  );
}

function PlanChecklist() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  // A plan left by the first version of the app is converted before anything reads it.
  useState(() => migrateLegacyPlan(todayIso()));
  const plan = useLocalPlan();
  const isSignedIn = useIsSignedIn();
  const sync = usePlanSync(isSignedIn);
  const actions = usePlanActions();
  // The reader stays open while the plan syncs: its "finish" uses the actions of that moment.
  const latestActions = useRef(actions);
  useEffect(() => {
    latestActions.current = actions;
  });
  const count = useSyncExternalStore(delayCount.subscribe, delayCount.get);
  const hasPlan = plan !== null && plan.planv2.length > 0;
  const isLateReady = hasPlan && !sync.isLoading && !sync.choice;
  const { openLateDialog } = useLateDialog(plan, isLateReady, count, actions.handleReplan, language);
  const { askAgain } = usePlanChoice(sync.choice, hasPlan ? plan : null, language);
  const moment = useFinishMoment(language);
  useKeepReadingsOffline(hasPlan ? plan.planv2 : undefined, language);

  if (!hasPlan && (!isSignedIn || sync.shouldGoToNew)) {
    // Opening the app signed in, with no plan anywhere: their challenges, if they have any, decide.
    if (isSignedIn && isFromEntry(location.state)) return <Navigate to={paths.challenges} state={FROM_ENTRY} replace />;
    return <Navigate to={paths.newPlan} replace />;
  }
  if (sync.isLoading) {
    return (
      <main className={styles.page}>
        <ChecklistSkeleton />
      </main>
    );
  }
  if (!hasPlan) {
    if (sync.isError) {
      return (
        <main className={styles.page}>
          <PlanErrorHeader />
          <div className={styles.error} role="alert">
            <p>{t('plan-checklist.loadError')}</p>
            <Button onClick={sync.retry}>{t('plan-checklist.retry')}</Button>
          </div>
        </main>
      );
    }
    // Signed in, the server's plan is on its way to the device.
    return (
      <main className={styles.page}>
        <ChecklistSkeleton />
      </main>
    );
  }

  const today = todayIso();
  // An action that fails (a plan on the device no rule can read) says so in a modal (spec 1).
  const guarded =
    <Args extends unknown[]>(action: (...args: Args) => void) =>
    (...args: Args) => {
      try {
        action(...args);
      } catch (error) {
        console.warn('A plan action failed', error);
        void openSomethingWentWrongModal();
      }
    };
  const handleRead = guarded((day: CalendarDay) =>
    openReader({
      chapters: day.readingDetails,
      title: formatReadingRange(day.readingStart, day.readingEnd, language),
      onFinish: guarded(() => {
        // A reading finished again (already ticked) is no new moment.
        if (latestActions.current.handleFinishReading(day._id)) void moment.celebrate(day._id, today);
      }),
    }),
  );
  const handleToggle = guarded((dayId: number) => {
    const wasRead = plan.planv2.find((day) => day._id === dayId)?.read;
    actions.handleToggleDay(dayId);
    // Ticking today's reading is finishing the day too; other ticks (catching up) stay quiet.
    const isToday = plan.planv2.some((day) => day._id === dayId && day.date === today);
    if (isToday && wasRead === false) void moment.celebrate(dayId, today);
  });
  const days = plan.planv2;
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <main className={styles.page}>
      <PlanHeader days={days} language={language} />
      {isPlanWelcome(location.state) && (
        <WelcomeCard
          days={days}
          language={language}
          onDismiss={() => navigate(location.pathname, { replace: true, state: null })}
        />
      )}
      <TodayCard
        days={days}
        blockedWeekDays={plan.blockedWeekDays}
        today={today}
        language={language}
        onRead={handleRead}
      />
      <DelayedReadingOffer days={days} today={today} onCatchUp={() => void openLateDialog()} />
      <p className={styles.announcer} role="status">
        {moment.announcement}
      </p>
      {sync.choice && (
        <div className={styles.choice} role="status">
          <p>{t('plan-checklist.choice.pending')}</p>
          <Button variant="secondary" onClick={askAgain}>
            {t('plan-checklist.choice.open')}
          </Button>
        </div>
      )}
      <MonthChecklist
        key={`${first?.date}:${last?.date}:${days.length}`}
        days={days}
        today={today}
        language={language}
        onToggle={handleToggle}
        onRead={handleRead}
      />
      <DelaySettings trackDelays={plan.trackDelays} onTrackDelaysChange={actions.handleTrackDelaysChange} />
      {!isSignedIn && <KeepPlanCard />}
    </main>
  );
}
