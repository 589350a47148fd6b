import type { Db } from '../../db/database.js';
import {
  type ChallengeChanges,
  findGrant,
  findGrantingPurchases,
  type GrantRow,
  type PremiumValues,
  type PurchaseRow,
  reconcileOwnedChallenges,
  writePremium,
} from './repository.js';

/**
 * The premium access an operator's grant and the Stripe payments that grant now add up to
 * (decision 0014), or null:
 * - a subscription, when the grant is one or a Stripe subscription is active;
 * - else one_time, whose purchases are the grant's plus each paid (not refunded) challenge purchase.
 * A subscription still carries the purchases, so one_time comes back with them if it ends.
 */
export function derivePremium(grant: GrantRow | undefined, granting: PurchaseRow[]): PremiumValues | null {
  const subscriptions = granting.filter((purchase) => purchase.kind === 'subscription');
  const purchases = granting.filter((purchase) => purchase.kind === 'one_time');
  const amountPurchases = (grant?.amountPurchases ?? 0) + purchases.length;
  const subscription = subscriptions.at(-1);
  if (subscription || grant?.type === 'subscription') {
    const paid = subscription ? paidDetails(subscription) : {};
    return { type: 'subscription', amountPurchases, origin: subscription ? 'stripe' : 'admin', ...paid };
  }
  if (amountPurchases === 0) return null;
  const latest = purchases.at(-1);
  return {
    type: 'one_time',
    amountPurchases,
    origin: latest ? 'stripe' : 'admin',
    ...(latest ? paidDetails(latest) : {}),
  };
}

function paidDetails(purchase: PurchaseRow): Partial<PremiumValues> {
  return {
    productTitle: purchase.productTitle,
    amountPaid: purchase.amountPaid,
    currencyPaid: purchase.currencyPaid,
    ...(purchase.kind === 'subscription' ? { subscriptionId: purchase.id, customerId: purchase.customerId } : {}),
  };
}

/** Writes premium_access as its sources now say, and opens or suspends the user's challenges to match. */
export async function recomputePremium(
  tx: Db,
  userId: string,
  now: Date,
): Promise<{ premium: PremiumValues | null } & ChallengeChanges> {
  const premium = derivePremium(await findGrant(tx, userId), await findGrantingPurchases(tx, userId));
  // Every column written, so details of an earlier source never linger.
  const values = premium && {
    productTitle: null,
    amountPaid: null,
    currencyPaid: null,
    subscriptionId: null,
    customerId: null,
    ...premium,
  };
  await writePremium(tx, userId, values);
  const openLimit = !premium ? 0 : premium.type === 'subscription' ? null : (premium.amountPurchases ?? 0);
  return { premium: values, ...(await reconcileOwnedChallenges(tx, userId, openLimit, now)) };
}
