import { isPremiumType, type PremiumLike, type PremiumType } from '@bible-journey/core';
import { CLIENT_SECRET_PARAM, STRIPE_RETURN_PARAMS } from '../../../../lib/stripe-return.ts';

/** What the checkout puts in its return address: the product paid for, and the purchases before. */
export const PURCHASE_PARAM = 'purchase';
export const PURCHASES_BEFORE_PARAM = 'purchasesBefore';

export interface ReturnedPayment {
  clientSecret: string;
  kind: PremiumType;
  /** The access before paying, as far as the result needs it (a one-time purchase: the count). */
  before: PremiumLike | null;
}

/** The payment the address reports on, or null when it reports none (or a malformed one). */
export function returnedPayment(search: URLSearchParams): ReturnedPayment | null {
  const clientSecret = search.get(CLIENT_SECRET_PARAM);
  const kind = search.get(PURCHASE_PARAM);
  if (!clientSecret || !isPremiumType(kind)) return null;
  const count = Number(search.get(PURCHASES_BEFORE_PARAM));
  return {
    clientSecret,
    kind,
    before: Number.isInteger(count) && count > 0 ? { type: 'one_time', amountPurchases: count } : null,
  };
}

/** The address without the return's parameters (a reload doesn't report the payment again). */
export function withoutReturnParams(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of [...STRIPE_RETURN_PARAMS, PURCHASE_PARAM, PURCHASES_BEFORE_PARAM]) {
    rest.delete(name);
  }
  return rest;
}
