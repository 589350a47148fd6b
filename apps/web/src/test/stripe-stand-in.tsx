import { type ReactNode, useEffect } from 'react';
import { vi } from 'vitest';

// Stripe.js comes from js.stripe.com and its card form is Stripe's iframe: in component tests a
// stand-in answers for them (what a payment comes to is set per test). The vi.mock calls stay in
// each test file (they are hoisted); their factories take what they need from here:
//
//   const stripe = await vi.hoisted(async () => (await import('…/test/stripe-stand-in.tsx')).createStripeStandIn());
//   vi.mock('…/lib/stripe-js.ts', async () => (await import('…/test/stripe-stand-in.tsx')).stripeJsStandIn(stripe));
//   vi.mock('@stripe/react-stripe-js', async () => (await import('…/test/stripe-stand-in.tsx')).reactStripeStandIn(stripe));
//
// e2e/tests/checkout.spec.ts and donations.spec.ts run the real React bindings against a fake
// Stripe.js and a fake Stripe API.

/** The Stripe object the code under test gets: loaded or not, and the calls it makes. */
export function createStripeStandIn() {
  return { isLoaded: true, confirmPayment: vi.fn(), retrievePaymentIntent: vi.fn() };
}
export type StripeStandIn = ReturnType<typeof createStripeStandIn>;

/** Back to loaded, with no answers set (for a beforeEach). */
export function resetStripeStandIn(stripe: StripeStandIn): void {
  stripe.isLoaded = true;
  stripe.confirmPayment.mockReset();
  stripe.retrievePaymentIntent.mockReset();
}

/** lib/stripe-js.ts: Stripe.js "loads" as the stand-in (or fails to, while `isLoaded` is false). */
export const stripeJsStandIn = (stripe: StripeStandIn) => ({
  stripeLocale: (language: string) => language,
  stripeFor: async () => (stripe.isLoaded ? stripe : null),
});

function Elements({ children }: { children: ReactNode }) {
  return children;
}

function PaymentElement({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return <div data-testid="card-form" />;
}

/** @stripe/react-stripe-js: Elements passes its children through; the card form is ready at once. */
export const reactStripeStandIn = (stripe: StripeStandIn) => ({
  Elements,
  PaymentElement,
  useStripe: () => stripe,
  useElements: () => ({}),
});
