import type { AddPushBody, NotificationResponse, SaveSubscriptionBody } from '@bible-journey/contract';
import { nextReminderAfter } from '@bible-journey/core/reminders';
import type { Db } from '../../db/database.js';
import { findReminder, moveReminder, upsertReminder, upsertSubscription } from './repository.js';
import { readSubscriptionToken } from './subscription-token.js';

// The notification calls (issue 13, spec 1 section 7). When a reminder fires is core's rule
// (@bible-journey/core/reminders); the scheduler sends what falls due (decision 0011).

interface Caller {
  userId: string | null;
  now: Date;
}

/**
 * POST /api/notifications/save-subscription: where this device's notifications go. A reminder the
 * device already has follows it to the zone it is in now (07:30 stays 07:30 where the person is).
 */
export async function saveSubscription(
  db: Db,
  body: SaveSubscriptionBody,
  { userId, now }: Caller,
): Promise<NotificationResponse> {
  const target = readSubscriptionToken(body.subscriptionToken);
  await db.transaction(async (tx) => {
    const subscription = await upsertSubscription(tx, target, {
      userId,
      token: body.subscriptionToken,
      timeZone: body.timezone,
    });
    const reminder = await findReminder(tx, subscription.id);
    if (reminder && reminder.timeZone !== body.timezone) {
      await moveReminder(tx, subscription.id, body.timezone, nextReminderAfter(now, reminder, body.timezone));
    }
  });
  return { notification: { subscriptionToken: body.subscriptionToken } };
}

/** POST /api/notifications/add-push: this device's daily reminder at hour:minute, local time. */
export async function addPush(db: Db, body: AddPushBody, { userId, now }: Caller): Promise<NotificationResponse> {
  const target = readSubscriptionToken(body.subscriptionToken);
  const time = { hour: body.hour, minute: body.minute };
  await db.transaction(async (tx) => {
    const subscription = await upsertSubscription(tx, target, {
      userId,
      token: body.subscriptionToken,
      timeZone: body.timezone,
    });
    await upsertReminder(
      tx,
      { subscriptionId: subscription.id, ...time, timeZone: body.timezone, title: body.title, body: body.body },
      nextReminderAfter(now, time, body.timezone),
    );
  });
  return { notification: { subscriptionToken: body.subscriptionToken } };
}
