import { isReminderTime, isTimeZone } from '@bible-journey/core';
import { z } from 'zod';

// Reminders (issue 13, spec 1 section 7): a device registers where its notifications go, then the
// time of its daily reminder. The calls work signed in or not: signed in, the reminder names the
// day's reading from the person's plan; signed out, it says the device's own title and body.

/** Long enough for a Web Push subscription's JSON or a native push token. */
export const SUBSCRIPTION_TOKEN_MAX = 4096;
export const REMINDER_TITLE_MAX = 120;
export const REMINDER_BODY_MAX = 300;

/** An IANA time zone name ("America/Sao_Paulo"); a fixed offset would drift at a clock change. */
export const TimeZoneSchema = z.string().refine(isTimeZone, 'must be an IANA time zone such as America/Sao_Paulo');

/**
 * Where this device's notifications go: the JSON of the browser's PushSubscription (endpoint and
 * keys, what `JSON.stringify(subscription)` gives), or a native app's push token.
 */
export const SubscriptionTokenSchema = z.string().trim().min(1, 'must not be empty').max(SUBSCRIPTION_TOKEN_MAX);

/** A Web Push subscription as the browser gives it: an https endpoint and its two keys (base64url). */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, message: 'must be an https address' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url')
      .min(20)
      .max(200),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url')
      .min(8)
      .max(100),
  }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

/** POST /api/notifications/save-subscription */
export const SaveSubscriptionBodySchema = z.object({
  subscriptionToken: SubscriptionTokenSchema,
  timezone: TimeZoneSchema,
  /**
   * The subscription this one replaces (the service worker's `pushsubscriptionchange`, or a page
   * that found its subscription lost): the device's reminder moves to the new one.
   */
  previousSubscriptionToken: SubscriptionTokenSchema.optional(),
});
export type SaveSubscriptionBody = z.infer<typeof SaveSubscriptionBodySchema>;

const hour = z.number().int().min(0).max(23);
const minute = z.number().int().min(0).max(59);

/** POST /api/notifications/add-push: the daily reminder of this device, at hour:minute local time. */
export const AddPushBodySchema = z
  .object({
    hour,
    minute,
    subscriptionToken: SubscriptionTokenSchema,
    timezone: TimeZoneSchema,
    title: z.string().trim().min(1, 'must not be empty').max(REMINDER_TITLE_MAX),
    body: z.string().trim().min(1, 'must not be empty').max(REMINDER_BODY_MAX),
  })
  .refine((reminder) => isReminderTime(reminder), { message: 'must be a time of day', path: ['hour'] });
export type AddPushBody = z.infer<typeof AddPushBodySchema>;

/** POST /api/notifications/remove-push: this device's daily reminder ends ("Stop reminders", mute). */
export const RemovePushBodySchema = z.object({ subscriptionToken: SubscriptionTokenSchema });
export type RemovePushBody = z.infer<typeof RemovePushBodySchema>;

/**
 * PUT /api/notifications/email-reminder (signed in): a daily e-mail at hour:minute in the zone,
 * sent only on days when none of the person's devices has a working push reminder.
 */
export const EmailReminderBodySchema = z.object({
  enabled: z.boolean(),
  hour,
  minute,
  timezone: TimeZoneSchema,
});
export type EmailReminderBody = z.infer<typeof EmailReminderBodySchema>;

/** GET and PUT /api/notifications/email-reminder: the person's choice (timezone null when never set). */
export const EmailReminderResponseSchema = z.object({
  enabled: z.boolean(),
  hour,
  minute,
  timezone: z.string().nullable(),
});
export type EmailReminderResponse = z.infer<typeof EmailReminderResponseSchema>;

/** The answer of both calls: the subscription as the server keeps it. */
export const NotificationResponseSchema = z.object({
  notification: z.object({ subscriptionToken: z.string() }),
});
export type NotificationResponse = z.infer<typeof NotificationResponseSchema>;

/** GET /api/notifications/vapid-public-key: the applicationServerKey of pushManager.subscribe (base64url). */
export const VapidPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type VapidPublicKeyResponse = z.infer<typeof VapidPublicKeyResponseSchema>;
