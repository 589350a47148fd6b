import { z } from 'zod';

// Issue 23, "Beyond what leaders have elsewhere": members encourage each other, and the leader
// gets a weekly summary of who is on track.

/** Encouragements one member may send a day (to different members: one a day per pair). */
export const MEMBER_ENCOURAGEMENTS_PER_DAY = 20;

/** Encouragement mails one member receives a day; later ones are counted, not mailed. */
export const ENCOURAGEMENT_MAILS_PER_RECIPIENT_PER_DAY = 3;

/** POST /api/challenge/member/:id/encourage: the member to encourage, by their user id (the ranking's `user._id`). */
export const MemberUserIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a member’s user id' }) });
export type MemberUserIdParams = z.infer<typeof MemberUserIdParamsSchema>;

/**
 * GET and PUT /api/challenges/weekly-summary: whether the signed-in person, as a challenge
 * leader, gets the weekly summary mail (on until turned off).
 */
export const WeeklySummaryBodySchema = z.object({ enabled: z.boolean() });
export type WeeklySummaryBody = z.infer<typeof WeeklySummaryBodySchema>;
export const WeeklySummaryResponseSchema = z.object({
  enabled: z.boolean(),
  /** Whether the user leads a challenge: the summary is theirs to turn on or off only then. */
  isLeader: z.boolean(),
});
export type WeeklySummaryResponse = z.infer<typeof WeeklySummaryResponseSchema>;

/**
 * POST /api/challenges/weekly-summary/stop?user=…&signature=…: the summary mail's unsubscribe link, open to
 * whoever holds it (signed for the user). Mail clients post `List-Unsubscribe=One-Click` to it
 * (RFC 8058); the app's page posts an empty body.
 */
export const WeeklySummaryStopQuerySchema = z.object({
  user: z.uuid({ message: 'must be the link’s user id' }),
  signature: z.string().max(100),
});
export type WeeklySummaryStopQuery = z.infer<typeof WeeklySummaryStopQuerySchema>;
export const WeeklySummaryStopResponseSchema = z.object({ stopped: z.literal(true) });
export type WeeklySummaryStopResponse = z.infer<typeof WeeklySummaryStopResponseSchema>;
