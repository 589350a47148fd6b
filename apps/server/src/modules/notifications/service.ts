import type {
  AddPushBody,
  EmailReminderBody,
  EmailReminderResponse,
  NotificationResponse,
  RemovePushBody,
  SaveSubscriptionBody,
} from '@bible-journey/contract';
import { DEFAULT_REMINDER_TIME, type ReminderTime } from '@bible-journey/core';
import { nextReminderAfter } from '@bible-journey/core/reminders';
import type { Db } from '../../db/database.js';
import { TooManyRequestsError } from '../../http/errors.js';
import type { PushServiceList } from '../../integrations/push/push-services.js';
import {
  deleteSubscription,
  endReminder,
  findEmailReminder,
  findReminder,
  findSubscription,
  keepRecentDevices,
  moveReminder,
  subscriptionExists,
  upsertReminder,
  upsertSubscription,
} from './repository.js';
import { readSubscriptionToken } from './subscription-token.js';

// The notification calls (issue 13, spec 1 section 7). When a reminder fires is core's rule
// (@bible-journey/core/reminders); the scheduler sends what falls due (decision 0011).

interface Caller {
  userId: string | null;
  now: Date;
  /** The push services a browser's subscription may be on. */
  pushServices: PushServiceList;
  /** Counts a new device without an account against its address's day; false: none left. */
  mayAddDevice?: () => Promise<boolean>;
}

/** Devices an account keeps (its e-mail reminder aside): a new one beyond them replaces the least used. */
export const DEVICES_PER_ACCOUNT = 10;

/**
 * A device without an account that the server does not know yet counts against its address's
 * daily allowance (429 once it is used up); known devices and signed-in calls never do.
 */
async function admitDevice(db: Db, deviceKey: string, { userId, mayAddDevice }: Caller): Promise<void> {
  if (userId || !mayAddDevice || (await subscriptionExists(db, deviceKey))) return;
  if (!(await mayAddDevice())) {
    throw new TooManyRequestsError(
      'Too many new devices from this network today: try again tomorrow, or log in to keep reminders on your account.',
    );
  }
}

/**
 * POST /api/notifications/save-subscription: where this device's notifications go. A reminder the
 * device already has follows it to the zone it is in now (07:30 stays 07:30 where the person is).
 * With `previousSubscriptionToken` (the browser replaced its subscription), the previous one's
 * reminder moves to this one, unless this one has its own, and the previous one is removed.
 */
export async function saveSubscription(
  db: Db,
  body: SaveSubscriptionBody,
  caller: Caller,
): Promise<NotificationResponse> {
  const { userId, now, pushServices } = caller;
  const target = readSubscriptionToken(body.subscriptionToken, { pushServices });
  await admitDevice(db, target.deviceKey, caller);
  const previous =
    body.previousSubscriptionToken === undefined
      ? null
      : readSubscriptionToken(body.previousSubscriptionToken, { field: 'previousSubscriptionToken' });
  await db.transaction(async (tx) => {
    const replaced =
      previous && previous.deviceKey !== target.deviceKey ? await findSubscription(tx, previous.deviceKey) : undefined;
    // The service worker renews a subscription without the person's token: the device stays theirs.
    const subscription = await upsertSubscription(tx, target, {
      userId: userId ?? replaced?.userId ?? null,
      token: body.subscriptionToken,
      timeZone: body.timezone,
    });
    if (subscription.userId) await keepRecentDevices(tx, subscription.userId, DEVICES_PER_ACCOUNT);
    const reminder = await findReminder(tx, subscription.id);
    const inherited = !reminder && replaced ? await findReminder(tx, replaced.id) : undefined;
    if (inherited) {
      const { hour, minute, title, body: words } = inherited;
      await upsertReminder(
        tx,
        { subscriptionId: subscription.id, hour, minute, timeZone: body.timezone, title, body: words },
        nextReminderAfter(now, inherited, body.timezone),
      );
    } else if (reminder && reminder.timeZone !== body.timezone) {
      await moveReminder(tx, subscription.id, body.timezone, nextReminderAfter(now, reminder, body.timezone));
    }
    // Its reminder and deliveries go with it.
    if (replaced) await deleteSubscription(tx, replaced.id);
  });
  return { notification: { subscriptionToken: body.subscriptionToken } };
}

/** POST /api/notifications/add-push: this device's daily reminder at hour:minute, local time. */
export async function addPush(db: Db, body: AddPushBody, caller: Caller): Promise<NotificationResponse> {
  const { userId, now, pushServices } = caller;
  const target = readSubscriptionToken(body.subscriptionToken, { pushServices });
  await admitDevice(db, target.deviceKey, caller);
  const time = { hour: body.hour, minute: body.minute };
  await db.transaction(async (tx) => {
    const subscription = await upsertSubscription(tx, target, {
      userId,
      token: body.subscriptionToken,
      timeZone: body.timezone,
    });
    if (subscription.userId) await keepRecentDevices(tx, subscription.userId, DEVICES_PER_ACCOUNT);
    await upsertReminder(
      tx,
      { subscriptionId: subscription.id, ...time, timeZone: body.timezone, title: body.title, body: body.body },
      nextReminderAfter(now, time, body.timezone),
    );
  });
  return { notification: { subscriptionToken: body.subscriptionToken } };
}

/**
 * POST /api/notifications/remove-push: this device's daily reminder ends, with the deliveries of
 * it not sent yet; the subscription stays. A device without one (or unknown) is answered the same.
 */
export async function removePush(db: Db, body: RemovePushBody): Promise<NotificationResponse> {
  const { deviceKey } = readSubscriptionToken(body.subscriptionToken);
  await db.transaction((tx) => endReminder(tx, deviceKey));
  return { notification: { subscriptionToken: body.subscriptionToken } };
}

/** The e-mail reminder's subscription: one per person, kept while the reminder is off (decision 0011). */
export const emailDeviceKey = (userId: string) => `email:${userId}`;

// The e-mail subscription's token keeps the time chosen ("07:30"), so turning the reminder off
// and on again keeps it.
const timeText = ({ hour, minute }: ReminderTime) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
function readTimeText(text: string): ReminderTime {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : DEFAULT_REMINDER_TIME;
}

/** GET /api/notifications/email-reminder: off at 17:00 with no zone until the person sets it. */
export async function getEmailReminder(db: Db, userId: string): Promise<EmailReminderResponse> {
  const row = await findEmailReminder(db, emailDeviceKey(userId));
  if (!row) return { enabled: false, ...DEFAULT_REMINDER_TIME, timezone: null };
  if (row.reminder) {
    return { enabled: true, hour: row.reminder.hour, minute: row.reminder.minute, timezone: row.reminder.timeZone };
  }
  return { enabled: false, ...readTimeText(row.chosenTime), timezone: row.timeZone };
}

/**
 * PUT /api/notifications/email-reminder: a daily e-mail at hour:minute in the zone, scheduled as a
 * device's reminder is (the same clock-change rules); off, its reminder row is removed. Whether a
 * day's e-mail is sent is decided when it falls due (jobs/reminders/delivery-service.ts).
 */
export async function setEmailReminder(
  db: Db,
  userId: string,
  body: EmailReminderBody,
  now: Date,
): Promise<EmailReminderResponse> {
  const time = { hour: body.hour, minute: body.minute };
  const deviceKey = emailDeviceKey(userId);
  await db.transaction(async (tx) => {
    const subscription = await upsertSubscription(
      tx,
      { kind: 'email', deviceKey },
      { userId, token: timeText(time), timeZone: body.timezone },
    );
    if (!body.enabled) return endReminder(tx, deviceKey);
    // The words are the person's language's, chosen when each e-mail is composed.
    await upsertReminder(
      tx,
      { subscriptionId: subscription.id, ...time, timeZone: body.timezone, title: '', body: '' },
      nextReminderAfter(now, time, body.timezone),
    );
  });
  return { enabled: body.enabled, ...time, timezone: body.timezone };
}
