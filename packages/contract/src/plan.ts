import { MAX_BLOCKED_WEEK_DAYS, MAX_DAYS_OR_CHAPTERS } from '@bible-journey/core';
import { z } from 'zod';
import { CalendarDaySchema, ChapterRefShape, ReadingOrderSchema } from './calendar.js';

export const PlanTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const CountSchema = z.number().int().min(1).max(MAX_DAYS_OR_CHAPTERS);
export const BlockedWeekDaysSchema = z
  .array(z.number().int().min(0).max(6))
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

/** PUT /api/plan/{id}: the same, plus the new delay count when replanning. */
export const PlanUpdateBodySchema = PlanBodySchema.extend({ delays: z.number().int().min(0).max(100_000).optional() });
export type PlanUpdateBody = z.infer<typeof PlanUpdateBodySchema>;

/** A stored day: `_id` is its position in the plan, `id` its server-wide id (for marking it read). */
export const PlanDaySchema = z.object({
  id: z.string(),
  _id: z.number().int(),
  date: z.string(),
  read: z.boolean(),
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
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlanResponseSchema = z.object({ plan: PlanSchema });
export const PlansResponseSchema = z.object({ plans: z.array(PlanSchema) });

export const IdParamsSchema = z.object({ id: z.uuid({ message: 'must be an id' }) });
export const PlanIdParamsSchema = z.object({ planId: z.uuid({ message: 'must be an id' }) });
export const DayIdParamsSchema = z.object({ dayId: z.uuid({ message: 'must be an id' }) });

/** A device's change time; years outside 1000-9999 can't be stored and read back unchanged. */
export const RegisterUpdateBodySchema = z.object({
  updatedAt: z.iso.datetime({ offset: true }).refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1000 && year <= 9999;
    },
    { message: 'must be a time from year 1000 to 9999 (UTC)' },
  ),
});
export const RegisterUpdateResponseSchema = z.object({ updatedAt: z.string() });

export const CompleteDayBodySchema = z.object({ read: z.boolean() });
export const CompleteDayResponseSchema = z.object({ day: PlanDaySchema });

export const TrackDelaysBodySchema = z.object({ shouldTrackDelays: z.boolean() });
export const TrackDelaysResponseSchema = z.object({ shouldTrackDelays: z.boolean() });
