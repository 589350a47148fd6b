import { buildDevicePlan, seedDevice, storedPlan } from '@bible-journey/test-support/device';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/suite.ts';

test.use({ locale: 'en-US' });

test('a plan made without an account is kept in one after logging in from the /plan card', async ({
  page,
  request,
}) => {
  const email = `modal-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Modal Reader', email, password: 'secret-123' },
  });
  expect(registered.ok()).toBe(true);
  const { token } = (await registered.json()) as { token: string };
  const plan = buildDevicePlan({ readDays: 4, trackDelays: false });
  await seedDevice(page, { planv2: plan });

  await page.goto('/plan');
  const card = page.getByRole('region', { name: 'Keep your plan safe in an account' });
  await card.getByRole('button', { name: 'Log in or create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your account' });
  // The box opening on "Create account" (keep-plan-card.test.tsx) and a wrong password said in it
  // (account-modal.test.tsx) are proven on a fake fetch; here, the plan reaches the real account.
  await dialog.getByRole('tab', { name: 'Log in' }).click();
  await expect(dialog.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');

  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('secret-123');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  // Snackbars take turns (the app's "ready to work offline" may come first).
  await expect(page.getByText('Your plan is now kept in your account.')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/plan$/);
  await expect(card).toBeHidden();

  const response = await request.get('/api/plan', { headers: { authorization: `Bearer ${token}` } });
  const { plans } = (await response.json()) as {
    plans: { _id: string; readingCalendar: { read: boolean }[] }[];
  };
  expect(plans).toHaveLength(1);
  expect(plans[0]?.readingCalendar).toHaveLength(plan.planv2.length);
  expect(plans[0]?.readingCalendar.filter((day) => day.read)).toHaveLength(4);
  expect((await storedPlan(page)).planId).toBe(plans[0]?._id);
});

/** A device that has used the app for a while (the notice leaves a newcomer's first days alone). */
const longUsedDevice = () => ({
  planv2: buildDevicePlan({ readDays: 2, trackDelays: false }),
  loginUpdate: { firstSeenAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString() },
});

test.describe('the updated-login notice', () => {
  for (const [locale, words] of [
    ['pt-BR', { title: 'O login mudou', logIn: 'Entrar', tab: 'Entrar' }],
    ['pl-PL', { title: 'Logowanie się zmieniło', logIn: 'Zaloguj się', tab: 'Zaloguj się' }],
  ] as const) {
    test.describe(locale, () => {
      test.use({ locale });

      // Kept closed for good, snoozed, and never on a device's first days: login-update.test.tsx.
      test('shows on /plan and opens the log-in tab', async ({ page }) => {
        await seedDevice(page, longUsedDevice());
        await page.goto('/plan');
        const notice = page.getByRole('dialog', { name: words.title });
        await expect(notice).toBeVisible();
        await expectNoSeriousA11yViolations(page, `updated-login notice (${locale})`);
        await notice.getByRole('button', { name: words.logIn }).click();
        const box = page.getByRole('dialog', { name: locale === 'pt-BR' ? 'Sua conta' : 'Twoje konto' });
        await expect(box.getByRole('tab', { name: words.tab })).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Escape');
        await expect(box).toBeHidden();
      });
    });
  }
});
