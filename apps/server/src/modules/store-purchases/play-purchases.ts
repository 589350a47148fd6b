import type { androidpublisher_v3 } from '@googleapis/androidpublisher';
import type { StorePurchaseValues } from './repository.js';

/** What the server makes of Play's answer: the row to store and what the app is told. */
export interface PlayReading {
  values: Pick<StorePurchaseValues, 'kind' | 'state' | 'pendingApproval' | 'grantsPremium' | 'expiresAt'>;
  canceled: boolean;
  expired: boolean;
  /** Google refunds a purchase not acknowledged within three days. */
  needsAcknowledging: boolean;
}

/** Subscription states that give premium while paid time is left (a canceled one runs to its end). */
const GRANTING_STATES = new Set([
  'SUBSCRIPTION_STATE_ACTIVE',
  'SUBSCRIPTION_STATE_IN_GRACE_PERIOD',
  'SUBSCRIPTION_STATE_CANCELED',
]);

/**
 * A subscription as purchases.subscriptionsv2 has it; null when `productId` is not one of its
 * items (the app named another product than the one bought with the token).
 */
export function readPlaySubscription(
  subscription: androidpublisher_v3.Schema$SubscriptionPurchaseV2,
  productId: string,
  now: Date,
): PlayReading | null {
  const item = subscription.lineItems?.find((line) => line.productId === productId);
  if (!item) return null;
  const state = subscription.subscriptionState ?? 'SUBSCRIPTION_STATE_UNSPECIFIED';
  const expiresAt = item.expiryTime ? new Date(item.expiryTime) : null;
  const grantsPremium = GRANTING_STATES.has(state) && expiresAt !== null && expiresAt > now;
  return {
    values: {
      kind: 'subscription',
      state,
      pendingApproval: state === 'SUBSCRIPTION_STATE_PENDING',
      grantsPremium,
      expiresAt,
    },
    canceled:
      !grantsPremium &&
      (state === 'SUBSCRIPTION_STATE_CANCELED' || state === 'SUBSCRIPTION_STATE_PENDING_PURCHASE_CANCELED'),
    expired: !grantsPremium && state === 'SUBSCRIPTION_STATE_EXPIRED',
    needsAcknowledging: grantsPremium && subscription.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_PENDING',
  };
}

/** Play's purchaseState of a one-time product: 0 purchased, 1 canceled (or refunded), 2 pending. */
const PRODUCT_STATES = ['purchased', 'canceled', 'pending'] as const;

/** A one-time product (one challenge) as purchases.products has it. */
export function readPlayProduct(product: androidpublisher_v3.Schema$ProductPurchase): PlayReading {
  const state = PRODUCT_STATES[product.purchaseState ?? -1] ?? 'unknown';
  const grantsPremium = state === 'purchased';
  return {
    values: { kind: 'one_time', state, pendingApproval: state === 'pending', grantsPremium, expiresAt: null },
    canceled: state === 'canceled',
    expired: false,
    // A consumed purchase was acknowledged by its consumption.
    needsAcknowledging: grantsPremium && product.acknowledgementState === 0 && product.consumptionState !== 1,
  };
}

/** A subscription Google no longer answers for (410: expired too long ago). */
export const GONE_SUBSCRIPTION: PlayReading = {
  values: {
    kind: 'subscription',
    state: 'SUBSCRIPTION_STATE_EXPIRED',
    pendingApproval: false,
    grantsPremium: false,
    expiresAt: null,
  },
  canceled: false,
  expired: true,
  needsAcknowledging: false,
};
