import { buildDevicePlan, seedDevice, storedPlan } from '@bible-journey/test-support/device';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expectNoHorizontalOverflow } from '../support/layout.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expect, test } from '../support/suite.ts';

test.use({ locale: 'en-US' });

/** The words of the first screen in each language: the preset cards and what surrounds them. */
const FIRST_SCREEN = {
  en: {
    locale: 'en-US',
    heading: 'Create your plan',
    group: 'Choose a plan',
    presets: [
      'The whole Bible in a year',
      'The New Testament in 90 days',
      'Psalms and Proverbs in a month',
      'Make your own plan',
    ],
    minutes: /about \d+ minutes a day/,
  },
  pt: {
    locale: 'pt-BR',
    heading: 'Crie seu plano',
    group: 'Escolha um plano',
    presets: [
      'A Bíblia inteira em um ano',
      'O Novo Testamento em 90 dias',
      'Salmos e Provérbios em um mês',
      'Monte seu próprio plano',
    ],
    minutes: /cerca de \d+ minutos por dia/,
  },
  id: {
    locale: 'id-ID',
    heading: 'Buat rencana Anda',
    group: 'Pilih rencana',
    presets: [
      'Seluruh Alkitab dalam setahun',
      'Perjanjian Baru dalam 90 hari',
      'Mazmur dan Amsal dalam sebulan',
      'Buat rencana sendiri',
    ],
    minutes: /sekitar \d+ menit sehari/,
  },
  pl: {
    locale: 'pl-PL',
    heading: 'Utwórz swój plan',
    group: 'Wybierz plan',
    presets: ['Cała Biblia w rok', 'Nowy Testament w 90 dni', 'Psalmy i Księga Przysłów w miesiąc', 'Ułóż własny plan'],
    minutes: /około \d+ minut dziennie/,
  },
} as const;

/** Nothing sticks out sideways: the page doesn't scroll horizontally and no card's text is cut. */
async function expectNoOverflow(page: Page) {
  await expectNoHorizontalOverflow(page, 'the first screen');
  const cards = page.getByRole('group').first().locator('label');
  for (const card of await cards.all()) {
    const { scrollWidth, clientWidth } = await card.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, `text of "${await card.textContent()}"`).toBeLessThanOrEqual(clientWidth);
  }
}

for (const [language, words] of Object.entries(FIRST_SCREEN)) {
  test(`${language}: the first screen's presets fit at 320 and 360 px, on the phone's screen and on a desktop`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({
      locale: words.locale,
      baseURL,
      ...(testInfo.project.name === 'phone' ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    await page.goto('/new');
    await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
    await expect(page.getByText('Bible Journey')).toBeVisible();
    const group = page.getByRole('group', { name: words.group });
    for (const [index, name] of words.presets.entries()) {
      const radio = group.getByRole('radio', { name });
      await expect(radio).toBeVisible();
      // The first three say how long a day takes.
      if (index < 3) await expect(radio).toHaveAccessibleDescription(words.minutes);
    }
    await expect(group.getByRole('radio', { name: words.presets[0] })).toBeChecked();
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 });
      await expectNoOverflow(page);
      await saveScreenshot(page, `${testInfo.project.name}/new-presets-${language}-${width}`);
    }
    // The phone project's own screen, and a desktop's: the spec runs in the phone project alone.
    for (const viewport of [testInfo.project.use.viewport, { width: 1280, height: 800 }]) {
      if (!viewport) continue;
      await page.setViewportSize(viewport);
      await expectNoOverflow(page);
    }
    await context.close();
  });
}

// The app's name, what it does and the language switch (new-plan-page.test.tsx; the page's
// language: i18n.test.ts), and no bottom bar for a newcomer (bottom-bar.test.tsx), are proven below
// the browser.
test('the first screen’s Log in opens the account box on the log-in tab, saying why', async ({ page }) => {
  await page.goto('/new');
  await page.getByRole('button', { name: 'Log in' }).click();
  const box = page.getByRole('dialog');
  await expect(box.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  await expect(box.getByText('Log in to open the plan you keep on your account.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
});

// The plan one tap makes, from today to a year on, and /new replaced in history:
// new-plan-page.test.tsx.
test('one tap makes a plan, and Back from the plan never returns to /new', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.goto('/new');
  await page.getByRole('button', { name: 'Create plan' }).click();
  // The plan itself, with its welcome (issue 24), in place of /new.
  await expect(page).toHaveURL(/\/plan$/);
  await expect(page.getByRole('region', { name: 'Your plan is ready' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

// The plan the New Testament card makes: new-plan-page.test.tsx.
test('chooses a preset by keyboard: the New Testament in 90 days', async ({ page }) => {
  await page.goto('/new');
  await page.getByRole('radio', { name: 'The whole Bible in a year' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'The New Testament in 90 days' })).toBeChecked();
  await page.getByRole('button', { name: 'Create plan' }).press('Enter');
  await expect(page).toHaveURL(/\/plan$/);
});

test('creates a 30-day New Testament plan from "make your own" and keeps it on the device', async ({ page }) => {
  await page.goto('/new');
  await page.getByRole('radio', { name: 'Make your own plan' }).check();

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
  await expect(page).toHaveURL(/\/plan$/);
  const welcome = page.getByRole('region', { name: 'Your plan is ready' });
  await expect(welcome.getByText('30 days of reading.')).toBeVisible();

  const stored = await storedPlan(page);
  expect(stored.planv2).toHaveLength(30);
  expect(stored).toMatchObject({ planType: 2, quantityOfDays: 30, readingOrder: 'traditional', planId: null });
  expect(stored.planv2[0]?.readingStart).toEqual({ book: 'matthew', chapter: 1 });
  expect(stored.planv2[29]?.readingEnd).toEqual({ book: 'revelation', chapter: 22 });
});

// The default end a year from today (new-plan-page.test.tsx), no warning for it, and the warning
// naming the longest day as the Create button's description (plan-form.test.tsx) are proven below
// the browser.
test('"make your own" warns before a day of more than an hour, and the warning goes with more days', async ({
  page,
}) => {
  await page.goto('/new');
  await page.getByRole('radio', { name: 'Make your own plan' }).check();
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('button', { name: 'Plan by number of days' }).click();
  await page.getByRole('spinbutton', { name: 'Number of days' }).fill('3');
  const warning = page.getByText('Some days would take more than an hour');
  await expect(warning).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoSeriousA11yViolations(page, `/new, long-day warning (${colorScheme})`, { theme: colorScheme });
  }

  await page.getByRole('spinbutton', { name: 'Number of days' }).fill('365');
  await expect(warning).toHaveCount(0);
});

// Keeping the plan changes nothing, replacing it makes the new one (new-plan-page.test.tsx), the
// bottom bar on /new for someone with a plan (bottom-bar.test.tsx), and Back from /plan never
// reaching /new (the one-tap test above) are proven elsewhere.
test('creating over a plan with read days asks first, naming them: no serious a11y problems, light and dark', async ({
  page,
}) => {
  const existing = buildDevicePlan({ readDays: 12, trackDelays: false });
  await seedDevice(page, { planv2: existing });
  await page.goto('/new');
  await page.getByRole('radio', { name: 'Psalms and Proverbs in a month' }).check();
  await page.getByRole('button', { name: 'Create plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace your plan?' });
  await expect(
    dialog.getByText(
      'Your current plan has 12 days marked as read. The new plan starts with nothing read, so those marks will be lost.',
    ),
  ).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoSeriousA11yViolations(page, `/new, replace confirmation (${colorScheme})`, { theme: colorScheme });
  }
});

test('the first screen and its report-error modal: no serious accessibility problems, light and dark', async ({
  page,
}) => {
  await page.goto('/new');
  await expect(page.getByRole('radio', { name: 'The whole Bible in a year' })).toBeChecked();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoSeriousA11yViolations(page, `/new (${colorScheme})`, { theme: colorScheme });
  }
  await page.getByRole('radio', { name: 'Make your own plan' }).check();
  await expect(page.getByRole('button', { name: 'More options' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoSeriousA11yViolations(page, `/new, make your own (${colorScheme})`, { theme: colorScheme });
  }
  await page.getByRole('button', { name: 'Report an error' }).click();
  // The form comes in its own chunk: on a loaded machine that takes longer than the default 5 s.
  await expect(page.getByRole('dialog', { name: 'Report an error' })).toBeVisible({ timeout: 15_000 });
});

// An end reading before the start, said next to it until 3 s have passed, nothing created:
// plan-form.test.tsx, on a fake clock.

test('the date picker loads when a date field is reached, with its first segment focused', async ({ page }) => {
  await page.goto('/new');
  await page.getByRole('radio', { name: 'Make your own plan' }).check();
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
