import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { buildDevicePlan, type PlanDay, rangeOf, seedDevice, storedPlan } from '../support/device.ts';
import { waitForControllingWorker } from '../support/service-worker.ts';

test.use({ locale: 'en-US' });

// The server imported these texts at start (BIBLE_DIR in playwright.config.ts); the reader must
// show exactly their words.
const kjv = JSON.parse(
  gunzipSync(readFileSync(new URL('../../apps/server/assets/bible-texts/kjv.json.gz', import.meta.url))).toString('utf8'),
) as { books: { chapters: string[][] }[] };
const genesisVerse = (chapter: number, verse: number) => kjv.books[0]?.chapters[chapter - 1]?.[verse - 1] ?? '';

// Genesis over 17 days, two of them behind us and read: today reads about three chapters.
const plan = buildDevicePlan({
  readDays: 2,
  trackDelays: false,
  startedDaysAgo: 2,
  length: 17,
  endReading: { bookIndex: 0, chapter: 50 },
});
const today = plan.planv2[2] as PlanDay;
const todaysChapters = today.readingDetails.map((ref) => ref.chapter);

async function openTodaysReading(page: Page) {
  await page.getByRole('button', { name: `Read now: ${rangeOf(today)}` }).click();
  const reader = page.getByRole('dialog', { name: rangeOf(today) });
  await expect(reader).toBeVisible();
  return reader;
}

const chapterHeading = (page: Page, chapter: number) =>
  page.getByRole('dialog').getByRole('heading', { level: 2, name: `Genesis ${chapter}` });

test('today’s reading opens in the reader, moves between its chapters, and finishing marks the day read', async ({
  page,
}) => {
  expect(todaysChapters.length).toBeGreaterThan(1);
  await seedDevice(page, { planv2: plan });
  await page.goto('/plan');
  const reader = await openTodaysReading(page);
  const [first, second] = todaysChapters as [number, number];
  const last = todaysChapters.at(-1) as number;

  await expect(chapterHeading(page, first)).toBeVisible();
  await expect(reader.getByText(genesisVerse(first, 1))).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Bible version: KJV' })).toBeVisible();
  await expect(reader.getByText(/King James Version/).last()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reader');

  await reader.getByRole('button', { name: `Next chapter: Genesis ${second}` }).click();
  await expect(chapterHeading(page, second)).toBeVisible();
  await expect(reader.getByText(genesisVerse(second, 1))).toBeVisible();
  await reader.getByRole('button', { name: `Previous chapter: Genesis ${first}` }).click();
  await expect(chapterHeading(page, first)).toBeVisible();

  for (const chapter of todaysChapters.slice(1)) {
    await reader.getByRole('button', { name: `Next chapter: Genesis ${chapter}` }).click();
    await expect(chapterHeading(page, chapter)).toBeVisible();
  }
  await expect(reader.getByText(genesisVerse(last, 1))).toBeVisible();
  await expect(reader.getByText('Read to the end to finish')).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Finish reading' })).toBeHidden();

  await reader.getByRole('article').evaluate((article) => {
    article.scrollTop = article.scrollHeight;
  });
  await reader.getByRole('button', { name: 'Finish reading' }).click();
  await expect(reader).toBeHidden();
  await expect(page.getByRole('checkbox', { name: rangeOf(today) })).toBeChecked();
  expect((await storedPlan(page)).planv2[2]?.read).toBe(true);
});

test('a downloaded version is read offline after a reload; a version not on the device gives way to it', async ({
  page,
  context,
}) => {
  await seedDevice(page, { planv2: plan });
  await page.goto('/plan');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible();
  await waitForControllingWorker(page);

  let reader = await openTodaysReading(page);
  await reader.getByRole('button', { name: 'Bible version: KJV' }).click();
  await reader.getByRole('button', { name: 'Download KJV to read offline' }).click();
  await expect(reader.getByRole('button', { name: 'KJV downloaded. Remove it from this device' })).toBeVisible({
    timeout: 30_000,
  });
  // Read in a version that is not on the device, then lose the network.
  await reader
    .getByRole('group', { name: 'Português' })
    .getByRole('button', { name: /^BLIVRE/ })
    .click();
  await expect(reader.getByRole('button', { name: 'Bible version: BLIVRE' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2, name: /^Gênesis/ })).toBeVisible();
  await reader.getByRole('button', { name: 'Close the reader' }).click();
  await expect(reader).toBeHidden();

  await context.setOffline(true);
  try {
    await page.reload();
    reader = await openTodaysReading(page);
    const first = todaysChapters[0] as number;
    await expect(chapterHeading(page, first)).toBeVisible();
    await expect(reader.getByText(genesisVerse(first, 1))).toBeVisible();
    await expect(
      reader.getByText('You are offline, so we changed the version to KJV, which is on this device.'),
    ).toBeVisible();
    await reader.getByRole('button', { name: 'Bible version: KJV' }).click();
    // Offline, only what is on the device is listed.
    await expect(reader.getByRole('button', { name: /^BLIVRE/ })).toHaveCount(0);
    await reader.getByRole('button', { name: 'Bible version: KJV' }).click();
    const second = todaysChapters[1] as number;
    await reader.getByRole('button', { name: `Next chapter: Genesis ${second}` }).click();
    await expect(reader.getByText(genesisVerse(second, 1))).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a failing provider shows the load-failed panel, and another version reads again', async ({ page }) => {
  await seedDevice(page, { planv2: plan });
  await page.goto('/plan');
  const reader = await openTodaysReading(page);
  await expect(reader.getByText(genesisVerse(todaysChapters[0] as number, 1))).toBeVisible();

  // NVI comes from A Bíblia Digital, which the test server points at a closed port.
  await reader.getByRole('button', { name: 'Bible version: KJV' }).click();
  await reader.getByRole('group', { name: 'Português' }).getByRole('button', { name: /^NVI/ }).click();
  const failed = reader.getByRole('region', { name: "We couldn't load this chapter" });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2, name: 'Oops =(' })).toBeVisible();
  await expect(failed.getByRole('listitem')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'reader load failed');

  await reader.getByRole('button', { name: 'Bible version: NVI' }).click();
  await reader.getByRole('group', { name: 'English' }).getByRole('button', { name: /^KJV/ }).click();
  await expect(reader.getByText(genesisVerse(todaysChapters[0] as number, 1))).toBeVisible();
  await expect(failed).toBeHidden();
});
