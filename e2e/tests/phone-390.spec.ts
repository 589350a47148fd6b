import { bookName, todayIso } from '@bible-journey/core';
import { buildDevicePlan, type PlanDay, rangeOf, seedDevice, storedPlan } from '@bible-journey/test-support/device';
import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { expectNoHorizontalOverflow, expectNotCut, expectOnScreen } from '../support/layout.ts';
import { expect, test } from '../support/suite.ts';

// Issue 11's screens on a 390 × 844 phone (an iPhone's), in the languages with the longest words:
// the newcomer's first screen, a preset made into a plan, the Today card, the reader and its
// version sheet, the finished day; and a late plan's catch-up card and replan dialog. Each fits the
// screen's width, and passes axe in light and dark (checked in Polish: the same elements and colours
// in Indonesian).

const WORDS = {
  pl: {
    locale: 'pl-PL',
    tagline: 'Przeczytaj całą Biblię we własnym rytmie.',
    logIn: 'Zaloguj się',
    language: 'Język',
    preset: 'Nowy Testament w 90 dni',
    create: 'Utwórz plan',
    welcome: 'Twój plan jest gotowy',
    gotIt: 'Rozumiem',
    today: 'Dziś',
    start: 'Zacznij czytać',
    // The server's Polish text.
    versionButton: 'Przekład Biblii: PBG',
    versions: 'Przekłady Biblii',
    next: 'Następny rozdział',
    finish: 'Zakończ czytanie',
    moment: 'Czytanie ukończone',
    continue: 'Dalej',
    behind: 'Masz 7 zaległych czytań.',
    catchUp: 'Nadrób zaległości',
    late: 'Masz zaległości w czytaniu',
    keepEnd: 'Zachowaj datę końca',
    keepPace: 'Zachowaj moje tempo',
    replan: 'Ułóż plan od dziś',
  },
  id: {
    locale: 'id-ID',
    tagline: 'Baca seluruh Alkitab dengan jadwal yang sesuai dengan keseharian Anda.',
    logIn: 'Masuk',
    language: 'Bahasa',
    preset: 'Perjanjian Baru dalam 90 hari',
    create: 'Buat rencana',
    welcome: 'Rencana Anda sudah siap',
    gotIt: 'Mengerti',
    today: 'Hari ini',
    start: 'Mulai membaca',
    // No Indonesian text on the server: the reader reads an English one and says so.
    versionButton: /^Versi Alkitab: [A-Z]+$/,
    noteOnServer: /^Belum ada Alkitab berbahasa Indonesia di server ini\. [A-Z]+ berbahasa Inggris\.$/,
    versions: 'Versi Alkitab',
    next: 'Pasal berikutnya',
    finish: 'Selesai membaca',
    moment: 'Bacaan selesai',
    continue: 'Lanjut',
    behind: 'Anda tertinggal 7 bacaan.',
    catchUp: 'Kejar ketertinggalan',
    late: 'Bacaan Anda tertinggal',
    keepEnd: 'Pertahankan tanggal selesai',
    keepPace: 'Pertahankan ritme membaca saya',
    replan: 'Susun ulang mulai hari ini',
  },
} as const;

const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', "a phone's screen: the phone project runs it");
  return page.emulateMedia({ reducedMotion: 'reduce' });
});

/**
 * The screen as it is now: no sideways scroll at 390 px, and, in Polish, axe finds nothing in light
 * or dark (the same elements and colours in Indonesian).
 */
async function expectScreenFits(page: Page, what: string, language: 'pl' | 'id') {
  await expectNoHorizontalOverflow(page, what);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what}: page width`).toBeLessThanOrEqual(
    WIDTH,
  );
  if (language !== 'pl') return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoA11yViolations(page, `${what}, ${WIDTH} px (${colorScheme})`, { theme: colorScheme });
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/** Waits until the element has stopped moving in (no running animation), so it is measured in place. */
const settled = (locator: Locator) =>
  expect
    .poll(() =>
      locator.evaluate(
        (element) => element.getAnimations().filter((animation) => animation.playState === 'running').length,
      ),
    )
    .toBe(0);

for (const language of ['pl', 'id'] as const) {
  const words = WORDS[language];
  test.describe(`in ${language}`, () => {
    test.use({ locale: words.locale });

    test('a newcomer makes a plan, reads today in the reader and finishes the day', async ({ page }) => {
      // Axe runs eight times in Polish: slow on a busy two-core machine.
      test.setTimeout(300_000);
      // The first screen: the app's name, what it does, Log in and the language.
      await page.goto('/new');
      await expect(page.getByRole('button', { name: words.create })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Bible Journey')).toBeVisible();
      for (const [shown, what] of [
        [page.getByText(words.tagline), 'the tagline'],
        [page.getByRole('button', { name: words.logIn }), 'Log in'],
        [page.getByRole('combobox', { name: words.language }), 'the language'],
      ] as const) {
        await expect(shown).toBeVisible();
        await expectOnScreen(page, shown, `${what} on /new in ${language}`, { sideways: true });
      }
      await expectScreenFits(page, `/new in ${language}`, language);

      // A preset card makes the plan.
      const preset = page.getByRole('radio', { name: words.preset });
      await preset.check();
      await expect(preset).toBeChecked();
      await page.getByRole('button', { name: words.create }).click();
      // The plan itself opens, welcoming the new plan (issue 24).
      await expect(page).toHaveURL(/\/plan$/);
      const welcome = page.getByRole('region', { name: words.welcome });
      await expect(welcome).toBeVisible();
      await expectOnScreen(page, welcome, `the welcome in ${language}`, { sideways: true });
      await welcome.getByRole('button', { name: words.gotIt }).click();
      await expect(welcome).toBeHidden();

      // The Today card, its button on screen.
      const todays = (await storedPlan(page)).planv2.find((day) => day.date === todayIso()) as PlanDay;
      expect(todays.readingStart.book).toBe('matthew');
      const card = page.getByRole('region', { name: words.today });
      await expect(card.getByText(rangeOf(todays, language), { exact: true })).toBeVisible();
      const start = card.getByRole('button', { name: new RegExp(`^${words.start}`) });
      await expectOnScreen(page, card, `the Today card in ${language}`, { sideways: true });
      await expectOnScreen(page, start, `Start reading in ${language}`);
      await expectScreenFits(page, `/plan in ${language}`, language);

      // The reader: the whole book name and chapter in its header.
      await start.click();
      const reader = page.getByRole('dialog', { name: rangeOf(todays, language) });
      await expect(reader).toBeVisible();
      const [first, ...rest] = todays.readingDetails.map((ref) => ref.chapter);
      const title = reader.getByRole('heading', { level: 2 });
      await expect(title).toHaveText(`${bookName('matthew', language)} ${first}`);
      await expectOnScreen(page, title, `the reader's title in ${language}`);
      await expectNotCut(title, `the reader's title in ${language}`);
      await expect(reader.getByRole('article')).not.toBeEmpty();
      if ('noteOnServer' in words) await expect(reader.getByText(words.noteOnServer)).toBeVisible();
      await expectScreenFits(page, `the reader in ${language}`, language);

      // The version sheet fits inside the screen.
      await reader.getByRole('button', { name: words.versionButton }).click();
      const sheet = reader.getByRole('dialog', { name: words.versions });
      await expect(sheet).toBeVisible();
      await settled(sheet);
      await expectOnScreen(page, sheet, `the version sheet in ${language}`);
      await expectScreenFits(page, `the version sheet in ${language}`, language);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      // Read to the end of today's chapters and finish.
      for (const chapter of rest) {
        await reader.getByRole('button', { name: new RegExp(`^${words.next}`) }).click();
        await expect(title).toHaveText(`${bookName('matthew', language)} ${chapter}`);
      }
      await reader.getByRole('article').evaluate((article) => {
        article.scrollTop = article.scrollHeight;
      });
      await reader.getByRole('button', { name: words.finish }).click();

      // The finished day's moment, whole on the screen.
      const moment = page.getByRole('dialog', { name: words.moment });
      await expect(moment).toBeVisible();
      await settled(moment);
      await expectOnScreen(page, moment, `the finished-day moment in ${language}`);
      await expectScreenFits(page, `the finished-day moment in ${language}`, language);
      await moment.getByRole('button', { name: words.continue }).click();
      await expect(moment).toBeHidden();
      expect((await storedPlan(page)).planv2.find((day) => day.date === todayIso())?.read).toBe(true);
    });

    test('a late plan: the catch-up card and the replan dialog with both choices fit the screen', async ({ page }) => {
      test.setTimeout(180_000);
      // Began 10 days ago, 3 days read: 7 readings wait.
      await seedDevice(page, { planv2: buildDevicePlan({ readDays: 3, trackDelays: false }) });
      await page.goto('/plan');
      const behind = page.getByText(words.behind);
      // The first screen of a test waits for the app's chunks, slow on a busy machine.
      await expect(behind).toBeVisible({ timeout: 20_000 });
      const catchUp = page.getByRole('button', { name: words.catchUp });
      for (const [shown, what] of [
        [behind, 'the catch-up text'],
        [catchUp, 'Catch up'],
      ] as const) {
        await expectOnScreen(page, shown, `${what} in ${language}`, { sideways: true });
        await expectNotCut(shown, `${what} in ${language}`);
      }
      await expectScreenFits(page, `the catch-up card in ${language}`, language);

      await catchUp.click();
      const dialog = page.getByRole('dialog', { name: words.late });
      await expect(dialog).toBeVisible();
      await settled(dialog);
      await expectOnScreen(page, dialog, `the replan dialog in ${language}`, { sideways: true });
      for (const choice of [words.keepEnd, words.keepPace]) {
        const card = dialog.locator('label').filter({ has: page.getByRole('radio', { name: choice }) });
        await card.scrollIntoViewIfNeeded();
        await expectOnScreen(page, card, `the choice "${choice}"`);
        await expectNotCut(card, `the choice "${choice}"`);
      }
      const replan = dialog.getByRole('button', { name: words.replan });
      await replan.scrollIntoViewIfNeeded();
      await expectOnScreen(page, replan, `"${words.replan}"`);
      await dialog.getByRole('radio', { name: words.keepPace }).check();
      await expectScreenFits(page, `the replan dialog in ${language}`, language);
      await replan.click();
      await expect(dialog).toBeHidden();
      await expect(behind).toBeHidden();
      await expectNoHorizontalOverflow(page, `/plan after the replan in ${language}`);
    });
  });
}
