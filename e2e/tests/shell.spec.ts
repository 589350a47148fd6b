import { expect, test } from '../support/suite.ts';

test('a newcomer is sent from / to plan creation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// GET /api/health answering { status: 'ok' }: health.test.ts.
test('unknown paths show the not-found page, whose link leads back to the start', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this page" })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/new$/);
});

// The browser's language as the default (language.test.ts, pickLanguage), the page's lang and the
// choice remembered (i18n.test.ts): proven below the browser, and met in every spec that sets only a
// locale (challenges-languages.spec.ts checks the page's lang; accounts.spec.ts in Portuguese…).
