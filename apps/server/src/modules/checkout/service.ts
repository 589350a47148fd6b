import { createHash, randomUUID } from 'node:crypto';
import {
  ANDROID_CANCEL_MESSAGE,
  type CheckoutConfigResponse,
  type CheckoutPrice,
  type CreateCustomerBody,
  type CreateCustomerResponse,
  type CreatePaymentIntentBody,
  type CreatePaymentIntentResponse,
  type CreateSubscriptionBody,
  type CreateSubscriptionResponse,
  IOS_CANCEL_MESSAGE,
  type PremiumResponse,
} from '@bible-journey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors.js';
import {
  callStripe,
  checkoutUnavailable,
  isMissingOnStripe,
  isRefusedByStripe,
  type Stripe,
} from '../../integrations/payments/stripe.js';
import { findPremium } from '../premium/repository.js';
import { getPremium } from '../premium/service.js';
import type { PriceCatalog } from './prices.js';
import {
  applyPurchase,
  isGrantingSubscription,
  isOpenPaymentIntent,
  isOpenSubscription,
  type PurchaseMetadata,
  purchaseFromPaymentIntent,
  purchaseFromSubscription,
  type StripePurchase,
} from './purchases.js';
import {
  findCustomerId,
  findGrantingSubscription,
  findPurchase,
  findRunningSubscriptions,
  insertPendingPurchase,
  saveCustomer,
} from './repository.js';

export interface CheckoutDeps {
  db: Db;
  stripe: Stripe;
  catalog: PriceCatalog;
  publishableKey: string;
  log: FastifyBaseLogger;
}

/** Who asks, and the Idempotency-Key header they sent, if any. */
export interface CheckoutCaller {
  userId: string;
  idempotencyKey: string | undefined;
}

/** GET /api/checkout/config. */
export async function getCheckoutConfig(deps: CheckoutDeps): Promise<CheckoutConfigResponse> {
  return { publishableKey: deps.publishableKey, prices: await deps.catalog.prices() };
}

/**
 * The key Stripe dedupes a creating call by, scoped to the user so nobody can replay someone else's.
 * The client's key when it sent one; else one derived from the request, so a retried request gets
 * the same object back, and a new purchase (after the earlier one was settled) a new one.
 */
function idempotencyKey(caller: CheckoutCaller, operation: string, request: string[]): string {
  const hash = (text: string) => createHash('sha256').update(text).digest('base64url');
  const scope =
    caller.idempotencyKey === undefined ? `d:${hash(request.join('\n'))}` : `c:${hash(caller.idempotencyKey)}`;
  return `bj:${operation}:${caller.userId}:${scope}`;
}

/** How many settled objects a derived key may walk past before a fresh key is used. */
const REPLAY_STEPS = 5;

interface CreateOnce<T extends { id: string }> {
  create: (key: string) => Promise<Stripe.Response<T>>;
  /** The object as it is now (a replayed creation answers it as it was then). */
  retrieve: (id: string) => Promise<T>;
  /** Still being paid: the client may go on with it. */
  isOpen: (object: T) => boolean;
}

/**
 * Creates an object idempotently. A derived key that gives back an object already settled (paid or
 * canceled: an earlier purchase replayed) leads to the next key, derived from that object, so a
 * purchase made again is a new object while a retry still gets the open one.
 */
async function createOnce<T extends { id: string }>(
  caller: CheckoutCaller,
  operation: string,
  request: string[],
  { create, retrieve, isOpen }: CreateOnce<T>,
): Promise<T> {
  let after = '';
  for (let step = 0; ; step++) {
    const key =
      step < REPLAY_STEPS ? idempotencyKey(caller, operation, [...request, after]) : `bj:${operation}:${randomUUID()}`;
    const answer = await create(key);
    const object = answer.lastResponse?.headers['idempotent-replayed'] === 'true' ? await retrieve(answer.id) : answer;
    if (caller.idempotencyKey !== undefined || isOpen(object) || step >= REPLAY_STEPS) return object;
    after = object.id;
  }
}

/** POST /api/checkout/create-customer: the account's Stripe customer, made once. */
export async function createCustomer(
  deps: CheckoutDeps,
  caller: CheckoutCaller,
  body: CreateCustomerBody,
): Promise<CreateCustomerResponse> {
  const existing = await findCustomerId(deps.db, caller.userId);
  if (existing) return { customer: { id: existing } };
  const customer = await callStripe(deps.log, () =>
    deps.stripe.customers.create(
      { email: body.email, metadata: { userId: caller.userId } },
      { idempotencyKey: idempotencyKey(caller, 'customer', [body.email]) },
    ),
  );
  return { customer: { id: await saveCustomer(deps.db, caller.userId, customer.id) } };
}

async function priceOnSale(deps: CheckoutDeps, id: string, type: CheckoutPrice['type'], field: string) {
  const price = await deps.catalog.find(id, type);
  const product = type === 'subscription' ? 'the monthly subscription' : 'a challenge';
  if (!price) throw new BadRequestError(`body.${field}: not a price of ${product}`);
  return price;
}

function metadataOf(caller: CheckoutCaller, price: CheckoutPrice): PurchaseMetadata {
  return { userId: caller.userId, kind: price.type, priceId: price.id, productTitle: price.product.name };
}

/** POST /api/checkout/create-payment-intent: one challenge bought once, in the price's currency. */
export async function createPaymentIntent(
  deps: CheckoutDeps,
  caller: CheckoutCaller,
  body: CreatePaymentIntentBody,
): Promise<CreatePaymentIntentResponse> {
  const price = await priceOnSale(deps, body.price_id, 'one_time', 'price_id');
  const { stripe, log } = deps;
  const intent = await createOnce(caller, 'payment-intent', [price.id], {
    create: (key) =>
      callStripe(log, () =>
        stripe.paymentIntents.create(
          {
            amount: price.unit_amount,
            currency: price.currency,
            automatic_payment_methods: { enabled: true },
            description: price.product.name,
            metadata: metadataOf(caller, price),
          },
          { idempotencyKey: key },
        ),
      ),
    retrieve: (id) => callStripe(log, () => stripe.paymentIntents.retrieve(id)),
    isOpen: isOpenPaymentIntent,
  });
  await recordPending(deps.db, caller.userId, purchaseFromPaymentIntent(intent));
  if (!intent.client_secret) throw checkoutUnavailable();
  return { clientSecret: intent.client_secret };
}

/**
 * POST /api/checkout/create-subscription: the monthly subscription, left incomplete until its first
 * invoice is paid with the client secret answered (Stripe's default_incomplete). 409 while one is active.
 */
export async function createSubscription(
  deps: CheckoutDeps,
  caller: CheckoutCaller,
  body: CreateSubscriptionBody,
): Promise<CreateSubscriptionResponse> {
  const price = await priceOnSale(deps, body.priceId, 'subscription', 'priceId');
  if ((await findCustomerId(deps.db, caller.userId)) !== body.customerId) {
    throw new NotFoundError('body.customerId: not your customer; create it with POST /api/checkout/create-customer.');
  }
  const alreadySubscribed = () => new ConflictError('You already have a subscription.');
  if (await findGrantingSubscription(deps.db, caller.userId)) throw alreadySubscribed();
  const { stripe, log } = deps;
  const expand = ['latest_invoice.confirmation_secret'];
  const subscription = await createOnce(caller, 'subscription', [price.id, body.customerId], {
    create: (key) =>
      callStripe(log, () =>
        stripe.subscriptions.create(
          {
            customer: body.customerId,
            items: [{ price: price.id }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            expand,
            metadata: metadataOf(caller, price),
          },
          { idempotencyKey: key },
        ),
      ),
    retrieve: (id) => callStripe(log, () => stripe.subscriptions.retrieve(id, { expand })),
    // A paid one replayed is the subscription the user has already: answered 409 below.
    isOpen: (created) => isOpenSubscription(created) || isGrantingSubscription(created),
  });
  await recordPending(deps.db, caller.userId, purchaseFromSubscription(subscription));
  if (!isOpenSubscription(subscription)) throw alreadySubscribed();
  const invoice = subscription.latest_invoice;
  const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
  if (!clientSecret) {
    deps.log.warn({ subscriptionId: subscription.id }, 'stripe subscription without a confirmation secret');
    throw checkoutUnavailable();
  }
  return { subscriptionId: subscription.id, clientSecret };
}

/** Notes a payment the client is about to make; only a webhook turns it into premium. */
async function recordPending(db: Db, userId: string, purchase: StripePurchase | undefined) {
  if (purchase) await insertPendingPurchase(db, { ...purchase.values, userId, syncedAt: new Date() });
}

/** Stripe subscription calls of the cancels, without the rest of checkout. */
type CancelDeps = Pick<CheckoutDeps, 'db' | 'stripe' | 'log'>;

/** Cancels a subscription in Stripe: its state after, or null when Stripe has it no more. */
function cancelInStripe({ stripe, log }: CancelDeps, subscriptionId: string): Promise<Stripe.Subscription | null> {
  return callStripe(log, async () => {
    try {
      return await stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      if (isMissingOnStripe(error)) return null;
      // E.g. canceled already: what Stripe has now is what counts.
      if (!isRefusedByStripe(error)) throw error;
      return stripe.subscriptions.retrieve(subscriptionId);
    }
  });
}

/**
 * Before an account is deleted: cancels its subscriptions still running, so nobody is billed for a
 * deleted account. 503 (and the account stays) when Stripe can't be reached.
 */
export async function cancelSubscriptionsOf(deps: CancelDeps, userId: string): Promise<void> {
  for (const subscription of await findRunningSubscriptions(deps.db, userId)) {
    await cancelInStripe(deps, subscription.id);
  }
}

/**
 * DELETE /api/premium without a subscription named: a subscription bought in a store is canceled
 * in that store (spec 1 section 2), answered 409 with its message before Stripe is asked.
 */
export async function assertNotStoreSubscription(db: Db, userId: string, subscriptionId: string | undefined) {
  if (subscriptionId) return;
  const premium = await findPremium(db, userId);
  if (premium?.type !== 'subscription') return;
  if (premium.origin === 'android') throw new ConflictError(ANDROID_CANCEL_MESSAGE);
  if (premium.origin === 'ios') throw new ConflictError(IOS_CANCEL_MESSAGE);
}

/**
 * DELETE /api/premium: cancels the user's Stripe subscription (the one named, else the current one)
 * at once. Its premium ends as soon as Stripe confirms the cancel (decision 0014); the
 * customer.subscription.deleted webhook that follows changes nothing more.
 */
export async function cancelSubscription(
  deps: CheckoutDeps,
  userId: string,
  subscriptionId: string | undefined,
): Promise<PremiumResponse> {
  const named = subscriptionId ? await findPurchase(deps.db, subscriptionId) : undefined;
  const subscription = subscriptionId
    ? named?.userId === userId && named.kind === 'subscription'
      ? named
      : undefined
    : await findGrantingSubscription(deps.db, userId);
  if (!subscription) throw new NotFoundError('You have no subscription to cancel.');
  const readAt = new Date();
  const canceled = await cancelInStripe(deps, subscription.id);
  const { userId: _owner, syncedAt: _read, createdAt: _created, updatedAt: _updated, ...stored } = subscription;
  const purchase: StripePurchase | undefined = canceled
    ? purchaseFromSubscription(canceled)
    : { userId, values: { ...stored, status: 'canceled', grantsPremium: false } };
  // Only an ending is applied here; premium is granted by webhooks alone.
  if (purchase && !purchase.values.grantsPremium) {
    await deps.db.transaction((tx) => applyPurchase(tx, purchase, readAt));
  }
  return getPremium(deps.db, userId);
}
