import { MAX_BLOCKED_WEEK_DAYS, MAX_DAYS_OR_CHAPTERS, MIN_DAYS_OR_CHAPTERS, WEEK_DAYS } from '@bible-journey/core';
import { z } from 'zod';
import { CalendarDaySchema, ChapterRefSchema, ChapterRefShape, InstantSchema, ReadingOrderSchema } from './calendar.js';

export const PlanTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
// The plan form's limits, from core (checkPlanInput applies the same ones: plan-input-limits.test.ts).
const CountSchema = z.number().int().min(MIN_DAYS_OR_CHAPTERS).max(MAX_DAYS_OR_CHAPTERS);
export const WeekDaySchema = z
  .number()
  .int()
  .min(WEEK_DAYS[0])
  .max(WEEK_DAYS[WEEK_DAYS.length - 1] as number);
export const BlockedWeekDaysSchema = z
  .array(WeekDaySchema)
  .max(MAX_BLOCKED_WEEK_DAYS)
  .refine((days) => new Set(days).size === days.length, { message: 'must not repeat a week day' });

/** The plan a client sends: the calendar it built plus the form's settings. */
export const PlanBodySchema = z.object({
  readingCalendar: z
    .array(CalendarDaySchema)
    .min(1)
    .max(MAX_DAYS_OR_CHAPTERS)
    .refine((days) => days.every((day, i) => i === 0 || (days[i - 1] as { date: string }).date < day.date), {
      message: 'days must have distinct dates in ascending order',
    }),
  shouldTrackDelays: z.boolean().default(true),
  blockedWeekDays: BlockedWeekDaysSchema.default([]),
  planType: PlanTypeSchema.default(0),
  chaptersPerDay: CountSchema.default(3),
  quantityOfDays: CountSchema.default(90),
  readingOrder: ReadingOrderSchema.default('traditional'),
});
export type PlanBody = z.infer<typeof PlanBodySchema>;

/**
 * PUT /api/plan/{id}: the same, plus the new delay count when replanning, and the revision the
 * device's copy was based on. With a revision, a plan that moved on since answers 409 and the
 * body's marks stand otherwise; without one (the seed's client) marks can only be added.
 */
export const PlanUpdateBodySchema = PlanBodySchema.extend({
  delays: z.number().int().min(0).max(100_000).optional(),
  revision: z.number().int().min(0).optional(),
});
export type PlanUpdateBody = z.infer<typeof PlanUpdateBodySchema>;

/** A stored day: `_id` is its position in the plan, `id` its server-wide id (for marking it read). */
export const PlanDaySchema = z.object({
  id: z.string(),
  _id: z.number().int(),
  date: z.string(),
  read: z.boolean(),
  /** When its read mark last changed; null when it never did. */
  readChangedAt: z.string().nullable(),
  readingStart: ChapterRefShape,
  readingEnd: ChapterRefShape,
  readingDetails: z.array(ChapterRefShape),
});
export type PlanDay = z.infer<typeof PlanDaySchema>;

export const PlanSchema = z.object({
  _id: z.string(),
  readingCalendar: z.array(PlanDaySchema),
  shouldTrackDelays: z.boolean(),
  blockedWeekDays: z.array(z.number().int()),
  /** Plan type, named `type` as the spec's server plan does; `planType` is the same value. */
  type: PlanTypeSchema,
  planType: PlanTypeSchema,
  chaptersPerDay: z.number().int(),
  quantityOfDays: z.number().int(),
  readingOrder: ReadingOrderSchema,
  delays: z.number().int(),
  updatedAt: z.string(),
  /** Moves on with every write to the plan or one of its days. */
  revision: z.number().int(),
});
export type Plan = z.infer<typeof PlanSchema>;

/** 409 to a whole-plan write based on an older revision: fetch, merge, and write again. */
export const PlanConflictResponseSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  revision: z.number().int(),
});

export const PlanResponseSchema = z.object({ plan: PlanSchema });
export const PlansResponseSchema = z.object({ plans: z.array(PlanSchema) });

export const IdParamsSchema = z.object({ id: z.uuid({ message: 'must be an id' }) });
export const PlanIdParamsSchema = z.object({ planId: z.uuid({ message: 'must be an id' }) });
/**
 * A day is named by its server id, or (as the seed's client does) by its `_id`: its position in the
 * account's current plan.
 */
export const DayIdParamsSchema = z.object({
  dayId: z.union([z.uuid(), z.string().regex(/^\d{1,4}$/)], {
    message: 'must be a day id or a day position (0-9999)',
  }),
});

/** A device's change time. */
export const RegisterUpdateBodySchema = z.object({ updatedAt: InstantSchema });
export const RegisterUpdateResponseSchema = z.object({ updatedAt: z.string(), revision: z.number().int() });

/**
 * PUT /api/day-reading/complete/{dayId}: one day's mark. `at` is when the person ticked (the latest
 * change to a day wins; a time ahead of the server's clock counts as now); without it, now.
 * `planId` says which plan a day position belongs to (default: the newest); `chapter`, which
 * chapter was ticked (used when the day has since been removed by an edit).
 */
export const CompleteDayBodySchema = z.object({
  read: z.boolean(),
  at: InstantSchema.optional(),
  planId: z.uuid({ message: 'must be a plan id' }).optional(),
  /** The chapter the tick was made on: when the day was removed by an edit, the mark lands on the day holding it. */
  chapter: ChapterRefSchema.optional(),
});
export type CompleteDayBody = z.infer<typeof CompleteDayBodySchema>;

/** The day as stored after the mark (it may have landed on the day now holding the ticked chapters). */
export const CompleteDayResponseSchema = z.object({
  day: PlanDaySchema,
  planId: z.string(),
  revision: z.number().int(),
  updatedAt: z.string(),
  /** False when the day already held this mark or a later change. */
  applied: z.boolean(),
});
export type CompleteDayResponse = z.infer<typeof CompleteDayResponseSchema>;

export const TrackDelaysBodySchema = z.object({ shouldTrackDelays: z.boolean() });
export const TrackDelaysResponseSchema = z.object({ shouldTrackDelays: z.boolean(), revision: z.number().int() });
