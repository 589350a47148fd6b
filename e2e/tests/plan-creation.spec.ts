import { expect, test } from '@playwright/test';

test.use({ locale: 'en-US' });

test('creates a 30-day New Testament plan and keeps it on the device', async ({ page }) => {
  await page.goto('/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your plan' })).toBeVisible();

  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('button', { name: 'Plan by number of days' }).click();
  await page.getByRole('spinbutton', { name: 'Number of days' }).fill('30');

  await page.getByRole('button', { name: /^Start reading/ }).click();
  const picker = page.getByRole('dialog', { name: 'Start reading' });
  await picker.getByRole('button', { name: 'Matthew' }).click();
  await expect(picker.getByRole('heading', { name: 'Chapters of Matthew' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Matthew 1', exact: true })).toBeFocused();
  await picker.getByRole('button', { name: 'Matthew 1', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: /^Start reading Matt 1$/ })).toBeVisible();
  await expect(page.getByText('Days of reading: 30')).toBeVisible();

  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page).toHaveURL(/\/created$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your plan is ready' })).toBeVisible();
  await expect(page.getByText('Days of reading: 30')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my plan' })).toHaveAttribute('href', '/plan');

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('planv2') ?? 'null'));
  expect(stored.planv2).toHaveLength(30);
  expect(stored).toMatchObject({ planType: 2, quantityOfDays: 30, readingOrder: 'traditional', planId: null });
  expect(stored.planv2[0].readingStart).toEqual({ book: 'matthew', chapter: 1 });
  expect(stored.planv2[29].readingEnd).toEqual({ book: 'revelation', chapter: 22 });
});

test('an end reading before the start shows an inline error that clears after 3 s', async ({ page }) => {
  await page.goto('/new');
  await page.getByRole('button', { name: /^End reading/ }).click();
  const picker = page.getByRole('dialog', { name: 'End reading' });
  await picker.getByRole('button', { name: 'Genesis' }).click();
  await picker.getByRole('button', { name: 'Genesis 1', exact: true }).click();
  await page.getByRole('button', { name: /^Start reading/ }).click();
  await page.getByRole('dialog', { name: 'Start reading' }).getByRole('button', { name: 'Exodus' }).click();
  await page
    .getByRole('dialog', { name: 'Start reading' })
    .getByRole('button', { name: 'Exodus 1', exact: true })
    .click();

  await page.getByRole('button', { name: 'Create plan' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'The end reading must come after the start reading.' });
  await expect(error).toBeVisible();
  await expect(error).toBeHidden({ timeout: 4500 });
  await expect(page).toHaveURL(/\/new$/);
  expect(await page.evaluate(() => localStorage.getItem('planv2'))).toBeNull();
});

test('the date picker loads when a date field is reached, with its first segment focused', async ({ page }) => {
  await page.goto('/new');
  const startDate = page.getByRole('button', { name: /^Start date \d+\/\d+\/\d{4}$/ });
  await expect(startDate).toBeVisible();
  await expect(page.getByRole('group', { name: 'Start date' })).toHaveCount(0);
  await startDate.click();
  const month = page.getByRole('group', { name: 'Start date' }).getByRole('spinbutton').first();
  await expect(month).toBeFocused();
  const before = Number(await month.getAttribute('aria-valuenow'));
  await page.keyboard.press('ArrowUp');
  await expect(month).toHaveAttribute('aria-valuenow', String((before % 12) + 1));
});
