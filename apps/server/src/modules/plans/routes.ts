import {
  CompleteDayBodySchema,
  CompleteDayResponseSchema,
  DayIdParamsSchema,
  IdParamsSchema,
  PlanBodySchema,
  PlanConflictResponseSchema,
  PlanIdParamsSchema,
  PlanResponseSchema,
  PlansResponseSchema,
  PlanUpdateBodySchema,
  RegisterUpdateBodySchema,
  RegisterUpdateResponseSchema,
  TrackDelaysBodySchema,
  TrackDelaysResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { RouteSessionConfig } from '../../http/require-user.js';
import {
  assertSessionCurrent,
  completeDay,
  createPlan,
  getPlans,
  registerUpdate,
  trackDelays,
  updatePlan,
} from './service.js';

/**
 * Plans are answered with plain JSON.stringify: the presenters build exactly the contract's shape
 * from checked rows, and re-parsing a 365-day plan with zod on every read cost more than the
 * database work (bench/RESULTS.md). The schemas still describe the answers in /api/docs.
 */
const serializePresented = () => (data: unknown) => JSON.stringify(data);

/** The signed-in user's reading plans and their days. */
export const planRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);
  app.setSerializerCompiler(serializePresented);
  const security = [{ bearer: [] }];

  app.post(
    '/plan',
    { schema: { summary: 'Save a new plan', security, body: PlanBodySchema, response: { 200: PlanResponseSchema } } },
    (request) => createPlan(db, request.userId, request.body),
  );
  app.get(
    '/plan',
    {
      schema: {
        summary: 'The user’s plans, oldest first (304 to If-None-Match when none changed)',
        security,
        response: { 200: PlansResponseSchema, 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const answer = await getPlans(db, request.userId, ifNoneMatch(request.headers['if-none-match']));
      // Private: the answer belongs to this account; no-cache: always asked again, cheaply with the tag.
      reply.header('etag', answer.tag).header('cache-control', 'private, no-cache');
      // No body, and no length of one: a 304 ends at its headers.
      if ('notModified' in answer) return reply.code(304).send();
      return { plans: answer.plans };
    },
  );
  app.put(
    '/plan/:id',
    {
      schema: {
        summary: 'Replace a plan (edit or replan); 409 when based on an older revision',
        security,
        params: IdParamsSchema,
        body: PlanUpdateBodySchema,
        response: { 200: PlanResponseSchema, 409: PlanConflictResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await updatePlan(db, request.userId, request.params.id, request.body);
      if ('plan' in result) return result;
      return reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        message: 'The plan changed on another device since this copy was made: fetch it, merge, and try again.',
        revision: result.revision,
      });
    },
  );
  app.put(
    '/plan/register-update/:id',
    {
      schema: {
        summary: 'Record when the plan last changed on a device',
        security,
        params: IdParamsSchema,
        body: RegisterUpdateBodySchema,
        response: { 200: RegisterUpdateResponseSchema },
      },
    },
    (request) => registerUpdate(db, request.userId, request.params.id, request.body.updatedAt),
  );
  app.put(
    '/plan/track-delays/:planId',
    {
      schema: {
        summary: 'Turn delay tracking on or off',
        security,
        params: PlanIdParamsSchema,
        body: TrackDelaysBodySchema,
        response: { 200: TrackDelaysResponseSchema },
      },
    },
    (request) => trackDelays(db, request.userId, request.params.planId, request.body.shouldTrackDelays),
  );
  app.put(
    '/day-reading/complete/:dayId',
    {
      config: { sessionCheckedInQuery: true } satisfies RouteSessionConfig,
      attachValidation: true,
      schema: {
        summary: 'Mark a day read or unread (by day id or position); the latest change to a day wins',
        security,
        params: DayIdParamsSchema,
        body: CompleteDayBodySchema,
        response: { 200: CompleteDayResponseSchema },
      },
    },
    async (request) => {
      // An ended session answers 401 before anything else, as the usual check would have.
      if (request.validationError) {
        await assertSessionCurrent(db, request);
        throw request.validationError;
      }
      return completeDay(db, request, request.params.dayId, request.body);
    },
  );
};

/** The one tag a device sends back (a list or `*` never matches a single account's tag). */
function ifNoneMatch(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || undefined;
}
