import type { Db } from '../../db/database.js';
import {
  type ChallengeChanges,
  findGrant,
  findGrantingPurchases,
  findStorePurchasesOf,
  type GrantRow,
  type PremiumValues,
  type PurchaseRow,
  reconcileOwnedChallenges,
  type StorePurchaseRow,
  writePremium,
} from './repository.js';

/** A purchase that grants premium now, however it was paid: Stripe, Google Play or the App Store. */
export interface PaidSource {
  origin: 'stripe' | 'android' | 'ios';
  kind: 'subscription' | 'one_time';
  createdAt: Date;
  /** A store subscription's end: the premium it gives is recomputed then. */
  expiresAt: Date | null;
  /** What premium_access shows of it when it is the latest. */
  details: Partial<PremiumValues>;
}

/**
 * The premium access an operator's grant and the purchases that grant now add up to
 * (decisions 0014, 0015), or null:
 * - a subscription, when the grant is one or a paid subscription (Stripe or a store) is active;
 * - else one_time, whose purchases are the grant's plus each paid (not refunded) challenge purchase.
 * A subscription still carries the purchases, so one_time comes back with them if it ends.
 * The details shown are the latest paid subscription's, else the latest purchase's.
 */
export function derivePremium(
  grant: GrantRow | undefined,
  granting: PaidSource[],
  pendingApproval = false,
): PremiumValues | null {
  const sorted = [...granting].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const subscriptions = sorted.filter((source) => source.kind === 'subscription');
  const purchases = sorted.filter((source) => source.kind === 'one_time');
  const amountPurchases = (grant?.amountPurchases ?? 0) + purchases.length;
  const expiries = sorted.flatMap(({ expiresAt }) => (expiresAt ? [expiresAt.getTime()] : []));
  const common = {
    amountPurchases,
    pendingApproval,
    expiresAt: expiries.length ? new Date(Math.min(...expiries)) : null,
  };
  const subscription = subscriptions.at(-1);
  if (subscription || grant?.type === 'subscription') {
    return { type: 'subscription', ...common, origin: subscription?.origin ?? 'admin', ...subscription?.details };
  }
  if (amountPurchases === 0) return null;
  const latest = purchases.at(-1);
  return { type: 'one_time', ...common, origin: latest?.origin ?? 'admin', ...latest?.details };
}

function stripeSource(purchase: PurchaseRow): PaidSource {
  return {
    origin: 'stripe',
    kind: purchase.kind,
    createdAt: purchase.createdAt,
    expiresAt: null,
    details: {
      productTitle: purchase.productTitle,
      amountPaid: purchase.amountPaid,
      currencyPaid: purchase.currencyPaid,
      ...(purchase.kind === 'subscription' ? { subscriptionId: purchase.id, customerId: purchase.customerId } : {}),
    },
  };
}

function storeSource(purchase: StorePurchaseRow): PaidSource {
  const isPlay = purchase.provider === 'google_play';
  return {
    origin: isPlay ? 'android' : 'ios',
    kind: purchase.kind,
    createdAt: purchase.createdAt,
    expiresAt: purchase.expiresAt,
    details: {
      productTitle: purchase.productTitle,
      amountPaid: purchase.amountPaid,
      currencyPaid: purchase.currencyPaid,
      ...(isPlay ? { purchaseToken: purchase.purchaseId } : {}),
    },
  };
}

/** A store purchase gives premium while the store's last word says so and its paid time lasts. */
const isGrantingNow = (purchase: StorePurchaseRow, now: Date) =>
  purchase.grantsPremium && (purchase.expiresAt === null || purchase.expiresAt > now);

/** Writes premium_access as its sources now say, and opens or suspends the user's challenges to match. */
export async function recomputePremium(
  tx: Db,
  userId: string,
  now: Date,
): Promise<{ premium: PremiumValues | null } & ChallengeChanges> {
  const store = await findStorePurchasesOf(tx, userId);
  const granting = [
    ...(await findGrantingPurchases(tx, userId)).map(stripeSource),
    ...store.filter((purchase) => isGrantingNow(purchase, now)).map(storeSource),
  ];
  const pendingApproval = store.some((purchase) => purchase.pendingApproval);
  const premium = derivePremium(await findGrant(tx, userId), granting, pendingApproval);
  // Every column written, so details of an earlier source never linger.
  const values = premium && {
    productTitle: null,
    amountPaid: null,
    currencyPaid: null,
    subscriptionId: null,
    customerId: null,
    purchaseToken: null,
    ...premium,
  };
  await writePremium(tx, userId, values);
  const openLimit = !premium ? 0 : premium.type === 'subscription' ? null : (premium.amountPurchases ?? 0);
  return { premium: values, ...(await reconcileOwnedChallenges(tx, userId, openLimit, now)) };
}
