import { dueReminderOutcome } from '@bible-journey/core/reminders';
import { asc, lte, sql } from 'drizzle-orm';
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

/** Reminders claimed in one transaction: a batch of 10,000 due in one minute is 20 of them. */
export const CLAIM_BATCH = 500;

/** Claims up to `limit` due reminders as of `now`; returns the deliveries made (not those dropped as too old). */
export async function claimDueReminders(db: Db, now: Date, limit = CLAIM_BATCH): Promise<ClaimedDelivery[]> {
  return (await claimBatch(db, now, limit)).claimed;
}

/**
 * Claims every reminder due as of `now`, a batch per transaction (so each batch's deliveries can
 * be sent while the next is claimed); `onBatch` hears of each. Answers how many deliveries were made.
 */
export async function claimAllDueReminders(
  db: Db,
  now: Date,
  onBatch: (claimed: ClaimedDelivery[]) => void = () => undefined,
  batch = CLAIM_BATCH,
): Promise<number> {
  let made = 0;
  for (;;) {
    const { claimed, isFull } = await claimBatch(db, now, batch);
    made += claimed.length;
    onBatch(claimed);
    if (!isFull) return made;
  }
}

/**
 * One claim: the due reminders locked (others' skipped), their deliveries inserted together, the
 * reminders moved on to their next firing together: three statements whatever the batch.
 */
async function claimBatch(db: Db, now: Date, limit: number): Promise<{ claimed: ClaimedDelivery[]; isFull: boolean }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(reminders)
      .where(lte(reminders.nextFireAt, now))
      .orderBy(asc(reminders.nextFireAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const outcomes = due.map((reminder) => ({
      reminder,
      ...dueReminderOutcome(
        { localDate: reminder.nextFireDate, at: reminder.nextFireAt },
        now,
        reminder,
        reminder.timeZone,
      ),
    }));
    const toSend = outcomes.flatMap(({ reminder, send }) =>
      send ? [{ subscriptionId: reminder.subscriptionId, localDate: send.localDate }] : [],
    );
    const made =
      toSend.length === 0
        ? []
        : await tx
            .insert(reminderDeliveries)
            .values(toSend.map((delivery) => ({ ...delivery, status: 'pending' as const, nextAttemptAt: now })))
            .onConflictDoNothing()
            .returning({ subscriptionId: reminderDeliveries.subscriptionId, localDate: reminderDeliveries.localDate });
    if (outcomes.length > 0) {
      const moves = outcomes.map(
        ({ reminder, next }) =>
          sql`(${reminder.subscriptionId}::uuid, ${next.localDate}::date, ${next.at.toISOString()}::timestamptz)`,
      );
      await tx.execute(sql`
        update ${reminders} set next_fire_date = moved.next_date, next_fire_at = moved.next_at, updated_at = ${now.toISOString()}::timestamptz
        from (values ${sql.join(moves, sql`, `)}) as moved(subscription_id, next_date, next_at)
        where ${reminders.subscriptionId} = moved.subscription_id
      `);
    }
    return {
      claimed: made.map(({ subscriptionId, localDate }) => ({ subscriptionId, localDate })),
      isFull: due.length === limit,
    };
  });
}
