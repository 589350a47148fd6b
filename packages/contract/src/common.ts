import { z } from 'zod';

/**
 * Which bound a request went past (issue 22), for the app to say it in the user's language: the
 * leader's invitation mails of the day, a challenge's room for people, the challenges one account
 * leads, a challenge's questions.
 */
export const LimitReasonSchema = z.enum([
  'invitations_per_day',
  'challenge_full',
  'challenges_per_owner',
  'questions_per_challenge',
]);
export type LimitReason = z.infer<typeof LimitReasonSchema>;

/** The body of every error answer: the HTTP status, its name and a message naming the field at fault. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Set on a 422 or 429 for a bound, so the app can name it. */
  reason: LimitReasonSchema.optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
