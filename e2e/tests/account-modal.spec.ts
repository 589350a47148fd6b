import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { buildDevicePlan, seedDevice, storedPlan } from '../support/device.ts';

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
  // Keeping a plan made without an account: the box opens on creating one, and logging in is a tab away.
  await expect(dialog.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('link', { name: 'privacy policy and terms' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await dialog.getByRole('tab', { name: 'Log in' }).click();
  await expect(dialog.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');

  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Wrong password')).toBeVisible();

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
    ['pt-BR', { title: 'O login mudou', keepClosed: 'Não mostrar de novo', logIn: 'Entrar', tab: 'Entrar' }],
    [
      'pl-PL',
      { title: 'Logowanie się zmieniło', keepClosed: 'Nie pokazuj więcej', logIn: 'Zaloguj się', tab: 'Zaloguj się' },
    ],
  ] as const) {
    test.describe(locale, () => {
      test.use({ locale });

      test('shows on /plan, opens the log-in tab, and can be kept closed', async ({ page }) => {
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

        // Asked again later (as after a week), it can be kept closed for good.
        await page.evaluate(() => {
          const state = JSON.parse(localStorage.getItem('loginUpdate') ?? '{}');
          localStorage.setItem('loginUpdate', JSON.stringify({ ...state, snoozedUntil: new Date(0).toISOString() }));
        });
        await page.reload();
        await notice.getByRole('button', { name: words.keepClosed }).click();
        await expect(notice).toBeHidden();
        // Kept on the device: the notice is never due again (login-update.test.tsx walks the rule).
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('loginUpdate') ?? '{}').keepClosed)).toBe(
          true,
        );
      });
    });
  }

  test('leaves a new device alone', async ({ page }) => {
    await seedDevice(page, { planv2: buildDevicePlan({ readDays: 0, trackDelays: false }) });
    await page.goto('/plan');
    // The notice's check has run once it remembered the device's first day; it decided to stay away.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('loginUpdate'))).toContain('firstSeenAt');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
