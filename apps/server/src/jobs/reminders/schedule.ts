import { dueReminderOutcome } from '@bible-journey/core/reminders';
import { asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { reminderDeliveries, reminders } from '../../db/schema.js';

// The scheduler's first step (decision 0011): reminders whose firing has come become deliveries,
// one per device and local date, and move on to their next firing — all in one transaction, with
// the claimed rows locked and the others skipped, so processes running it at once never claim one
// reminder twice, and the delivery's key refuses a second send of one date whatever happens.

/** A delivery to send: the device's subscription and the local date it is for. */
export interface ClaimedDelivery {
  subscriptionId: string;
  localDate: string;
}

/** Claims up to `limit` due reminders as of `now`; returns the deliveries made (not those dropped as too old). */
export async function claimDueReminders(db: Db, now: Date, limit = 200): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(reminders)
      .where(lte(reminders.nextFireAt, now))
      .orderBy(asc(reminders.nextFireAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: ClaimedDelivery[] = [];
    for (const reminder of due) {
      const { send, next } = dueReminderOutcome(
        { localDate: reminder.nextFireDate, at: reminder.nextFireAt },
        now,
        reminder,
        reminder.timeZone,
      );
      if (send) {
        const made = await tx
          .insert(reminderDeliveries)
          .values({
            subscriptionId: reminder.subscriptionId,
            localDate: send.localDate,
            status: 'pending',
            nextAttemptAt: now,
          })
          .onConflictDoNothing()
          .returning({ subscriptionId: reminderDeliveries.subscriptionId });
        if (made.length > 0) claimed.push({ subscriptionId: reminder.subscriptionId, localDate: send.localDate });
      }
      await tx
        .update(reminders)
        .set({ nextFireDate: next.localDate, nextFireAt: next.at, updatedAt: now })
        .where(eq(reminders.subscriptionId, reminder.subscriptionId));
    }
    return claimed;
  });
}
