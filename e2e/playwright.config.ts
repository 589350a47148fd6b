import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './support/admin.ts';
import { chromiumArgs, chromiumExecutable } from './support/chromium.ts';
import { E2E_STRIPE } from './support/stripe.ts';

const port = Number(process.env.E2E_PORT ?? 3390);
// The fake Stripe API listens next to the app (read by the tests through support/stripe.ts).
process.env.E2E_STRIPE_PORT ??= String(port + 1);
const stripePort = Number(process.env.E2E_STRIPE_PORT);
const dataDir = mkdtempSync(join(tmpdir(), 'bj-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  // The fake Stripe API (support/stripe.ts), then the real server on the built app, with a fresh
  // embedded database (npm test builds first). Its
  // first start imports the open texts shipped with the server (English, Portuguese, Polish), as a
  // fresh install does.
  webServer: [
    {
      command: 'npx tsx support/fake-stripe-server.ts',
      port: stripePort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_STRIPE_PORT: String(stripePort), E2E_APP_ORIGIN: `http://127.0.0.1:${port}` },
    },
    {
      command: 'node ../apps/server/dist/main.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // No internet in tests: the freeUse source is off, and A Bíblia Digital (NVI) points at a
        // port nothing listens on, so reading NVI fails the way a provider outage does.
        FREE_USE_BIBLE_URL: 'off',
        ABIBLIADIGITAL_TOKEN: 'e2e-token',
        ABIBLIADIGITAL_URL: 'http://127.0.0.1:9/api',
        BIBLE_PROVIDER_TIMEOUT_MS: '2000',
        // The admin API, for granting premium to the leaders of the challenge tests.
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        // Card checkout against the fake Stripe API (support/stripe.ts).
        STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
        STRIPE_PUBLISHABLE_KEY: E2E_STRIPE.publishableKey,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
        STRIPE_MONTHLY_PRICE_IDS: E2E_STRIPE.monthlyPriceIds,
        STRIPE_CHALLENGE_PRICE_IDS: E2E_STRIPE.challengePriceIds,
        STRIPE_DONATION_PRODUCT_ID: E2E_STRIPE.donationProductId,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
    },
  ],
});
