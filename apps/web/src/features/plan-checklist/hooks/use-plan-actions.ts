import {
  type LocalPlanV2,
  replaceWithReplanned,
  replan,
  setTrackDelays,
  todayIso,
  toggleDayRead,
} from '@bible-journey/core';
import { useCallback } from 'react';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { useCompleteDay } from '../api/complete-day.ts';
import { useTrackDelays } from '../api/track-delays.ts';
import { useUpdatePlan } from '../api/update-plan.ts';
import { toPlanBody } from '../lib/plan-body.ts';
import type { PlanSync } from './use-plan-sync.ts';

const now = () => new Date().toISOString();

// Every action changes the device's plan first (instant, works offline), then tells the server in
// the background. A call that fails leaves the device newer than the server: the sync rule pushes
// it on the next visit.
function ignoreFailure() {}

/** Ticking a day, replanning and delay tracking on the device's plan. */
export function usePlanActions(isSignedIn: boolean, sync: Pick<PlanSync, 'serverDayId' | 'rememberServerPlan'>) {
  const { mutate: completeDay } = useCompleteDay();
  const { mutateAsync: updatePlan } = useUpdatePlan();
  const { mutate: trackDelays } = useTrackDelays();
  const { serverDayId, rememberServerPlan } = sync;

  const handleToggleDay = useCallback(
    (dayId: number) => {
      const plan = localPlan.get();
      const day = plan?.planv2.find((candidate) => candidate._id === dayId);
      if (!plan || !day) return;
      localPlan.set(toggleDayRead(plan, dayId, now()));
      const id = serverDayId(dayId);
      if (isSignedIn && id) completeDay({ dayId: id, read: !day.read });
    },
    [completeDay, serverDayId, isSignedIn],
  );

  // Finishing in the reader only ever marks a day read: a day ticked meanwhile stays ticked.
  const handleFinishReading = useCallback(
    (dayId: number) => {
      const day = localPlan.get()?.planv2.find((candidate) => candidate._id === dayId);
      if (day && !day.read) handleToggleDay(dayId);
    },
    [handleToggleDay],
  );

  const handleReplan = useCallback(() => {
    const plan = localPlan.get();
    if (!plan) return;
    const days = replan(plan.planv2, { today: todayIso(), blockedWeekDays: plan.blockedWeekDays });
    const replanned: LocalPlanV2 = replaceWithReplanned(plan, days, now());
    localPlan.set(replanned);
    if (isSignedIn && replanned.planId) {
      updatePlan({ planId: replanned.planId, body: { ...toPlanBody(replanned), delays: replanned.delays } }).then(
        rememberServerPlan,
        ignoreFailure,
      );
    }
  }, [isSignedIn, rememberServerPlan, updatePlan]);

  const handleTrackDelaysChange = useCallback(
    (shouldTrackDelays: boolean) => {
      const plan = localPlan.get();
      if (!plan || plan.trackDelays === shouldTrackDelays) return;
      localPlan.set(setTrackDelays(plan, now(), shouldTrackDelays));
      if (isSignedIn && plan.planId) trackDelays({ planId: plan.planId, shouldTrackDelays });
    },
    [isSignedIn, trackDelays],
  );

  return { handleToggleDay, handleFinishReading, handleReplan, handleTrackDelaysChange };
}
