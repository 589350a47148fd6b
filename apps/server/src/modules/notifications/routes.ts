import {
  AddPushBodySchema,
  EmailReminderBodySchema,
  EmailReminderResponseSchema,
  NotificationResponseSchema,
  RemovePushBodySchema,
  SaveSubscriptionBodySchema,
  VapidPublicKeyResponseSchema,
} from '@bible-journey/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { clientAddress } from '../../http/client-address.js';
import { optionalUserId } from '../../http/require-user.js';
import type { PushServiceList } from '../../integrations/push/push-services.js';
import { addPush, getEmailReminder, removePush, saveSubscription, setEmailReminder } from './service.js';

export interface NotificationRoutesOptions {
  db: Db;
  /**
   * The server's VAPID public key (base64url), for the browser's pushManager.subscribe; read from
   * the database on first use, so building the app needs no database.
   */
  vapidPublicKey: () => Promise<string>;
  /** The push services a browser's subscription may be on. */
  pushServices: PushServiceList;
  /** Calls a minute per IP: the calls are open to signed-out devices. */
  rateLimit: number;
  /** Devices without an account a client address may add a day. */
  newDevicesPerAddressPerDay: number;
  /** The scheduler's clock; tests move it. */
  now?: () => Date;
}

const openToEveryone = 'Open to signed-out devices; with a valid bearer token the device is linked to the account.';

/** The notification calls (spec 1 section 7, issue 13). */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { db, vapidPublicKey, pushServices, rateLimit, newDevicesPerAddressPerDay, now = () => new Date() },
) => {
  const newDevices = app.createRateLimit({
    max: newDevicesPerAddressPerDay,
    timeWindow: 24 * 60 * 60 * 1000,
    // Its own keys: limiters made with createRateLimit share one prefix in the Redis store. An
    // IPv6 address counts with the rest of its /64, as the route limits count it.
    keyGenerator: (request) => `new-device:${clientAddress(request)}`,
  });
  /** Counts a new signed-out device against its address's day; false once the day's are used. */
  const mayAddDevice = (request: FastifyRequest) => async () => {
    const result = await newDevices(request);
    return result.isAllowed || !result.isExceeded;
  };
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };
  // Either no credentials or a bearer token.
  const security: Record<string, string[]>[] = [{}, { bearer: [] }];

  app.get(
    '/notifications/vapid-public-key',
    {
      schema: {
        summary: 'The server’s VAPID public key, for subscribing a browser to Web Push',
        response: { 200: VapidPublicKeyResponseSchema },
      },
    },
    async () => ({ publicKey: await vapidPublicKey() }),
  );

  app.post(
    '/notifications/save-subscription',
    {
      config: limited,
      schema: {
        summary: 'Where this device’s notifications go, and its time zone',
        description: `${openToEveryone} With previousSubscriptionToken (the browser replaced its subscription), the previous subscription’s daily reminder moves to this one, in this time zone, and the previous subscription is removed; an unknown previous one is ignored.`,
        security,
        body: SaveSubscriptionBodySchema,
        response: { 200: NotificationResponseSchema },
      },
    },
    async (request) =>
      saveSubscription(db, request.body, {
        userId: await optionalUserId(app.tokens, db, request),
        now: now(),
        pushServices,
        mayAddDevice: mayAddDevice(request),
      }),
  );

  app.post(
    '/notifications/add-push',
    {
      config: limited,
      schema: {
        summary: 'This device’s daily reminder at hour:minute in its time zone',
        description: openToEveryone,
        security,
        body: AddPushBodySchema,
        response: { 200: NotificationResponseSchema },
      },
    },
    async (request) =>
      addPush(db, request.body, {
        userId: await optionalUserId(app.tokens, db, request),
        now: now(),
        pushServices,
        mayAddDevice: mayAddDevice(request),
      }),
  );

  app.post(
    '/notifications/remove-push',
    {
      config: limited,
      schema: {
        summary: 'This device’s daily reminder ends (the subscription stays)',
        description: `${openToEveryone} A device with no reminder, or unknown, is answered 200 all the same: there is nothing left to end.`,
        security,
        body: RemovePushBodySchema,
        response: { 200: NotificationResponseSchema },
      },
    },
    async (request) => removePush(db, request.body),
  );

  const signedIn = { onRequest: app.requireUser };
  const emailReminder =
    'A daily e-mail at hour:minute in the time zone, with the day’s reading of the person’s plan, sent only on days when none of their devices has a push reminder and the reading is not ticked yet, and only to a confirmed address. Off at 17:00 with no time zone until first set.';
  app.get(
    '/notifications/email-reminder',
    {
      ...signedIn,
      schema: {
        summary: 'The signed-in person’s daily e-mail reminder',
        description: emailReminder,
        security: [{ bearer: [] }],
        response: { 200: EmailReminderResponseSchema },
      },
    },
    (request) => getEmailReminder(db, request.userId),
  );
  app.put(
    '/notifications/email-reminder',
    {
      ...signedIn,
      schema: {
        summary: 'Turn the daily e-mail reminder on or off, at hour:minute in the time zone',
        description: emailReminder,
        security: [{ bearer: [] }],
        body: EmailReminderBodySchema,
        response: { 200: EmailReminderResponseSchema },
      },
    },
    (request) => setEmailReminder(db, request.userId, request.body, now()),
  );
};
