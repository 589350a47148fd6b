import { paths } from '../../config/paths.ts';
import { CLIENT_SECRET_PARAM, STRIPE_RETURN_PARAMS } from '../../lib/stripe-return.ts';

/**
 * What a donation puts in its return address: the publishable key Stripe.js asks with (a signed-out
 * donor has no other way to learn it; it is public by design).
 */
export const DONATION_RETURN_PARAM = 'donation';

/** Where a bank's own page (3-D Secure) sends the donor back: the menu, where the support card is. */
export function donationReturnUrl(publishableKey: string): string {
  const url = new URL(paths.menu, window.location.origin);
  url.searchParams.set(DONATION_RETURN_PARAM, publishableKey);
  return url.href;
}

export interface ReturnedDonation {
  clientSecret: string;
  publishableKey: string;
}

/** The donation the address reports on, or null when it reports none. */
export function returnedDonation(search: URLSearchParams): ReturnedDonation | null {
  const clientSecret = search.get(CLIENT_SECRET_PARAM);
  const publishableKey = search.get(DONATION_RETURN_PARAM);
  return clientSecret && publishableKey ? { clientSecret, publishableKey } : null;
}

/** The address without the return's parameters (a reload doesn't report the donation again). */
export function withoutDonationReturnParams(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of [...STRIPE_RETURN_PARAMS, DONATION_RETURN_PARAM]) rest.delete(name);
  return rest;
}
