import type { PremiumType } from '@bible-journey/core';
import type { Db } from '../../db/database.js';
import type { Stripe } from '../../integrations/payments/stripe.js';
import { recomputePremium } from '../premium/recompute.js';
import { lockPremiumOwner } from '../premium/repository.js';
import { findCustomerOwner, findPurchase, type PurchaseValues, upsertPurchase } from './repository.js';

/** A subscription in these states gives premium; past_due too, while Stripe retries the card. */
const GRANTING_SUBSCRIPTION = new Set(['active', 'trialing', 'past_due']);
/** A payment intent in these states is still being paid: the client may confirm it. */
const OPEN_PAYMENT_INTENT = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/** The metadata the server puts on what it creates in Stripe: who pays, for what. */
export interface PurchaseMetadata {
  [key: string]: string;
  userId: string;
  kind: PremiumType;
  priceId: string;
  productTitle: string;
}

/** A payment as Stripe has it, in the shape of a stripe_purchases row, and who it is for. */
export interface StripePurchase {
  values: Omit<PurchaseValues, 'userId' | 'syncedAt'>;
  /** The user named in the metadata set at creation. */
  userId: string | undefined;
}

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * A one-time challenge purchase; undefined for a payment intent the server didn't create for one
 * (e.g. an invoice's). A full refund or a dispute the bank decided against us takes it back
 * (`disputes`: the intent's, as Stripe lists them); a partial refund is a goodwill gesture, and a
 * dispute still open or won leaves it bought.
 */
export function purchaseFromPaymentIntent(
  intent: Stripe.PaymentIntent,
  disputes: readonly Pick<Stripe.Dispute, 'status'>[] = [],
): StripePurchase | undefined {
  if (intent.metadata.kind !== 'one_time') return undefined;
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const status =
    intent.status !== 'succeeded'
      ? intent.status
      : disputes.some((dispute) => dispute.status === 'lost')
        ? 'disputed'
        : charge?.refunded
          ? 'refunded'
          : intent.status;
  return {
    userId: intent.metadata.userId,
    values: {
      id: intent.id,
      kind: 'one_time',
      status,
      grantsPremium: status === 'succeeded',
      priceId: intent.metadata.priceId ?? '',
      productTitle: intent.metadata.productTitle || null,
      amountPaid: intent.amount_received || intent.amount,
      currencyPaid: intent.currency,
      customerId: idOf(intent.customer),
    },
  };
}

/** A monthly subscription; undefined for one the server didn't create. */
export function purchaseFromSubscription(subscription: Stripe.Subscription): StripePurchase | undefined {
  if (subscription.metadata.kind !== 'subscription') return undefined;
  const price = subscription.items.data[0]?.price;
  return {
    userId: subscription.metadata.userId,
    values: {
      id: subscription.id,
      kind: 'subscription',
      status: subscription.status,
      grantsPremium: isGrantingSubscription(subscription),
      priceId: price?.id ?? subscription.metadata.priceId ?? '',
      productTitle: subscription.metadata.productTitle || null,
      amountPaid: price?.unit_amount ?? 0,
      currencyPaid: price?.currency ?? subscription.currency,
      customerId: idOf(subscription.customer),
    },
  };
}

export const isOpenPaymentIntent = (intent: Stripe.PaymentIntent) => OPEN_PAYMENT_INTENT.has(intent.status);
export const isOpenSubscription = (subscription: Stripe.Subscription) => subscription.status === 'incomplete';
export const isGrantingSubscription = (subscription: Stripe.Subscription) =>
  GRANTING_SUBSCRIPTION.has(subscription.status);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who a payment is for: the metadata's user, else whoever it was recorded for, else its customer's account. */
async function ownerOf(db: Db, purchase: StripePurchase): Promise<string | undefined> {
  if (purchase.userId && UUID.test(purchase.userId)) return purchase.userId;
  const recorded = await findPurchase(db, purchase.values.id);
  if (recorded) return recorded.userId;
  return purchase.values.customerId ? findCustomerOwner(db, purchase.values.customerId) : undefined;
}

/**
 * Stores a payment as Stripe reported it when read at `readAt` and recomputes its user's premium,
 * in the caller's transaction. False when it is nobody's here (an unknown or deleted account).
 */
export async function applyPurchase(tx: Db, purchase: StripePurchase, readAt: Date): Promise<boolean> {
  const userId = await ownerOf(tx, purchase);
  if (!userId || !(await lockPremiumOwner(tx, userId))) return false;
  if (await upsertPurchase(tx, { ...purchase.values, userId, syncedAt: readAt })) {
    await recomputePremium(tx, userId, new Date());
  }
  return true;
}
