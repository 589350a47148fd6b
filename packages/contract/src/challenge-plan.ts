import { z } from 'zod';
import { ChapterRefSchema, InstantSchema } from './calendar.js';
import { ChallengeHeadersSchema } from './challenge.js';
import { DayIdParamsSchema, PlanBodySchema, PlanSchema } from './plan.js';

// The challenge plan (decision 0009): each member reads their own copy, a plan like a personal
// one (its replan is PUT /api/plan/{planId} with delays + 1); the leader edits the template.

/**
 * PUT /api/challenge/plan/reading/complete and /undo: the challenge, the member (`ranking_id`),
 * the member's copy of the plan (`plan_id`) and the day. `day_id` is the day's `id`, or (as with
 * a personal plan) its `_id`, its position in that plan.
 */
export const ChallengeDayHeadersSchema = ChallengeHeadersSchema.extend({
  ranking_id: z.uuid({ message: 'must be a ranking id' }),
  day_id: DayIdParamsSchema.shape.dayId,
  plan_id: z.uuid({ message: 'must be a plan id' }),
});
export type ChallengeDayHeaders = z.infer<typeof ChallengeDayHeadersSchema>;

/**
 * GET /api/challenge/plan (challenge header): the member's own copy of the challenge plan, with its
 * marks, delays, id and revision; null when the challenge has no plan yet.
 */
export const ChallengePlanResponseSchema = z.object({ plan: PlanSchema.nullable() });
export type ChallengePlanResponse = z.infer<typeof ChallengePlanResponseSchema>;

/** The template the leader sends: a plan body whose delay count starts again at 0. */
export const ChallengePlanBodySchema = PlanBodySchema.extend({ delays: z.literal(0).default(0) });
export type ChallengePlanBody = z.infer<typeof ChallengePlanBodySchema>;

/**
 * PUT /api/challenge/plan/update (owner): the new template. `planTemplateId` is the template being
 * edited (GET /api/challenge's planTemplate), null when creating the challenge's first plan. Every
 * member's copy follows, keeping the chapters they read.
 */
export const ChallengePlanUpdateBodySchema = z.object({
  newPlan: ChallengePlanBodySchema,
  planTemplateId: z.uuid({ message: 'must be a plan id' }).nullable(),
});
export type ChallengePlanUpdateBody = z.infer<typeof ChallengePlanUpdateBodySchema>;

/**
 * POST /api/challenge/plan/preview (owner): what an edit would do, before the leader confirms it
 * (decision 0020): the new plan's days and chapters a day, how many members have read days that
 * would change (their chapters stay read, in other days), and how many would lose points until they
 * read the rest of those days. Nothing is saved.
 */
export const ChallengePlanPreviewBodySchema = z.object({ newPlan: ChallengePlanBodySchema });
export type ChallengePlanPreviewBody = z.infer<typeof ChallengePlanPreviewBodySchema>;
export const ChallengePlanPreviewResponseSchema = z.object({
  days: z.number().int(),
  chapters: z.number().int(),
  fewestChaptersADay: z.number().int(),
  mostChaptersADay: z.number().int(),
  membersWithChangedDays: z.number().int(),
  membersLosingPoints: z.number().int(),
});
export type ChallengePlanPreviewResponse = z.infer<typeof ChallengePlanPreviewResponseSchema>;

/**
 * The leader's own copy after the edit; `copiesFollowing` while the members' copies still follow
 * it in the background (a large challenge), each member's in order.
 */
export const ChallengePlanUpdateResponseSchema = z.object({ plan: PlanSchema, copiesFollowing: z.boolean() });
export type ChallengePlanUpdateResponse = z.infer<typeof ChallengePlanUpdateResponseSchema>;

/** A day's mark after a complete or undo call. */
export const ChallengeDayMarkSchema = z.object({
  id: z.string(),
  _id: z.number().int(),
  read: z.boolean(),
  readChangedAt: z.string().nullable(),
});
export type ChallengeDayMark = z.infer<typeof ChallengeDayMarkSchema>;

/** A member's points after a change: reading (1 a read day) plus questions; the percentage to 2 decimals. */
export const ChallengePointsSchema = z.object({
  totalPoints: z.number().int(),
  readingPoints: z.number().int(),
  questionPoints: z.number().int(),
  conclusionPercentage: z.number(),
});
export type ChallengePoints = z.infer<typeof ChallengePointsSchema>;

/**
 * A complete or undo call's body (it may be empty; ChallengeDayHeadersSchema names the day): when
 * the tick was made on the device (a tick sent later, from offline, keeps its time, so a later
 * change from another device still wins), and the chapter ticked (a day an edit removed lands on
 * the day holding it). The one way a member's tick reaches the server.
 */
export const ChallengeReadingBodySchema = z
  .object({ at: InstantSchema.optional(), chapter: ChapterRefSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});
export type ChallengeReadingBody = z.input<typeof ChallengeReadingBodySchema>;

/**
 * The answer to a complete or undo call. `changed` is false when the day already had that mark:
 * completing twice counts once. `points` are the member's after the call, as the ranking counts them.
 */
export const ChallengeReadingResponseSchema = z.object({
  day: ChallengeDayMarkSchema,
  points: ChallengePointsSchema,
  changed: z.boolean(),
});
export type ChallengeReadingResponse = z.infer<typeof ChallengeReadingResponseSchema>;
