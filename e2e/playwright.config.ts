import { availableParallelism } from 'node:os';
import { chromiumArgs, chromiumExecutable } from '@bible-journey/test-support/chromium';
import { defineConfig, devices } from '@playwright/test';

// Each spec runs where its behaviour can differ (docs/testing.md): layout and touch input at phone
// widths in "phone", the journeys whose behaviour does not depend on the screen once, in "desktop".
// The screens' accessibility and the navigation bar differ between the two layouts: both run them
// (challenges-widths: issue 23's screens at 390 px in one, at 1280 px in the other).
const BOTH = ['challenges-widths.spec.ts', 'screens.spec.ts', 'shell-navigation.spec.ts'];
const PHONE = [
  'challenges-bar.spec.ts',
  'challenges-create.spec.ts',
  'challenges-journey.spec.ts',
  'challenges-languages.spec.ts',
  'checkout.spec.ts',
  'donations.spec.ts',
  'menu.spec.ts',
  'phone-390.spec.ts',
  'plan-checklist.spec.ts',
  'plan-creation.spec.ts',
  'reader.spec.ts',
  'reminders.spec.ts',
  'replan.spec.ts',
  'words.spec.ts',
];

// Half the cores: a browser test keeps about two busy (Chromium's processes and the server), and two
// workers on CI's 2 cores made each test 2.5 times slower, losing time overall (bench/RESULTS.md).
const workers = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Each worker has its own server and database (support/suite.ts); a file's tests run in order.
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  // A retry that passes is reported as flaky, by name, at the end of the run (a bug to fix).
  retries: process.env.CI ? 1 : 0,
  // The JSON report feeds the run's summary (scripts/test-report.mjs): slowest files, retried tests.
  reporter: process.env.E2E_REPORT_FILE
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE }]]
    : [['list']],
  // Once per run, the data folder every test server starts from.
  globalSetup: './support/global-setup.ts',
  use: {
    headless: true,
    // Installing the service worker fetches its whole precache (some 280 files) in every new context:
    // a fifth of a page-only spec's time. The specs about the worker, offline and push allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      testMatch: [...PHONE, ...BOTH],
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
    },
    {
      name: 'desktop',
      testIgnore: PHONE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
