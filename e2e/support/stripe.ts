import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { suiteServer } from './suite.ts';

const fakeStripeJs = readFileSync(new URL('./fake-stripe.js', import.meta.url), 'utf8');

/** Stripe.js and its API calls, for this browser context, answered by the fakes. */
export async function useFakeStripe(context: BrowserContext): Promise<void> {
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeStripeJs }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${suiteServer().stripeOrigin}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/** The test cards: any number pays, this one is declined (as Stripe's own test card). */
export const PAYING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
