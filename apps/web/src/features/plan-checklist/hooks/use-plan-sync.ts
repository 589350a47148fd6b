import type { Plan } from '@bible-journey/contract';
import { attachPlanId, decideSync, type LocalPlanV2, localFromServer } from '@bible-journey/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { completeDay } from '../api/complete-day.ts';
import { useCreatePlan } from '../api/create-plan.ts';
import { usePlans } from '../api/get-plans.ts';
import { useUpdatePlan } from '../api/update-plan.ts';
import { type ServerDayIds, serverDayIds, toPlanBody } from '../lib/plan-body.ts';

export interface PlanSync {
  /** Signed in and the server's plans not answered yet. */
  isLoading: boolean;
  /** The fetch failed or waits for a connection (the device's plan, if any, is used meanwhile). */
  isError: boolean;
  /** The server has no plan and the device neither. */
  shouldGoToNew: boolean;
  /** The server's id of the day at this position, once the device and the server agree. */
  serverDayId: (position: number) => string | undefined;
  /** Remember a plan the server answered with (its day ids). */
  rememberServerPlan: (plan: Plan) => void;
  retry: () => void;
}

/**
 * Signed in: fetches the server's plans on entry and applies the sync rules (spec 2 section 4)
 * between them and the device's plan.
 */
export function usePlanSync(isSignedIn: boolean): PlanSync {
  const plans = usePlans(isSignedIn);
  const { mutateAsync: createPlan } = useCreatePlan();
  const { mutateAsync: updatePlan } = useUpdatePlan();
  // A ref, not state: a tick right after the plan reached the server must already see the ids.
  const dayIds = useRef<ServerDayIds>(new Map());
  const [shouldGoToNew, setShouldGoToNew] = useState(false);
  const handledAt = useRef(0);

  const rememberServerPlan = useCallback((plan: Plan) => {
    dayIds.current = serverDayIds(plan);
    const current = localPlan.get();
    if (current && current.planId !== plan._id) localPlan.set(attachPlanId(current, plan._id));
    // Ticks made while the plan was on its way carry no server id yet: send them now.
    if (current) sendReadMarksMissingFrom(plan, current);
  }, []);

  useEffect(() => {
    if (!plans.data || handledAt.current === plans.dataUpdatedAt) return;
    handledAt.current = plans.dataUpdatedAt;
    const local = localPlan.get();
    const decision = decideSync(local, plans.data);
    if (decision.action === 'goToNew') setShouldGoToNew(true);
    else if (decision.action === 'none') dayIds.current = serverDayIds(decision.server);
    else if (decision.action === 'useServer') {
      dayIds.current = serverDayIds(decision.server);
      localPlan.set(localFromServer(decision.server));
    } else if (local && decision.action === 'pushLocal') {
      updatePlan({ planId: decision.server._id, body: toPlanBody(local) }).then(rememberServerPlan, keepOnDevice);
    } else if (local && decision.action === 'postLocal') {
      createPlan(toPlanBody(local)).then(rememberServerPlan, keepOnDevice);
    }
  }, [plans.data, plans.dataUpdatedAt, createPlan, updatePlan, rememberServerPlan]);

  const serverDayId = useCallback((position: number) => dayIds.current.get(position), []);
  // Offline the query pauses: the device's plan is shown meanwhile, as after a failed fetch.
  const isOffline = plans.fetchStatus === 'paused';

  return {
    isLoading: isSignedIn && plans.isPending && plans.fetchStatus === 'fetching',
    isError: isSignedIn && (plans.isError || isOffline),
    shouldGoToNew,
    serverDayId,
    rememberServerPlan,
    retry: () => void plans.refetch(),
  };
}

// A failed push leaves the plan on the device; it is newer than the server's, so the next fetch
// pushes it again.
function keepOnDevice() {}

function sendReadMarksMissingFrom(server: Plan, local: LocalPlanV2) {
  for (const day of local.planv2) {
    const stored = server.readingCalendar[day._id];
    if (stored && stored.date === day.date && stored.read !== day.read) {
      completeDay({ dayId: stored.id, read: day.read }).catch(keepOnDevice);
    }
  }
}
