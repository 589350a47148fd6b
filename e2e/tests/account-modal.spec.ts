import { expect, test } from '@playwright/test';
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
