import { z } from 'zod';
import { FEEDBACK_BACKUP_MAX, FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGE_MAX } from './limits.js';

/** What a message to the team is: an error the app caught, a bug report, feedback, or a plain e-mail. */
export const FEEDBACK_TYPES = ['ERROR_APP', 'REPORTING', 'FEEDBACK_APP', 'SEND_EMAIL'] as const;
export const FeedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof FeedbackTypeSchema>;

/**
 * POST /api/service/send-notification. `contact` and `backup` may be left out or null; `backup` is
 * the device's stored local state as a JSON string, kept as sent.
 */
export const SendNotificationBodySchema = z.object({
  type: FeedbackTypeSchema,
  message: z.string().trim().min(1, 'must not be empty').max(FEEDBACK_MESSAGE_MAX),
  contact: z.string().trim().max(FEEDBACK_CONTACT_MAX).nullish(),
  backup: z
    .string()
    .max(FEEDBACK_BACKUP_MAX, `is too large: a backup may have at most ${FEEDBACK_BACKUP_MAX} characters`)
    .nullish(),
});
export type SendNotificationBody = z.infer<typeof SendNotificationBodySchema>;

export const SendNotificationResponseSchema = z.object({ received: z.literal(true) });
export type SendNotificationResponse = z.infer<typeof SendNotificationResponseSchema>;
