import { buildDevicePlan, seedDevice } from '@bible-journey/test-support/device';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/suite.ts';

test.use({ locale: 'en-US' });

test('a signed-in person edits their name, sends feedback, and deletes the account in two steps', async ({
  page,
  request,
}) => {
  const email = `menu-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Menu Reader', email, password: 'secret-123' },
  });
  expect(registered.ok()).toBe(true);
  const session = (await registered.json()) as { user: unknown; token: string };
  await seedDevice(page, { session, planv2: buildDevicePlan({ readDays: 2, trackDelays: false }) });

  await page.goto('/menu');
  await page.getByRole('button', { name: /Edit profile/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit profile' });
  await editDialog.getByLabel('Name').fill('Ruth Reader');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was updated')).toBeVisible();
  const profile = await request.get('/api/user', { headers: { authorization: `Bearer ${session.token}` } });
  expect(((await profile.json()) as { user: { name: string } }).user.name).toBe('Ruth Reader');

  await page.getByRole('button', { name: 'Send feedback' }).click();
  const feedbackDialog = page.getByRole('dialog', { name: /feedback/i });
  await feedbackDialog.getByRole('textbox').first().fill('The reading plan is lovely.');
  await feedbackDialog.getByRole('button', { name: 'Send' }).click();
  await expect(feedbackDialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText(`We sent a confirmation to ${email}`)).toBeVisible();
  const gone = await request.get('/api/user', { headers: { authorization: `Bearer ${session.token}` } });
  expect(gone.status()).toBe(401);
});

/** The phone project at the narrowest common width (360 px); the desktop project as it is. */
async function atPhoneWidth(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 740 });
}

/** Whether the page is wider than the screen (something sticks out sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Every error report or feedback the page sends, as sent. */
function recordReports(page: Page) {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/service/send-notification') && request.method() === 'POST') {
      sent.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return sent;
}

// Nothing sent without a description and the person's agreement: feedback-form.test.tsx and
// report-error-page.test.tsx.
test('report an error from the menu: shows the device data, then sends the report with it', async ({
  page,
}, testInfo) => {
  await atPhoneWidth(page, testInfo);
  await seedDevice(page, { planv2: buildDevicePlan({ readDays: 2, trackDelays: false }) });
  const sent = recordReports(page);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Report an error' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an error' });
  const backup = dialog.getByRole('region', { name: 'What goes with your report' });
  await expect(backup.getByText(/Your reading plan: \d+ days, 2 read/)).toBeVisible();
  await backup.getByText('See everything that will be sent').click();
  await expect(backup.locator('pre')).toContainText('"planv2"');
  expect(await scrollsSideways(page)).toBe(false);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoSeriousA11yViolations(page, `report-error modal (${colorScheme})`, { theme: colorScheme });
  }

  await dialog.getByLabel('What went wrong?').fill('The tick on day 3 did not stay.');
  await dialog.getByLabel(/I agree to send my message/).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ type: 'REPORTING', message: expect.stringContaining('The tick on day 3') });
  expect(JSON.parse(sent[0]?.backup as string)).toHaveProperty('planv2');
});

// Nothing sent as it opens, and the report sent once written and agreed, then "Error reported":
// report-error-page.test.tsx (the report through the real server: the test above).
test('/report-error at a phone width: nothing sideways, no serious a11y problems', async ({ page }, testInfo) => {
  await atPhoneWidth(page, testInfo);
  await page.goto('/report-error');
  await expect(page.getByRole('heading', { level: 1, name: 'Report an error' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What goes with your report' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoSeriousA11yViolations(page, `/report-error (${colorScheme})`, { theme: colorScheme });
  }
});

// The install link to /download-app, the e-mail among the social links, and the announcement shown
// once, remembered as seen: more-cards.test.tsx.
test('the menu with the dark theme announcement, then in the dark theme it turns on: fits, passes axe', async ({
  page,
}, testInfo) => {
  await atPhoneWidth(page, testInfo);
  await seedDevice(page, { planv2: buildDevicePlan({ readDays: 2, trackDelays: false }), theme: 'light' });
  await page.goto('/menu');
  const announcement = page.getByRole('region', { name: 'New: dark theme' });
  await expect(announcement).toBeVisible();
  // The cards that come in their own chunk are laid out before measuring.
  for (const card of ['Install the app', 'Follow us']) {
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  }
  expect(await scrollsSideways(page)).toBe(false);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoSeriousA11yViolations(page, '/menu with the dark theme announcement (light)');

  await announcement.getByRole('button', { name: 'Try the dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(announcement).toBeHidden();
  await expectNoSeriousA11yViolations(page, '/menu (dark)');
});
