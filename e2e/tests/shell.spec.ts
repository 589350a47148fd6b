import { expect, test } from '@playwright/test';

test('a newcomer is sent from / to plan creation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('unknown paths show the not-found page, whose link leads back to the start', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this page" })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/new$/);
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok' });
});

test('the browser language is the default, and it is remembered', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'pl-PL', baseURL });
  const page = await context.newPage();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleźliśmy tej strony' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await context.close();
});
