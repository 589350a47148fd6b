import {
  CompleteDayBodySchema,
  CompleteDayResponseSchema,
  DayIdParamsSchema,
  IdParamsSchema,
  PlanBodySchema,
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
import type { Db } from '../../db/database.js';
import { completeDay, createPlan, getPlans, registerUpdate, trackDelays, updatePlan } from './service.js';

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
    { schema: { summary: 'The user’s plans, oldest first', security, response: { 200: PlansResponseSchema } } },
    (request) => getPlans(db, request.userId),
  );
  app.put(
    '/plan/:id',
    {
      schema: {
        summary: 'Replace a plan (edit or replan)',
        security,
        params: IdParamsSchema,
        body: PlanUpdateBodySchema,
        response: { 200: PlanResponseSchema },
      },
    },
    (request) => updatePlan(db, request.userId, request.params.id, request.body),
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
      schema: {
        summary: 'Mark a day read or unread',
        security,
        params: DayIdParamsSchema,
        body: CompleteDayBodySchema,
        response: { 200: CompleteDayResponseSchema },
      },
    },
    (request) => completeDay(db, request.userId, request.params.dayId, request.body.read),
  );
};
