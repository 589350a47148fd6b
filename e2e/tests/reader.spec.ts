import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildDevicePlan, type PlanDay, rangeOf, seedDevice, storedPlan } from '@bible-journey/test-support/device';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expectNotCut, expectOnScreen } from '../support/layout.ts';
import { expectOfflineReady, waitForControllingWorker } from '../support/service-worker.ts';
import { expect, test } from '../support/suite.ts';

test.use({ locale: 'en-US' });

// The server imported these texts at start (BIBLE_DIR in playwright.config.ts); the reader must
// show exactly their words.
const kjv = JSON.parse(
  gunzipSync(readFileSync(new URL('../../apps/server/assets/bible-texts/kjv.json.gz', import.meta.url))).toString(
    'utf8',
  ),
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
const tomorrow = plan.planv2[3] as PlanDay;
// The server holds five open texts; these tests read the KJV unless the interface's language has its own.
const KJV = { id: 'kjv', abbr: 'KJV' };
const todaysChapters = today.readingDetails.map((ref) => ref.chapter);

const READ_NOW = { en: 'Read now', pl: 'Czytaj teraz', id: 'Baca sekarang', pt: 'Ler agora' } as const;

async function openTodaysReading(page: Page, language: keyof typeof READ_NOW = 'en', day = today) {
  await page
    .getByRole('button', { name: `${READ_NOW[language]}: ${rangeOf(day, language)}` })
    .first()
    .click();
  const reader = page.getByRole('dialog', { name: rangeOf(day, language) });
  await expect(reader).toBeVisible();
  return reader;
}

const chapterHeading = (page: Page, chapter: number) =>
  page.getByRole('dialog').getByRole('heading', { level: 2, name: `Genesis ${chapter}` });

// Previous and next within the day, and "Finish reading" only once the last chapter is read to its
// end: reader.test.tsx.
test('today’s reading opens in the reader, moves between its chapters, and finishing marks the day read', async ({
  page,
}) => {
  expect(todaysChapters.length).toBeGreaterThan(1);
  await seedDevice(page, { planv2: plan, bibleVersion: KJV });
  await page.goto('/plan');
  const reader = await openTodaysReading(page);
  const first = todaysChapters[0] as number;
  const last = todaysChapters.at(-1) as number;

  await expect(chapterHeading(page, first)).toBeVisible();
  await expect(reader.getByText(genesisVerse(first, 1))).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Bible version: KJV' })).toBeVisible();
  await expect(reader.getByText(/King James Version/).last()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reader');

  for (const chapter of todaysChapters.slice(1)) {
    await reader.getByRole('button', { name: `Next chapter: Genesis ${chapter}` }).click();
    await expect(chapterHeading(page, chapter)).toBeVisible();
  }
  await expect(reader.getByText(genesisVerse(last, 1))).toBeVisible();

  await reader.getByRole('article').evaluate((article) => {
    article.scrollTop = article.scrollHeight;
  });
  await reader.getByRole('button', { name: 'Finish reading' }).click();
  await expect(reader).toBeHidden();
  await expect(page.getByRole('checkbox', { name: rangeOf(today) })).toBeChecked();
  expect((await storedPlan(page)).planv2[2]?.read).toBe(true);
});

// The service worker is blocked elsewhere (playwright.config.ts): these need it.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the plan’s next days are kept without asking: offline after a reload, today’s and tomorrow’s chapters read', async ({
    page,
    context,
  }) => {
    await seedDevice(page, { planv2: plan, bibleVersion: KJV });
    await page.goto('/plan');
    await expectOfflineReady(page, { withReadings: true });
    await waitForControllingWorker(page);

    await context.setOffline(true);
    try {
      await page.reload();
      let reader = await openTodaysReading(page);
      for (const [index, chapter] of todaysChapters.entries()) {
        if (index > 0) await reader.getByRole('button', { name: `Next chapter: Genesis ${chapter}` }).click();
        await expect(chapterHeading(page, chapter)).toBeVisible();
        await expect(reader.getByText(genesisVerse(chapter, 1))).toBeVisible();
      }
      await reader.getByRole('button', { name: 'Close the reader' }).click();
      await expect(reader).toBeHidden();

      reader = await openTodaysReading(page, 'en', tomorrow);
      const first = tomorrow.readingDetails[0]?.chapter as number;
      await expect(chapterHeading(page, first)).toBeVisible();
      await expect(reader.getByText(genesisVerse(first, 1))).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a downloaded version is read offline after a reload; a version not on the device gives way to it', async ({
    page,
    context,
  }) => {
    await seedDevice(page, { planv2: plan, bibleVersion: KJV });
    await page.goto('/plan');
    // The worker installs its precache first: on a busy machine that takes a while.
    await expectOfflineReady(page);
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
    await expect(chapterHeading(page, todaysChapters[0] as number)).toBeVisible();
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
      await expect(reader.getByRole('dialog', { name: 'Bible versions' })).toBeVisible();
      await expect(reader.getByRole('button', { name: /^BLIVRE/ })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(reader.getByRole('dialog', { name: 'Bible versions' })).toBeHidden();
      const second = todaysChapters[1] as number;
      await reader.getByRole('button', { name: `Next chapter: Genesis ${second}` }).click();
      await expect(reader.getByText(genesisVerse(second, 1))).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('the “works offline” notice never covers a field of the new-plan form', async ({ page }, testInfo) => {
    const width = widthsOf(testInfo.project.name)[1] ?? null;
    if (width) await page.setViewportSize({ width, height: 640 });
    await page.goto('/new');
    // No plan yet, so no readings kept: it says only what is true, that the app opens offline.
    const notice = page.getByRole('status').filter({ hasText: 'The app now opens offline' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    const fields = page.locator(
      'input:not([type="checkbox"],[type="radio"],[type="button"],[type="submit"],[type="hidden"]), select, textarea',
    );
    await expect(fields.first()).toBeVisible();

    const expectClear = async (where: string) => {
      // Give the placement a frame to follow a scroll.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shown = await notice.evaluate((element) => getComputedStyle(element).opacity !== '0');
      if (!shown) return;
      const box = (await notice.boundingBox()) as Box;
      for (const field of await fields.all()) {
        const other = await field.boundingBox();
        if (!other || !(await field.isVisible())) continue;
        const overlaps =
          box.x < other.x + other.width &&
          other.x < box.x + box.width &&
          box.y < other.y + other.height &&
          other.y < box.y + box.height;
        expect(overlaps, `the notice over a field (${where})`).toBe(false);
      }
    };
    await expectClear('page top');
    await page.mouse.wheel(0, 400);
    await expectClear('scrolled');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectClear('page bottom');
  });
});

test('a failing provider says its source did not answer, and “Choose another version” reads again', async ({
  page,
}) => {
  await seedDevice(page, { planv2: plan, bibleVersion: KJV });
  await page.goto('/plan');
  const reader = await openTodaysReading(page);
  const first = todaysChapters[0] as number;
  await expect(reader.getByText(genesisVerse(first, 1))).toBeVisible();

  // NVI comes from A Bíblia Digital, which the test server points at a closed port.
  await reader.getByRole('button', { name: 'Bible version: KJV' }).click();
  await reader.getByRole('group', { name: 'Português' }).getByRole('button', { name: /^NVI/ }).click();
  const failed = reader.getByRole('region', {
    name: `We couldn't load Genesis ${first}: the source of NVI didn't answer`,
  });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  // The header still names the chapter; nothing says "offline" while online.
  await expect(chapterHeading(page, first)).toBeVisible();
  await expect(failed.getByText(/offline/)).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectNoSeriousA11yViolations(page, `reader load failed (${theme})`);
  }

  await failed.getByRole('button', { name: 'Choose another version' }).click();
  const list = reader.getByRole('dialog', { name: 'Bible versions' });
  await expect(list).toBeVisible();
  await list.getByRole('group', { name: 'English' }).getByRole('button', { name: /^KJV/ }).click();
  await expect(reader.getByText(genesisVerse(first, 1))).toBeVisible();
  await expect(failed).toBeHidden();
});

test('a version the server has no source for, and a device gone offline, each say so', async ({ page, context }) => {
  // KJV removed from the device earlier, so not kept by itself: nothing to read offline.
  await seedDevice(page, { planv2: plan, bibleVersion: KJV, versionsNotKept: ['kjv'] });
  await page.goto('/plan');
  const first = todaysChapters[0] as number;
  // The server's own answer for a version whose source isn't set up (GET …/esv/… answers 503 so).
  await page.route(`**/api/bible/kjv/genesis/${first}`, (route) =>
    route.fulfill({ status: 503, json: { message: "ESV can't be read right now" } }),
  );
  const reader = await openTodaysReading(page);
  const unavailable = reader.getByRole('region', { name: "KJV can't be read on this server" });
  await expect(unavailable).toBeVisible();
  await expect(unavailable.getByRole('button', { name: 'Choose another version' })).toBeVisible();
  await page.unroute(`**/api/bible/kjv/genesis/${first}`);

  // The request itself fails (the network went away, the browser not aware yet).
  const second = todaysChapters[1] as number;
  await page.route(`**/api/bible/kjv/genesis/${second}`, (route) => route.abort('internetdisconnected'));
  await reader.getByRole('button', { name: `Next chapter: Genesis ${second}` }).click();
  const offline = reader.getByRole('region', { name: 'You are offline' });
  await expect(offline).toBeVisible();
  await expect(offline.getByText(/download a version from the version list/)).toBeVisible();
  await expect(chapterHeading(page, second)).toBeVisible();

  // The browser knows it is offline and nothing is downloaded: nothing to read until one is.
  await context.setOffline(true);
  try {
    await expect(reader.getByRole('region', { name: 'No Bible version on this device' })).toBeVisible();
    await expect(chapterHeading(page, second)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

type Box = { x: number; y: number; width: number; height: number };

const widthsOf = (project: string) => (project === 'phone' ? [320, 360] : [null]);

const LAYOUT = {
  pl: {
    locale: 'pl-PL',
    title: (chapter: number) => `Księga Rodzaju ${chapter}`,
    versionButton: 'Przekład Biblii: PBG',
    list: 'Przekłady Biblii',
    note: null,
  },
  id: {
    locale: 'id-ID',
    // The heading names the book in the interface's language, whatever the version's.
    title: (chapter: number) => `Kejadian ${chapter}`,
    versionButton: 'Versi Alkitab: KJV',
    list: 'Versi Alkitab',
    note: 'Belum ada Alkitab berbahasa Indonesia di server ini. KJV berbahasa Inggris.',
  },
} as const;

for (const language of ['pl', 'id'] as const) {
  const words = LAYOUT[language];
  test.describe(`the reader in ${language}`, () => {
    test.use({ locale: words.locale });

    test('shows the whole chapter name and a version list that fits the screen, by keyboard too', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await seedDevice(page, language === 'pl' ? { planv2: plan } : { planv2: plan, bibleVersion: KJV });
      const first = todaysChapters[0] as number;
      for (const width of widthsOf(testInfo.project.name)) {
        if (width) await page.setViewportSize({ width, height: 720 });
        const at = width ? `${width} px` : 'desktop';
        await page.goto('/plan');
        const reader = await openTodaysReading(page, language);
        const title = reader.getByRole('heading', { level: 2 });
        await expect(title).toHaveText(words.title(first));
        await expectOnScreen(page, title, `title at ${at}`);
        await expectNotCut(title, `title at ${at}`);
        if (words.note) await expect(reader.getByText(words.note)).toBeVisible();

        const trigger = reader.getByRole('button', { name: words.versionButton });
        await expectOnScreen(page, trigger, `version button at ${at}`);
        await trigger.focus();
        await page.keyboard.press('Enter');
        const list = reader.getByRole('dialog', { name: words.list });
        await expect(list).toBeVisible();
        // Measured once it has slid into place.
        await list.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
        await expect(list.getByRole('button', { pressed: true })).toBeFocused();
        await expectOnScreen(page, list, `version list at ${at}`);
        for (const row of await list.getByRole('button', { pressed: false }).all()) {
          const box = (await row.boundingBox()) as Box;
          expect(box.x, `a version row at ${at}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `a version row at ${at}`).toBeLessThanOrEqual(
            (page.viewportSize()?.width ?? 0) + 0.5,
          );
        }
        // axe at the first width: the same elements and colours at the second.
        const checkA11y = width === widthsOf(testInfo.project.name)[0];
        if (checkA11y) {
          for (const theme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: theme });
            await expectNoSeriousA11yViolations(page, `version list, ${language}, ${at}, ${theme}`, { theme });
          }
          await page.emulateMedia({ colorScheme: 'light' });
        }
        await page.keyboard.press('Escape');
        await expect(list).toBeHidden();
        await expect(reader).toBeVisible();
        await expect(trigger).toBeFocused();
        if (checkA11y) await expectNoSeriousA11yViolations(page, `reader, ${language}, ${at}`);
      }
    });
  });
}

test.describe('a long book name in Polish', () => {
  test.use({ locale: 'pl-PL' });
  // Today is the plan's last day, ending with Matthew 28: the reader opens on Matthew 26 or 27.
  // Every day before today is read, so the checklist opens on today.
  const matthewPlan = buildDevicePlan({
    readDays: 299,
    trackDelays: false,
    startedDaysAgo: 299,
    length: 300,
    endReading: { bookIndex: 39, chapter: 28 },
  });
  const lastDay = matthewPlan.planv2.at(-1) as PlanDay;

  test('wraps rather than being cut, and the controls stay on screen', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await seedDevice(page, { planv2: matthewPlan });
    const first = lastDay.readingDetails[0]?.chapter as number;
    for (const width of widthsOf(testInfo.project.name)) {
      if (width) await page.setViewportSize({ width, height: 720 });
      const at = width ? `${width} px` : 'desktop';
      await page.goto('/plan');
      const reader = await openTodaysReading(page, 'pl', lastDay);
      const title = reader.getByRole('heading', { level: 2, name: `Ewangelia według św. Mateusza ${first}` });
      await expect(title).toBeVisible();
      await expectOnScreen(page, title, `long title at ${at}`);
      await expectNotCut(title, `long title at ${at}`);
      for (const name of ['Przekład Biblii: PBG', 'Mniejszy tekst', 'Większy tekst', 'Zamknij czytnik']) {
        await expectOnScreen(page, reader.getByRole('button', { name }), `${name} at ${at}`);
      }
    }
  });
});
