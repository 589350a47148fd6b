import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { callStripe, isMissingOnStripe, type Stripe } from '../../integrations/payments/stripe.js';
import {
  applyPurchase,
  purchaseFromPaymentIntent,
  purchaseFromSubscription,
  type StripePurchase,
} from './purchases.js';
import { claimEvent, isEventHandled, pruneHandledEvents } from './repository.js';

export interface WebhookDeps {
  db: Db;
  stripe: Stripe;
  log: FastifyBaseLogger;
  /** Called after each event with the time (handledEventsPruner). */
  pruneHandled?: (now: number) => Promise<void>;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/**
 * The payment an event is about, read again from Stripe now: events arrive late, twice or out of
 * order, so what they carry is only a pointer and Stripe's current state is what counts.
 * Undefined for events about nothing the app sold.
 */
async function currentPurchase(
  stripe: Stripe,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<StripePurchase | undefined> {
  const retrieveIntent = async (id: string | undefined) => {
    if (!id) return undefined;
    try {
      const [intent, disputes] = await Promise.all([
        stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }),
        stripe.disputes.list({ payment_intent: id, limit: 100 }),
      ]);
      return purchaseFromPaymentIntent(intent, disputes.data);
    } catch (error) {
      if (!isMissingOnStripe(error)) throw error;
      // A payment Stripe doesn't have (another account's test event, one deleted): nothing of ours,
      // and asking again on every redelivery would never change that.
      log.warn({ eventId: event.id, paymentIntent: id }, 'stripe event about a payment stripe does not have');
      return undefined;
    }
  };
  const retrieveSubscription = async (id: string | undefined) => {
    if (!id) return undefined;
    try {
      return purchaseFromSubscription(await stripe.subscriptions.retrieve(id));
    } catch (error) {
      if (!isMissingOnStripe(error)) throw error;
      // Gone from Stripe altogether: its deletion event is the last word on it.
      return event.type === 'customer.subscription.deleted' ? purchaseFromSubscription(event.data.object) : undefined;
    }
  };

  switch (event.type) {
    case 'payment_intent.succeeded':
      return retrieveIntent(event.data.object.id);
    case 'charge.refunded':
      return retrieveIntent(idOf(event.data.object.payment_intent));
    case 'charge.dispute.created':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated':
      return retrieveIntent(idOf(event.data.object.payment_intent));
    case 'invoice.paid':
      return retrieveSubscription(idOf(event.data.object.parent?.subscription_details?.subscription));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return retrieveSubscription(event.data.object.id);
    default:
      return undefined;
  }
}

/** How long handled events are remembered: well past the 3 days Stripe keeps redelivering one. */
export const HANDLED_EVENTS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Drops handled events older than HANDLED_EVENTS_KEPT_MS, at most once an hour (one per app: the
 * webhook routes make it). A failure is logged; the next event tries again an hour later.
 */
export function handledEventsPruner(deps: Pick<WebhookDeps, 'db' | 'log'>) {
  let prunedAt = Number.NEGATIVE_INFINITY;
  return async (now: number): Promise<void> => {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    try {
      await pruneHandledEvents(deps.db, new Date(now - HANDLED_EVENTS_KEPT_MS));
    } catch (error) {
      deps.log.warn({ err: error }, 'could not prune handled stripe events');
    }
  };
}

/**
 * Handles one verified webhook event once (decision 0014): a redelivered event is skipped, two
 * concurrent deliveries of it apply it once (the second waits on the first's claim), and a failure
 * claims nothing, so Stripe's next delivery tries again.
 */
export async function handleWebhookEvent(deps: WebhookDeps, event: Stripe.Event): Promise<void> {
  if (await isEventHandled(deps.db, event.id)) return;
  const readAt = new Date();
  const purchase = await callStripe(deps.log, () => currentPurchase(deps.stripe, event, deps.log));
  await deps.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type)) || !purchase) return;
    if (!(await applyPurchase(tx, purchase, readAt))) {
      deps.log.warn({ eventId: event.id, purchaseId: purchase.values.id }, 'stripe payment of no known account');
    }
  });
  await deps.pruneHandled?.(Date.now());
}
