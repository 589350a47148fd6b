import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { readingReminderMail } from '../../integrations/mail/messages.js';
import type { PushOutcome, WebPushSender } from '../../integrations/push/web-push-sender.js';
import { hasDeviceReminder } from '../../modules/notifications/repository.js';
import {
  type DeliveryContext,
  deliveryContext,
  type Lease,
  leaseDue,
  markFailed,
  markSent,
  markSkipped,
  removeDevice,
  retryAt,
} from './delivery-repository.js';
import { plainReminderWords, reminderMessage } from './reminder-message.js';

// The scheduler's second step (decision 0011): pending deliveries are leased (their next attempt
// pushed a few minutes ahead, so no other process takes them while this one sends), composed and
// sent, by Web Push to a browser or by mail for an e-mail reminder; a delivery that fails is tried
// again with backoff, five tries in all. The data is delivery-repository.ts's.

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

type Outcome = PushOutcome | { kind: 'skipped' };

/** Sends one delivery of a browser's reminder; nothing on a day with nothing to remind of. */
async function sendToDevice(deps: DeliveryDeps, context: DeliveryContext, localDate: string): Promise<Outcome> {
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
async function sendByMail(deps: DeliveryDeps, context: DeliveryContext, localDate: string): Promise<Outcome> {
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
  const context = await deliveryContext(deps.db, lease.subscriptionId);
  // A reminder ended (remove-push, the e-mail reminder turned off) after this delivery was made.
  const outcome: Outcome = !context
    ? { kind: 'skipped' }
    : context.subscription.kind === 'email'
      ? await sendByMail(deps, context, lease.localDate)
      : await sendToDevice(deps, context, lease.localDate);
  if (outcome.kind === 'skipped') {
    await markSkipped(deps.db, lease);
    counts.skipped += 1;
  } else if (outcome.kind === 'sent') {
    await markSent(deps.db, lease, now);
    counts.sent += 1;
  } else if (outcome.kind === 'gone') {
    await removeDevice(deps.db, lease.subscriptionId);
    counts.gone += 1;
  } else if (outcome.kind === 'refused' || lease.attempts >= MAX_ATTEMPTS) {
    // Refused (not a push service, a private address, a redirect): trying again changes nothing.
    await markFailed(deps.db, lease, outcome.reason);
    counts.failed += 1;
  } else {
    await retryAt(deps.db, lease, new Date(now.getTime() + backoffMs(lease.attempts)), outcome.reason);
    counts.retrying += 1;
  }
}

export interface DeliveryOptions {
  /**
   * Deliveries in flight at once (default 100): most of a slow push service's time is waiting,
   * so many can be open together.
   */
  concurrency?: number;
  /**
   * Deliveries still being claimed (claimAllDueReminders): until it settles, running out of due
   * deliveries means waiting for the next batch, not the end of the turn.
   */
  claiming?: Promise<unknown>;
}

/** How soon to look again for deliveries while a claim is making them. */
const CLAIM_POLL_MS = 50;

/**
 * Sends every delivery due by `now` and says what became of them. Up to `concurrency` are in
 * flight at once, and a free place is filled at once from the next leased ones: an endpoint that
 * never answers holds one place for its time-out (web-push-sender.ts), never the others' turn.
 */
export async function deliverDueReminders(
  deps: DeliveryDeps,
  now: Date,
  { concurrency = 100, claiming }: DeliveryOptions = {},
): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, skipped: 0, gone: 0, retrying: 0, failed: 0 };
  const inFlight = new Set<Promise<void>>();
  let isClaiming = claiming !== undefined;
  const claimed = (claiming ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
  void claimed.then(() => {
    isClaiming = false;
  });
  // The database failing mid-way: no more leases, the ones in flight end, then the turn fails (the
  // unrecorded leases run out and are taken again by a later turn).
  let failure: { error: unknown } | undefined;
  let moreDue = true;
  const send = (lease: Lease) => {
    const sending: Promise<void> = deliverOne(deps, lease, now, counts)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };
  while (!failure && (moreDue || isClaiming)) {
    const free = concurrency - inFlight.size;
    if (moreDue && free < Math.max(1, concurrency / 4)) {
      // Leases are taken a few at a time, when at least a quarter of the places are free.
      await Promise.race(inFlight);
      continue;
    }
    if (moreDue) {
      // A claim still going when this lease began may commit deliveries the lease could not see.
      const wasClaiming = isClaiming;
      let leases: Lease[] = [];
      try {
        leases = await leaseDue(deps.db, now, free, LEASE_MS);
      } catch (error) {
        failure ??= { error };
      }
      for (const lease of leases) send(lease);
      moreDue = leases.length === free;
      if (moreDue || !wasClaiming) continue;
    }
    // None due now, but a claim is making more: look again shortly, or once it ends.
    await Promise.race([claimed, sleep(CLAIM_POLL_MS)]);
    moreDue = true;
  }
  await Promise.all(inFlight);
  if (failure) throw failure.error;
  return counts;
}
