import {
  CompleteDayResponseSchema,
  type Plan,
  PlanResponseSchema,
  PlansResponseSchema,
  TrackDelaysResponseSchema,
} from '@bible-journey/contract';
import { type MarkAnswer, type MarkOperation, type PlanTransport, toPlanBody } from '@bible-journey/core';
import type { FastifyInstance } from 'fastify';
import { bearer } from './app.js';

/** The device never reached the server, or never heard its answer. Sync rounds stop on it and are tried again later. */
export class NetworkError extends Error {
  constructor(what: string) {
    super(`network error: ${what}`);
    this.name = 'NetworkError';
  }
}

/** The state of one device's connection; a test changes it between (and during) sync rounds. */
export interface DeviceLink {
  online: boolean;
  /** Calls made since the test last set this to 0 (a test numbers a round's calls from 0). */
  calls: number;
  /** This call fails: before it reaches the server ('network'), or after the server applied it ('lostAnswer'). */
  fault: { atCall: number; mode: 'network' | 'lostAnswer' } | null;
  /** Runs before a call reaches the server: other things happen meanwhile (a tick, another device's round). */
  beforeCall: ((call: number) => Promise<void>) | null;
}

export interface TestPlanTransport extends PlanTransport<Plan> {
  readonly link: DeviceLink;
  /** The tag of the last GET /api/plan answered in full, sent back as If-None-Match. */
  lastTag(): string | null;
  /**
   * What this device went through: GET /api/plan answered in full or 304 (nothing changed),
   * whole-plan writes refused 409, answers lost after the server acted.
   */
  readonly stats: { full: number; notModified: number; conflicts: number; lostAnswers: number };
}

export interface PlanTransportOptions {
  /** Every plan the server answered to a POST or PUT, whether or not the device heard the answer. */
  onPlanWritten?: (plan: Plan) => void;
}

/**
 * Core's PlanTransport over the real app (`app.inject`) with a bearer token, as one device. GET
 * /api/plan is revalidated the way a browser client does it: the ETag of the last plans it was
 * answered goes back as If-None-Match, and a 304 means "what you hold is current". An answer the
 * device never got (offline, lost) teaches it no tag. Answers are parsed with the contract's
 * schemas, so a server that drifts from the contract fails here. A status the sync has no use for
 * (400, 500, ...) throws: in a test it is a bug, not a network problem to retry.
 */
export function createPlanTransport(
  app: FastifyInstance,
  token: string,
  options: PlanTransportOptions = {},
): TestPlanTransport {
  const link: DeviceLink = { online: true, calls: 0, fault: null, beforeCall: null };
  const stats = { full: 0, notModified: 0, conflicts: 0, lostAnswers: 0 };
  let tag: string | null = null;

  /** One request through the link: the answer, or a NetworkError when it never came back. */
  async function request(what: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    const index = link.calls++;
    await link.beforeCall?.(index);
    if (!link.online) throw new NetworkError(`${what} (offline)`);
    const fault = link.fault?.atCall === index ? link.fault.mode : null;
    if (fault === 'network') throw new NetworkError(`${what} (request lost)`);
    const headers: Record<string, string> = { ...bearer(token) };
    if (method === 'GET' && tag !== null) headers['if-none-match'] = tag;
    const answer = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    return {
      answer,
      /** Hands the answer to the device, unless it is lost on the way back. */
      deliver() {
        if (fault !== 'lostAnswer') return;
        stats.lostAnswers += 1;
        throw new NetworkError(`${what} (answer lost)`);
      },
    };
  }

  const unexpected = (what: string, answer: { statusCode: number; body: string }) =>
    new Error(`${what}: unexpected ${answer.statusCode} ${answer.body}`);

  return {
    link,
    stats,
    lastTag: () => tag,

    async getPlans() {
      const { answer, deliver } = await request('getPlans', 'GET', '/api/plan');
      deliver();
      if (answer.statusCode === 304) {
        if (answer.rawPayload.length !== 0) throw new Error(`304 with a body: ${answer.body}`);
        stats.notModified += 1;
        return 'notModified';
      }
      if (answer.statusCode !== 200) throw unexpected('GET /api/plan', answer);
      const etag = answer.headers.etag;
      if (typeof etag !== 'string') throw new Error('GET /api/plan answered without an ETag');
      tag = etag;
      stats.full += 1;
      return PlansResponseSchema.parse(answer.json()).plans;
    },

    async postPlan(plan) {
      const { answer, deliver } = await request('postPlan', 'POST', '/api/plan', toPlanBody(plan));
      if (answer.statusCode !== 200) throw unexpected('POST /api/plan', answer);
      const saved = PlanResponseSchema.parse(answer.json()).plan;
      options.onPlanWritten?.(saved);
      deliver();
      return saved;
    },

    async putPlan(plan, basedOnRevision) {
      if (!plan.planId) throw new Error('a plan not saved yet has nothing to replace');
      const body = { ...toPlanBody(plan), delays: plan.delays, revision: basedOnRevision };
      const { answer, deliver } = await request('putPlan', 'PUT', `/api/plan/${plan.planId}`, body);
      if (answer.statusCode === 200) options.onPlanWritten?.(PlanResponseSchema.parse(answer.json()).plan);
      deliver();
      if (answer.statusCode === 409) {
        stats.conflicts += 1;
        return 'conflict';
      }
      if (answer.statusCode === 404) return 'gone';
      if (answer.statusCode !== 200) throw unexpected(`PUT /api/plan/${plan.planId}`, answer);
      return PlanResponseSchema.parse(answer.json()).plan;
    },

    async sendMark(dayId: string, operation: MarkOperation): Promise<MarkAnswer | 'gone'> {
      const { answer, deliver } = await request('sendMark', 'PUT', `/api/day-reading/complete/${dayId}`, {
        read: operation.read,
        at: operation.at,
        planId: operation.planId,
        chapter: operation.chapter,
      });
      deliver();
      if (answer.statusCode === 404) return 'gone';
      if (answer.statusCode !== 200) throw unexpected(`PUT /api/day-reading/complete/${dayId}`, answer);
      const marked = CompleteDayResponseSchema.parse(answer.json());
      return { planId: marked.planId, revision: marked.revision, day: marked.day };
    },

    async sendTrackDelays(planId, shouldTrackDelays) {
      const { answer, deliver } = await request('sendTrackDelays', 'PUT', `/api/plan/track-delays/${planId}`, {
        shouldTrackDelays,
      });
      deliver();
      if (answer.statusCode === 404) return 'gone';
      if (answer.statusCode !== 200) throw unexpected(`PUT /api/plan/track-delays/${planId}`, answer);
      TrackDelaysResponseSchema.parse(answer.json());
      return 'ok';
    },
  };
}
