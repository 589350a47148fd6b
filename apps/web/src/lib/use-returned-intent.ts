import type { PaymentIntent } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { stripeFor } from './stripe-js.ts';

/** Stripe's answer about a payment: its status, undefined when Stripe.js could not be asked. */
export interface ReturnedIntent {
  status: PaymentIntent.Status | undefined;
}

/**
 * Asks Stripe.js once what became of a payment the person's bank sent them back from (3-D Secure,
 * payment_intent_client_secret): null while asking.
 */
export function useReturnedIntent(publishableKey: string, clientSecret: string): ReturnedIntent | null {
  const [answer, setAnswer] = useState<ReturnedIntent | null>(null);
  useEffect(() => {
    let isCurrent = true;
    stripeFor(publishableKey)
      .then((stripe) => (stripe ? stripe.retrievePaymentIntent(clientSecret) : null))
      .then((retrieved) => {
        if (isCurrent) setAnswer({ status: retrieved?.paymentIntent?.status });
      })
      .catch(() => {
        if (isCurrent) setAnswer({ status: undefined });
      });
    return () => {
      isCurrent = false;
    };
  }, [clientSecret, publishableKey]);
  return answer;
}
