import { z } from 'zod';

/**
 * Why a request was refused, for the app to say it in the user's language (issue 22). Bounds: the
 * leader's invitation mails of the day, a challenge's room for people, the challenges one account
 * leads, a challenge's questions. Joining by link: the leader removed the person, turned the
 * link off, or replaced it with a new one.
 */
export const RefusalReasonSchema = z.enum([
  'invitations_per_day',
  'challenge_full',
  'challenges_per_owner',
  'questions_per_challenge',
  'removed',
  'invite_link_off',
  'invite_link_replaced',
  'encouragements_per_day',
]);
export type RefusalReason = z.infer<typeof RefusalReasonSchema>;

/** The body of every error answer: the HTTP status, its name and a message naming the field at fault. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Set on some refusals (403, 422, 429), so the app can name why. */
  reason: RefusalReasonSchema.optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
