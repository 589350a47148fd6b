import { expect, test } from '@playwright/test';

test('the app loads, speaks the chosen language and remembers it', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bible Journey' })).toBeVisible();
  await expect(page.getByText('Read the whole Bible on a schedule that fits your days.')).toBeVisible();
  await expect(page.getByText(/1189 chapters over 365 days/)).toBeVisible();

  await page.getByLabel('Language').selectOption('pt');
  await expect(page.getByText('Leia a Bíblia inteira num ritmo que cabe nos seus dias.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'A Bíblia inteira em um ano' })).toBeVisible();
  await expect(page.getByText('Ordem cronológica')).toBeVisible();
  await page.screenshot({ path: `screenshots/welcome-${testInfo.project.name}.png`, fullPage: true });
});

test('deep links load the app, unknown ones show the not-found page, and the API answers', async ({
  page,
  request,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this page" })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bible Journey' })).toBeVisible();
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
});

test('the browser language is the default', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'pl-PL', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('Przeczytaj całą Biblię w rytmie, który pasuje do Twoich dni.')).toBeVisible();
  await context.close();
});
