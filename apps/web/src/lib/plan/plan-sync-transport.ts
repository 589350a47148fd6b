import type { CompleteDayResponse, Plan } from '@bible-journey/contract';
import {
  type LocalPlanV2,
  type MarkAnswer,
  type MarkOperation,
  type PlanTransport,
  toPlanBody,
} from '@bible-journey/core';
import { ApiError, api, apiExchange } from '../api-client.ts';
import { postPlan } from './plan-api.ts';

/** The plans' ETag a device may send back: the one of the answer its plan was last merged from. */
export interface PlansTag {
  tag: string;
  planId: string;
  revision: number;
}

export interface PlanApi extends PlanTransport<Plan> {
  /** The ETag of the last GET /plan answered in full (committed by the sync once merged). */
  lastTag(): string | null;
}

/**
 * The plan's calls (spec 2 section 7) as the sync needs them. `knownTag` is sent as If-None-Match
 * only while the device still holds the plan that answer was merged into.
 */
export function createPlanApi(knownTag: () => PlansTag | null, devicePlan: () => LocalPlanV2 | null): PlanApi {
  let lastTag: string | null = null;
  return {
    lastTag: () => lastTag,

    async getPlans() {
      const known = knownTag();
      const plan = devicePlan();
      const canRevalidate = known && plan && plan.planId === known.planId && plan.revision === known.revision;
      const answer = await apiExchange<{ plans: Plan[] }>(
        '/plan',
        canRevalidate ? { headers: { 'if-none-match': known.tag } } : {},
        [304],
      );
      if (answer.status === 304) return 'notModified';
      lastTag = answer.headers.get('etag');
      return answer.body.plans;
    },

    postPlan,

    async putPlan(plan, basedOnRevision) {
      if (!plan.planId) throw new Error('a plan not saved yet has nothing to replace');
      const answer = await apiExchange<{ plan: Plan }>(
        `/plan/${encodeURIComponent(plan.planId)}`,
        { method: 'PUT', body: { ...toPlanBody(plan), delays: plan.delays, revision: basedOnRevision } },
        [404, 409],
      );
      if (answer.status === 409) return 'conflict';
      if (answer.status === 404) return 'gone';
      return answer.body.plan;
    },

    async sendMark(dayId: string, operation: MarkOperation): Promise<MarkAnswer | 'gone'> {
      try {
        const answer = await api<CompleteDayResponse>(`/day-reading/complete/${encodeURIComponent(dayId)}`, {
          method: 'PUT',
          body: { read: operation.read, at: operation.at, planId: operation.planId, chapter: operation.chapter },
        });
        return { planId: answer.planId, revision: answer.revision, day: answer.day };
      } catch (error) {
        if (isRefused(error)) return 'gone';
        throw error;
      }
    },

    async sendTrackDelays(planId, shouldTrackDelays) {
      try {
        await api(`/plan/track-delays/${encodeURIComponent(planId)}`, { method: 'PUT', body: { shouldTrackDelays } });
        return 'ok';
      } catch (error) {
        if (isRefused(error)) return 'gone';
        throw error;
      }
    },
  };
}

// The day or plan no longer exists (404), or the server can never take this operation (400): it
// leaves the outbox instead of blocking every later tick.
const isRefused = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
