import { expect, type Page, test } from '@playwright/test';

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null') as { user: { email: string } } | null);

test('register, log out, a wrong password, log in, and password recovery', async ({ page }, testInfo) => {
  const email = `ruth-${testInfo.project.name}-${Date.now()}@example.com`;

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill('Ruth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Signing in opens /plan; with no plan on the device or the server, the checklist's sync then
  // sends the person on to plan creation (spec 2 section 4).
  await expect(page).toHaveURL(/\/new$/);
  expect((await storedSession(page))?.user.email).toBe(email);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill('secret-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/new$/);
  expect((await storedSession(page))?.user.email).toBe(email);

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account not found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

  await page.goto(`/reset-password/not-a-real-token/${encodeURIComponent(email)}`);
  await page.getByLabel('New password', { exact: true }).fill('another-secret');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Invalid password reset request.')).toBeVisible();
});
