import type { PaymentIntent } from '@stripe/stripe-js';

/**
 * Spec 1 section 4, "Card checkout": what a payment came to, from its intent's status.
 * - succeeded: paid (premium follows once Stripe's verified event arrives);
 * - processing: the bank hasn't answered yet;
 * - unsuccessful: the card was refused or the payment dropped; another card may be tried;
 * - failed: anything else (an unexpected status, or Stripe could not be asked).
 * `pending` (paid, but premium not confirmed in time) is decided by the waiting, not here.
 */
export type PaymentOutcome = 'succeeded' | 'processing' | 'unsuccessful' | 'failed';

export function paymentOutcome(status: PaymentIntent.Status | undefined): PaymentOutcome {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_payment_method':
    case 'canceled':
      return 'unsuccessful';
    default:
      return 'failed';
  }
}
