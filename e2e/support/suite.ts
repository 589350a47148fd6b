import { type AppServer, freePort, startAppServer } from '@bible-journey/test-support/app-server';
import { type FakeStripe, startFakeStripe } from '@bible-journey/test-support/fake-stripe';
import { startSmtpInbox } from '@bible-journey/test-support/smtp-inbox';
import { test as base, expect } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './admin.ts';
import { E2E_STRIPE } from './stripe-keys.ts';

export { expect };

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The server of this worker, with the fake Stripe API it pays through. */
export interface SuiteServer extends AppServer {
  /** Where the fake Stripe API of this server listens. */
  stripeOrigin: string;
  /** That fake Stripe: what it holds and the webhook events it delivered. */
  stripe: FakeStripe;
  /** What the server mailed, over real SMTP: tests find their own mail by its address. */
  inbox: SmtpInbox;
}

let current: SuiteServer | undefined;

/**
 * The server of the running worker: for helpers that call the API outside a test's fixtures.
 * Throws outside a test.
 */
export function suiteServer(): SuiteServer {
  if (!current) throw new Error('no suite server: call this inside a test or hook');
  return current;
}

/** Data template of the run, made by support/global-setup.ts. */
export const dataTemplate = () => process.env.E2E_DATA_TEMPLATE;

/**
 * Each worker runs its tests against a server of its own on a copy of the run's data template,
 * with its own fake Stripe API and SMTP inbox; `baseURL` points at it. Workers never share
 * accounts or data.
 */
export const test = base.extend<object, { suite: SuiteServer }>({
  suite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const port = await freePort();
      const stripe = await startFakeStripe({
        secretKey: E2E_STRIPE.secretKey,
        webhookSecret: E2E_STRIPE.webhookSecret,
        webhookUrl: `http://127.0.0.1:${port}/api/checkout/webhook`,
      });
      const stripeOrigin = stripe.checkout.apiUrl ?? '';
      const inbox = await startSmtpInbox();
      const server = await startAppServer({
        port,
        ...(dataTemplate() ? { template: dataTemplate() } : {}),
        env: {
          // A Bíblia Digital (NVI) points at a port nothing listens on, so reading NVI fails the way a
          // provider outage does.
          ABIBLIADIGITAL_TOKEN: 'e2e-token',
          ABIBLIADIGITAL_URL: 'http://127.0.0.1:9/api',
          BIBLE_PROVIDER_TIMEOUT_MS: '2000',
          // The admin API, for granting premium to the leaders of the challenge tests.
          ADMIN_TOKEN: E2E_ADMIN_TOKEN,
          STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
          STRIPE_PUBLISHABLE_KEY: E2E_STRIPE.publishableKey,
          STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
          STRIPE_MONTHLY_PRICE_IDS: E2E_STRIPE.monthlyPriceIds,
          STRIPE_CHALLENGE_PRICE_IDS: E2E_STRIPE.challengePriceIds,
          STRIPE_DONATION_PRODUCT_ID: E2E_STRIPE.donationProductId,
          STRIPE_API_URL: stripeOrigin,
          SMTP_URL: inbox.url,
          // The push service of reminders.spec.ts's stand-in subscriptions (nothing is pushed there).
          PUSH_SERVICE_HOSTS: 'push.e2e.example',
          // The landing page's contacts and video, so its layout and axe checks see them (the video
          // loads only when played, which no spec does).
          CONTACT_EMAIL: 'desafios@biblejourney.example',
          CONTACT_WHATSAPP: '+55 11 98765-4321',
          HOW_IT_WORKS_VIDEO_URL: 'https://videos.e2e.example/how-it-works.mp4',
        },
      });
      const suite = { ...server, stripeOrigin, stripe, inbox };
      current = suite;
      await use(suite);
      current = undefined;
      await server.stop();
      await stripe.close();
      await inbox.close();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ suite }, use) => use(suite.base),
});
