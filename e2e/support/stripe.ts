import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

/**
 * The suite's checkout: its server talks to a fake Stripe API (support/fake-stripe-server.ts, run
 * by playwright.config.ts with these keys), and each page gets a fake Stripe.js
 * (support/fake-stripe.js) whose calls to api.stripe.com reach that same fake.
 */
export const E2E_STRIPE = {
  secretKey: 'sk_test_e2e_suite',
  webhookSecret: 'whsec_e2e_suite',
  publishableKey: 'pk_test_fake',
  monthlyPriceIds: 'price_monthly_brl,price_monthly_usd',
  challengePriceIds: 'price_challenge_brl,price_challenge_usd',
  // The fake's own donation product (apps/server/src/test/fake-stripe.ts): monthly donations price under it.
  donationProductId: 'prod_donation',
};

/** Where the fake Stripe API listens: next to the app's port (playwright.config.ts sets it). */
export const fakeStripeOrigin = () => `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;

const fakeStripeJs = readFileSync(new URL('./fake-stripe.js', import.meta.url), 'utf8');

/** Stripe.js and its API calls, for this browser context, answered by the fakes. */
export async function useFakeStripe(context: BrowserContext): Promise<void> {
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeStripeJs }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeStripeOrigin()}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/** The test cards: any number pays, this one is declined (as Stripe's own test card). */
export const PAYING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
