import type {
  CheckoutCurrency,
  DonationPaymentIntentResponse,
  DonationSubscriptionResponse,
} from '@bible-journey/contract';
import { api } from '../../lib/api-client.ts';

export type DonationFrequency = 'once' | 'monthly';

export interface DonationChoice {
  frequency: DonationFrequency;
  /** In cents. */
  amount: number;
  currency: CheckoutCurrency;
}

/**
 * Makes what Stripe's card form confirms: a payment intent for a one-time donation (signed in or
 * not), or a monthly donation's subscription (signed in). `attempt` names this donation: a retried
 * call sends the same Idempotency-Key and gets the same object back.
 */
export function startDonation(
  { frequency, amount, currency }: DonationChoice,
  attempt: string,
): Promise<DonationPaymentIntentResponse | DonationSubscriptionResponse> {
  const path = frequency === 'monthly' ? '/donations/create-subscription' : '/donations/create-payment-intent';
  return api(path, {
    method: 'POST',
    body: { amount, currency },
    headers: { 'Idempotency-Key': `${attempt}-donation` },
  });
}
