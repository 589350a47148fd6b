import { createHash } from 'node:crypto';
import {
  CheckoutCurrencySchema,
  type DonationBody,
  type DonationPaymentIntentResponse,
  type DonationSubscriptionResponse,
  MONTHLY_DONATION_STATUSES,
  type MonthlyDonation,
  type MonthlyDonationsResponse,
} from '@bible-journey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import {
  callStripe,
  checkoutUnavailable,
  isMissingOnStripe,
  isRefusedByStripe,
  type Stripe,
} from '../../integrations/payments/stripe.js';
import { findCustomerId, saveCustomer } from '../checkout/repository.js';
import { findUserById } from '../users/repository.js';

export interface DonationDeps {
  db: Db;
  stripe: Stripe;
  publishableKey: string;
  /** The product monthly donations are priced under; undefined: monthly donations answer 503. */
  donationProductId: string | undefined;
  log: FastifyBaseLogger;
}

/** Who gives (null: someone signed out), and the Idempotency-Key header they sent, if any. */
export interface Donor {
  userId: string | null;
  idempotencyKey: string | undefined;
}

/** What Stripe shows on the payment and the receipt. */
const DONATION_DESCRIPTION = 'Donation to Bible Journey';
/** Subscriptions in these states bill no more. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Stripe's idempotency key for the client's key, scoped to the donor so nobody replays another's.
 * Without a client key none is set (the SDK still keys its own retries): two people giving the same
 * amount signed out must never share a payment, and an unpaid extra intent costs nothing.
 */
function idempotencyOptions(donor: Donor, operation: string): Stripe.RequestOptions {
  if (donor.idempotencyKey === undefined) return {};
  const hash = createHash('sha256').update(donor.idempotencyKey).digest('base64url');
  return { idempotencyKey: `bj:donation-${operation}:${donor.userId ?? 'anonymous'}:c:${hash}` };
}

/** `kind: 'donation'` is what keeps the webhook from ever granting premium for it (purchases.ts). */
const metadataOf = (donor: Donor): Record<string, string> => ({
  kind: 'donation',
  ...(donor.userId && { userId: donor.userId }),
});

/** POST /api/donations/create-payment-intent: a one-time donation, signed in or not. */
export async function createDonationIntent(
  deps: DonationDeps,
  donor: Donor,
  body: DonationBody,
): Promise<DonationPaymentIntentResponse> {
  const intent = await callStripe(deps.log, () =>
    deps.stripe.paymentIntents.create(
      {
        amount: body.amount,
        currency: body.currency,
        automatic_payment_methods: { enabled: true },
        description: DONATION_DESCRIPTION,
        metadata: metadataOf(donor),
      },
      idempotencyOptions(donor, 'intent'),
    ),
  );
  if (!intent.client_secret) throw checkoutUnavailable();
  return { clientSecret: intent.client_secret, publishableKey: deps.publishableKey };
}

/** The account's Stripe customer (the one checkout made, else a new one for its address). */
async function donorCustomer(deps: DonationDeps, donor: Donor & { userId: string }): Promise<string> {
  const existing = await findCustomerId(deps.db, donor.userId);
  if (existing) return existing;
  const user = await findUserById(deps.db, donor.userId);
  const customer = await callStripe(deps.log, () =>
    deps.stripe.customers.create(
      { email: user?.email, metadata: { userId: donor.userId } },
      idempotencyOptions(donor, 'customer'),
    ),
  );
  return saveCustomer(deps.db, donor.userId, customer.id);
}

/**
 * POST /api/donations/create-subscription: a monthly donation of the amount chosen, priced inline
 * (price_data) under the donation product, left incomplete until its first invoice is paid with the
 * client secret answered. 503 while no donation product is configured.
 */
export async function createDonationSubscription(
  deps: DonationDeps,
  donor: Donor & { userId: string },
  body: DonationBody,
): Promise<DonationSubscriptionResponse> {
  const product = deps.donationProductId;
  if (!product) throw checkoutUnavailable();
  const customer = await donorCustomer(deps, donor);
  const subscription = await callStripe(deps.log, () =>
    deps.stripe.subscriptions.create(
      {
        customer,
        items: [
          {
            price_data: {
              product,
              currency: body.currency,
              unit_amount: body.amount,
              recurring: { interval: 'month' },
            },
          },
        ],
        description: DONATION_DESCRIPTION,
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: metadataOf(donor),
      },
      idempotencyOptions(donor, 'subscription'),
    ),
  );
  const invoice = subscription.latest_invoice;
  const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
  if (!clientSecret) {
    deps.log.warn({ subscriptionId: subscription.id }, 'stripe donation without a confirmation secret');
    throw checkoutUnavailable();
  }
  return { subscriptionId: subscription.id, clientSecret, publishableKey: deps.publishableKey };
}

/** Stripe calls about an account's monthly donations, without the rest of donating. */
type MonthlyDeps = Pick<DonationDeps, 'db' | 'stripe' | 'log'>;

/**
 * The account's monthly donations in any state, as Stripe has them now: they are not stored here,
 * Stripe lists them by the account's customer (none without one).
 */
async function donationSubscriptionsOf(deps: MonthlyDeps, userId: string): Promise<Stripe.Subscription[]> {
  const customer = await findCustomerId(deps.db, userId);
  if (!customer) return [];
  const found: Stripe.Subscription[] = [];
  for await (const subscription of deps.stripe.subscriptions.list({ customer, status: 'all' })) {
    if (subscription.metadata.kind === 'donation') found.push(subscription);
  }
  return found;
}

const isGiving = (status: string): status is MonthlyDonation['status'] =>
  (MONTHLY_DONATION_STATUSES as readonly string[]).includes(status);

/** A donation still giving, as the API answers it; null for one that bills no more (or was never paid). */
function presentDonation(subscription: Stripe.Subscription): MonthlyDonation | null {
  const [item] = subscription.items.data;
  const currency = CheckoutCurrencySchema.safeParse(subscription.currency);
  if (!item || !currency.success || !isGiving(subscription.status)) return null;
  const willBill = !subscription.cancel_at_period_end && !subscription.cancel_at && item.current_period_end;
  return {
    id: subscription.id,
    amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    currency: currency.data,
    status: subscription.status,
    nextPaymentAt: willBill ? new Date(item.current_period_end * 1000).toISOString() : null,
  };
}

const presentDonations = (subscriptions: Stripe.Subscription[]): MonthlyDonationsResponse => ({
  donations: subscriptions.map(presentDonation).filter((donation) => donation !== null),
});

/** GET /api/donations/subscription: the account's monthly donations still giving. */
export function getMonthlyDonations(deps: MonthlyDeps, userId: string): Promise<MonthlyDonationsResponse> {
  return callStripe(deps.log, async () => presentDonations(await donationSubscriptionsOf(deps, userId)));
}

/**
 * DELETE /api/donations/subscription: cancels the named monthly donation (else every one the account
 * has running) in Stripe at once. One canceled already answers as a cancel that just happened, so a
 * retry gets the same answer; 404 when the account has no such donation at all.
 */
export function stopMonthlyDonations(
  deps: MonthlyDeps,
  userId: string,
  subscriptionId: string | undefined,
): Promise<MonthlyDonationsResponse> {
  return callStripe(deps.log, async () => {
    const all = await donationSubscriptionsOf(deps, userId);
    const stopping = all.filter((subscription) => !subscriptionId || subscription.id === subscriptionId);
    if (stopping.length === 0) throw new NotFoundError('You have no monthly donation to stop.');
    for (const subscription of stopping) {
      if (ENDED.has(subscription.status)) continue;
      try {
        await deps.stripe.subscriptions.cancel(subscription.id);
      } catch (error) {
        // Canceled (or gone) since it was listed: stopped all the same.
        if (!isMissingOnStripe(error) && !isRefusedByStripe(error)) throw error;
      }
    }
    return presentDonations(all.filter((subscription) => !stopping.includes(subscription)));
  });
}

/**
 * Before an account is deleted: its monthly donations still running are canceled, so nobody is
 * billed for a deleted account.
 */
export async function cancelDonationsOf(deps: MonthlyDeps, userId: string) {
  await callStripe(deps.log, async () => {
    for (const subscription of await donationSubscriptionsOf(deps, userId)) {
      if (!ENDED.has(subscription.status)) await deps.stripe.subscriptions.cancel(subscription.id);
    }
  });
}
