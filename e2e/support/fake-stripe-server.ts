// The fake Stripe API as a process of its own, for the suite's server (playwright.config.ts): the
// server's checkout calls it with the secret key, the pages' fake Stripe.js with the publishable
// key, and it delivers the signed events of confirmed payments to the server's webhook.
import { startFakeStripe } from '../../apps/server/src/test/fake-stripe.ts';
import { E2E_STRIPE } from './stripe.ts';

const port = Number(process.env.E2E_STRIPE_PORT);
const appOrigin = process.env.E2E_APP_ORIGIN;
if (!port || !appOrigin) throw new Error('E2E_STRIPE_PORT and E2E_APP_ORIGIN are needed');

await startFakeStripe({
  port,
  secretKey: E2E_STRIPE.secretKey,
  webhookSecret: E2E_STRIPE.webhookSecret,
  webhookUrl: `${appOrigin}/api/checkout/webhook`,
});
console.log(`fake Stripe API on http://127.0.0.1:${port}`);
