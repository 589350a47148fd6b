import { buildDevicePlan, seedDevice } from '@bible-journey/test-support/device';
import type { Page } from '@playwright/test';
import { expectScreenAccessible } from '../support/a11y.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expect, test } from '../support/suite.ts';

test.use({ locale: 'en-US' });

interface Screen {
  name: string;
  path: string;
  /** The screen's main heading, once it has loaded. */
  heading: string | RegExp;
  /** Whether the device holds a plan when the screen opens. */
  withPlan?: boolean;
}

// Every screen of the personal area and accounts (spec 1 and 2, section 2), as a newcomer or a
// person with a plan on the device sees it.
const screens: Screen[] = [
  { name: 'new-plan', path: '/new', heading: 'Create your plan' },
  { name: 'plan', path: '/plan', heading: 'Your reading plan', withPlan: true },
  { name: 'edit-plan', path: '/plan/edit', heading: 'Edit your plan', withPlan: true },
  // The old "Your plan is ready" screen: the plan with its welcome now (issue 24).
  { name: 'created', path: '/created', heading: 'Your reading plan', withPlan: true },
  { name: 'login', path: '/login', heading: 'Log in' },
  { name: 'register', path: '/register', heading: 'Create your account' },
  { name: 'finish-register', path: '/register?finishRegister=true', heading: 'Finish your registration' },
  { name: 'forgot-password', path: '/forgot-password', heading: 'Forgot your password' },
  { name: 'reset-password', path: '/reset-password/some-token/reader%40example.com', heading: 'Choose a new password' },
  { name: 'menu', path: '/menu', heading: 'Menu', withPlan: true },
  { name: 'report-error', path: '/report-error', heading: 'Report an error', withPlan: true },
  { name: 'download', path: '/download', heading: 'Download your plan', withPlan: true },
  { name: 'not-found', path: '/no-such-page', heading: "We couldn't find this page" },
];

/** Console errors of the page, Content-Security-Policy violations included ("Refused to …"). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openScreen(page: Page, screen: Screen) {
  if (screen.withPlan) await seedDevice(page, { planv2: buildDevicePlan({ readDays: 12, trackDelays: false }) });
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
}

for (const screen of screens) {
  test(`${screen.name}: no serious accessibility problems, light and dark`, async ({ page }, testInfo) => {
    const consoleErrors = collectConsoleErrors(page);
    await openScreen(page, screen);
    await expectScreenAccessible(page, screen.path, {
      project: testInfo.project.name,
      // The side panel's colours: on the plan.
      ownColours: screen.name === 'plan',
      shoot: (theme) => saveScreenshot(page, `${testInfo.project.name}/${screen.name}-${theme}`, { fullPage: true }),
    });
    expect(consoleErrors, `console errors on ${screen.path}`).toEqual([]);
  });
}

test('reader: no serious accessibility problems, light and dark', async ({ page }, testInfo) => {
  const consoleErrors = collectConsoleErrors(page);
  await openScreen(page, { name: 'plan', path: '/plan', heading: 'Your reading plan', withPlan: true });
  await page
    .getByRole('button', { name: /^Read now: / })
    .first()
    .click();
  const reader = page.getByRole('dialog');
  await expect(reader.getByRole('heading', { level: 2 })).toHaveText(/\d$/);
  // With no choice, English reads the first English version of the catalog (spec 2: ASV).
  await expect(reader.getByRole('button', { name: 'Bible version: ASV' })).toBeVisible();
  await expectScreenAccessible(page, 'reader', {
    project: testInfo.project.name,
    // From 600 px the reader's header is laid out anew, its tools beside the title.
    ownColours: true,
    shoot: (theme) => saveScreenshot(page, `${testInfo.project.name}/reader-${theme}`),
  });
  await reader.getByRole('button', { name: 'Bible version: ASV' }).click();
  await saveScreenshot(page, `${testInfo.project.name}/reader-versions`);
  expect(consoleErrors, 'console errors in the reader').toEqual([]);
});
