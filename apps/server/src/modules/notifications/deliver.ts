import { addDays, isLanguage, type Language } from '@bible-journey/core';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { planDays, plans, pushSubscriptions, reminderDeliveries, reminders, users } from '../../db/schema.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { readingReminderMail } from '../../integrations/mail/messages.js';
import type { PushOutcome, WebPushSender } from '../../integrations/push/web-push-sender.js';
import { personalPlansOf } from '../plans/repository.js';
import { plainReminderWords, reminderMessage } from './reminder-message.js';
import { hasDeviceReminder } from './repository.js';

// The scheduler's second step (decision 0011): pending deliveries are leased (their next attempt
// pushed a few minutes ahead, so no other process takes them while this one sends), composed and
// sent, by Web Push to a browser or by mail for an e-mail reminder; a delivery that fails is tried
// again with backoff, five tries in all.

export interface DeliveryDeps {
  db: Db;
  push: WebPushSender;
  /** The e-mail reminders' mailer, and the app's address their link to /plan starts with. */
  mail: { mailer: Mailer; appUrl: string };
}

export interface DeliveryCounts {
  sent: number;
  skipped: number;
  gone: number;
  retrying: number;
  failed: number;
}

const MINUTE = 60_000;
/** While a delivery is being sent, no other process takes it. */
const LEASE_MS = 5 * MINUTE;
/** Tries after the first: 1, 2, 4, 8 minutes later; then it is given up. */
const MAX_ATTEMPTS = 5;
const backoffMs = (attempts: number) => 2 ** (attempts - 1) * MINUTE;

type Lease = { subscriptionId: string; localDate: string; attempts: number };

async function leaseDue(db: Db, now: Date, limit: number): Promise<Lease[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ subscriptionId: reminderDeliveries.subscriptionId, localDate: reminderDeliveries.localDate })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.status, 'pending'), lte(reminderDeliveries.nextAttemptAt, now)))
      .orderBy(asc(reminderDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const leased: Lease[] = [];
    for (const delivery of due) {
      const [row] = await tx
        .update(reminderDeliveries)
        .set({ attempts: sql`${reminderDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(keyOf(delivery))
        .returning({ attempts: reminderDeliveries.attempts });
      if (row) leased.push({ ...delivery, attempts: row.attempts });
    }
    return leased;
  });
}

const keyOf = ({ subscriptionId, localDate }: { subscriptionId: string; localDate: string }) =>
  and(eq(reminderDeliveries.subscriptionId, subscriptionId), eq(reminderDeliveries.localDate, localDate));

/** The device, its reminder's words, and the person (address, language, plan days) when signed in. */
async function contextOf(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({
      subscription: pushSubscriptions,
      title: reminders.title,
      body: reminders.body,
      language: users.language,
      person: { email: users.email, name: users.name, isConfirmed: users.hasConfirmedAccount },
    })
    .from(pushSubscriptions)
    .innerJoin(reminders, eq(reminders.subscriptionId, pushSubscriptions.id))
    .leftJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.id, subscriptionId));
  if (!row) return undefined;
  const userId = row.subscription.userId;
  const [plan] = userId
    ? await db
        .select({ id: plans.id })
        .from(plans)
        .where(personalPlansOf(userId))
        .orderBy(desc(plans.updatedAt))
        .limit(1)
    : [];
  const days = plan
    ? await db.select().from(planDays).where(eq(planDays.planId, plan.id)).orderBy(planDays.position)
    : null;
  const language: Language = isLanguage(row.language) ? row.language : 'en';
  return { ...row, days, language };
}

type Context = NonNullable<Awaited<ReturnType<typeof contextOf>>>;
type Outcome = PushOutcome | { kind: 'skipped' };

/** Sends one delivery of a browser's reminder; nothing on a day with nothing to remind of. */
async function sendToDevice(deps: DeliveryDeps, context: Context, localDate: string): Promise<Outcome> {
  const { subscription } = context;
  const message = reminderMessage({
    days: context.days,
    localDate,
    language: context.language,
    device: { title: context.title, body: context.body },
  });
  // A native app shows its reminders itself (local notifications): nothing to push to it.
  if (!message || subscription.kind !== 'webpush' || !subscription.p256dh || !subscription.auth) {
    return { kind: 'skipped' };
  }
  return deps.push.send(
    { endpoint: subscription.deviceKey, p256dh: subscription.p256dh, auth: subscription.auth },
    message,
  );
}

/**
 * Sends one delivery of an e-mail reminder: only to a confirmed address, only when none of the
 * person's devices has a reminder (a push reminds them already), and not on a day with nothing to read.
 */
async function sendByMail(deps: DeliveryDeps, context: Context, localDate: string): Promise<Outcome> {
  const { subscription, person, language } = context;
  if (!subscription.userId || !person?.isConfirmed) return { kind: 'skipped' };
  const message = reminderMessage({ days: context.days, localDate, language, device: plainReminderWords(language) });
  if (!message || (await hasDeviceReminder(deps.db, subscription.userId))) return { kind: 'skipped' };
  const mail = readingReminderMail(
    person.email,
    { name: person.name, title: message.title, line: message.body },
    language,
    `${deps.mail.appUrl}${message.url}`,
  );
  try {
    await deps.mail.mailer.send(mail);
    return { kind: 'sent' };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Sends one leased delivery and records what became of it. */
async function deliverOne(deps: DeliveryDeps, lease: Lease, now: Date, counts: DeliveryCounts): Promise<void> {
  const context = await contextOf(deps.db, lease.subscriptionId);
  // A reminder ended (remove-push, the e-mail reminder turned off) after this delivery was made.
  const outcome: Outcome = !context
    ? { kind: 'skipped' }
    : context.subscription.kind === 'email'
      ? await sendByMail(deps, context, lease.localDate)
      : await sendToDevice(deps, context, lease.localDate);
  if (outcome.kind === 'skipped') {
    await deps.db.update(reminderDeliveries).set({ status: 'skipped' }).where(keyOf(lease));
    counts.skipped += 1;
  } else if (outcome.kind === 'sent') {
    await deps.db.update(reminderDeliveries).set({ status: 'sent', sentAt: now, lastError: null }).where(keyOf(lease));
    counts.sent += 1;
  } else if (outcome.kind === 'gone') {
    // The browser dropped the subscription: the device, its reminder and deliveries go with it.
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, lease.subscriptionId));
    counts.gone += 1;
  } else if (outcome.kind === 'refused' || lease.attempts >= MAX_ATTEMPTS) {
    // Refused (not a push service, a private address, a redirect): trying again changes nothing.
    await deps.db.update(reminderDeliveries).set({ status: 'failed', lastError: outcome.reason }).where(keyOf(lease));
    counts.failed += 1;
  } else {
    await deps.db
      .update(reminderDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + backoffMs(lease.attempts)), lastError: outcome.reason })
      .where(keyOf(lease));
    counts.retrying += 1;
  }
}

export interface DeliveryOptions {
  /**
   * Deliveries in flight at once (default 100): most of a slow push service's time is waiting,
   * so many can be open together.
   */
  concurrency?: number;
}

/**
 * Sends every delivery due by `now` and says what became of them. Up to `concurrency` are in
 * flight at once, and a free place is filled at once from the next leased ones: an endpoint that
 * never answers holds one place for its time-out (web-push-sender.ts), never the others' turn.
 */
export async function deliverDueReminders(
  deps: DeliveryDeps,
  now: Date,
  { concurrency = 100 }: DeliveryOptions = {},
): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, skipped: 0, gone: 0, retrying: 0, failed: 0 };
  const inFlight = new Set<Promise<void>>();
  // The database failing mid-way: no more leases, the ones in flight end, then the turn fails (the
  // unrecorded leases run out and are taken again by a later turn).
  let failure: { error: unknown } | undefined;
  let moreDue = true;
  while ((moreDue && !failure) || inFlight.size > 0) {
    // Leases are taken a few at a time, when at least a quarter of the places are free.
    const free = concurrency - inFlight.size;
    if (moreDue && !failure && free >= Math.max(1, concurrency / 4)) {
      let leases: Lease[] = [];
      try {
        leases = await leaseDue(deps.db, now, free);
      } catch (error) {
        failure ??= { error };
      }
      moreDue = leases.length === free;
      for (const lease of leases) {
        const sending: Promise<void> = deliverOne(deps, lease, now, counts)
          .catch((error: unknown) => {
            failure ??= { error };
          })
          .finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      }
      if (leases.length > 0 || inFlight.size === 0) continue;
    }
    await Promise.race(inFlight);
  }
  if (failure) throw failure.error;
  return counts;
}

/** Deliveries are kept a week (what was sent, skipped or given up), then forgotten. */
export const DELIVERIES_KEPT_DAYS = 7;

/** Removes the deliveries of local dates more than a week before `now`'s (UTC) date. */
export async function pruneDeliveries(db: Db, now: Date): Promise<void> {
  const oldest = addDays(now.toISOString().slice(0, 10), -DELIVERIES_KEPT_DAYS);
  await db.delete(reminderDeliveries).where(sql`${reminderDeliveries.localDate} < ${oldest}`);
}
