import type {
  CheckoutConfigResponse,
  CheckoutPrice,
  CreateCustomerResponse,
  CreatePaymentIntentResponse,
  CreateSubscriptionResponse,
} from '@bible-journey/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

export const checkoutConfigKey = ['checkout-config'] as const;

/**
 * GET /api/checkout/config: Stripe's publishable key and the prices on sale, for the signed-in
 * person (the call needs a session). A 503 (checkout not set up, or Stripe down) is not retried:
 * the landing says checkout is unavailable and still shows the prices as text.
 */
export function useCheckoutConfig() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...checkoutConfigKey, token],
    queryFn: () => api<CheckoutConfigResponse>('/checkout/config'),
    enabled: token !== null,
    retry: false,
    staleTime: 10 * 60 * 1000,
  });
}

/**
 * Makes what the card form confirms (spec 1 section 4, "Card checkout"): a payment intent for one
 * challenge, or a customer and then a subscription for the monthly plan. `attempt` names this
 * checkout: a retried call sends the same Idempotency-Key and gets the same object back.
 */
export async function startCheckout(price: CheckoutPrice, email: string, attempt: string): Promise<string> {
  const key = (step: string) => ({ 'Idempotency-Key': `${attempt}-${step}` });
  if (price.type === 'one_time') {
    const { clientSecret } = await api<CreatePaymentIntentResponse>('/checkout/create-payment-intent', {
      method: 'POST',
      body: { price_id: price.id },
      headers: key('intent'),
    });
    return clientSecret;
  }
  const { customer } = await api<CreateCustomerResponse>('/checkout/create-customer', {
    method: 'POST',
    body: { email },
    headers: key('customer'),
  });
  const { clientSecret } = await api<CreateSubscriptionResponse>('/checkout/create-subscription', {
    method: 'POST',
    body: { priceId: price.id, customerId: customer.id },
    headers: key('subscription'),
  });
  return clientSecret;
}
