import { type LocalPlanV2, todayIso } from '@bible-journey/core';
import { buildDevicePlan, monthOf, rangeOf, seedDevice, storedPlan } from '@bible-journey/test-support/device';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expectNoHorizontalOverflow } from '../support/layout.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expect, test } from '../support/suite.ts';

test.use({ locale: 'en-US' });

const today = todayIso();
const buildPlan = buildDevicePlan;

async function showMonth(page: Page, iso: string) {
  const title = page.getByRole('heading', { level: 2, name: /\d{4}$/ });
  await expect(title).toBeVisible();
  for (let clicks = 0; clicks < 2 && (await title.textContent()) !== monthOf(iso); clicks += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(title).toHaveText(monthOf(iso));
}

// The progress in days and chapters (plan-checklist-page.test.tsx) and "Replan from today"
// rebuilding the unread days from today (plan-checklist-page.test.tsx; in a browser: replan.spec.ts)
// are proven elsewhere.
test('ticks stay on the device across a reload; the late dialog’s “Not now” puts it off until the next visit', async ({
  page,
}, testInfo) => {
  const plan = buildPlan({ readDays: 3, trackDelays: true });
  await seedDevice(page, { planv2: plan });
  await page.goto('/plan');

  const lateDialog = page.getByRole('dialog', { name: 'You are behind on your reading' });
  await expect(lateDialog).toBeVisible();
  await lateDialog.getByRole('button', { name: 'Not now' }).click();
  await expect(lateDialog).toBeHidden();

  const [firstLate, secondLate] = plan.planv2.slice(3, 5);
  if (!firstLate || !secondLate) throw new Error('the plan is too short');
  await showMonth(page, firstLate.date);
  await page.getByRole('checkbox', { name: rangeOf(firstLate) }).check();
  await showMonth(page, secondLate.date);
  await page.getByRole('checkbox', { name: rangeOf(secondLate) }).check();

  await showMonth(page, today);
  const todayRow = page.locator('li[aria-current="date"]');
  const todays = plan.planv2.find((day) => day.date === today);
  if (!todays) throw new Error('today is not in the plan');
  await expect(todayRow).toContainText('Today');
  await expect(todayRow.getByRole('checkbox', { name: rangeOf(todays) })).not.toBeChecked();
  await saveScreenshot(page, `plan-checklist-${testInfo.project.name}`, { fullPage: true });

  await page.reload();
  await expect(lateDialog).toBeVisible();
  await lateDialog.getByRole('button', { name: 'Not now' }).click();
  await showMonth(page, firstLate.date);
  await expect(page.getByRole('checkbox', { name: rangeOf(firstLate) })).toBeChecked();
  await showMonth(page, secondLate.date);
  await expect(page.getByRole('checkbox', { name: rangeOf(secondLate) })).toBeChecked();
});

test('a signed-in person’s device plan is posted to the server and ticks reach it', async ({
  page,
  request,
  browser,
}) => {
  const email = `checklist-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Checklist Reader', email, password: 'secret-123' },
  });
  expect(registered.ok()).toBe(true);
  const session = (await registered.json()) as { user: unknown; token: string };
  const headers = { authorization: `Bearer ${session.token}` };
  const plan = buildPlan({ readDays: 10, trackDelays: false });
  await seedDevice(page, { session: { user: session.user, token: session.token }, planv2: plan });

  await page.goto('/plano');
  await expect(page.getByRole('heading', { level: 1, name: 'Your reading plan' })).toBeVisible();
  const serverPlans = async () =>
    (
      (await (await request.get('/api/plan', { headers })).json()) as {
        plans: { _id: string; readingCalendar: { date: string; read: boolean }[] }[];
      }
    ).plans;
  await expect.poll(async () => (await serverPlans()).length).toBe(1);
  const [posted] = await serverPlans();
  expect(posted?.readingCalendar).toHaveLength(plan.planv2.length);
  expect(posted?.readingCalendar.filter((day) => day.read)).toHaveLength(10);
  await expect.poll(async () => (await storedPlan(page)).planId).toBe(posted?._id);

  await showMonth(page, today);
  const todays = plan.planv2.find((day) => day.date === today);
  if (!todays) throw new Error('today is not in the plan');
  await page.getByRole('checkbox', { name: rangeOf(todays) }).check();
  await expect
    .poll(async () => (await serverPlans())[0]?.readingCalendar.find((day) => day.date === today)?.read)
    .toBe(true);

  // Another device signed into the same account, with nothing of its own, sees the same marks.
  const otherDevice = await browser.newContext({ locale: 'en-US' });
  const otherPage = await otherDevice.newPage();
  await seedDevice(otherPage, { session: { user: session.user, token: session.token } });
  await otherPage.goto('/plan');
  await showMonth(otherPage, today);
  await expect(otherPage.getByRole('checkbox', { name: rangeOf(todays) })).toBeChecked();
  await expect.poll(async () => (await storedPlan(otherPage))?.planv2.filter((day) => day.read).length).toBe(11);
  await otherDevice.close();
});

/** axe finds nothing serious in the light and the dark theme, with motion reduced. */
async function expectAccessibleLightAndDark(page: Page, screen: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoSeriousA11yViolations(page, `${screen} (${colorScheme})`, { theme: colorScheme });
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

// The daily loop in each language: words as a native speaker reads them on /plan.
const DAILY_LOOP = {
  en: {
    locale: 'en-US',
    create: 'Create plan',
    today: 'Today',
    start: 'Start reading',
    dayOne: /^Day 1 of 36[56]$/,
    moment: 'Reading done',
    momentDay: /day 1 of 36[56]/,
    next: /^Tomorrow: /,
    done: 'Done for today.',
    streak: '1 day in a row',
    continue: 'Continue',
  },
  pt: {
    locale: 'pt-BR',
    create: 'Criar plano',
    today: 'Hoje',
    start: 'Começar a leitura',
    dayOne: /^Dia 1 de 36[56]$/,
    moment: 'Leitura concluída',
    momentDay: /dia 1 de 36[56]/,
    next: /^Amanhã: /,
    done: 'Leitura de hoje concluída.',
    streak: '1 dia seguido',
    continue: 'Continuar',
  },
  id: {
    locale: 'id-ID',
    create: 'Buat rencana',
    today: 'Hari ini',
    start: 'Mulai membaca',
    dayOne: /^Hari ke-1 dari 36[56]$/,
    moment: 'Bacaan selesai',
    momentDay: /hari ke-1 dari 36[56]/,
    next: /^Besok: /,
    done: 'Bacaan hari ini selesai.',
    streak: '1 hari berturut-turut',
    continue: 'Lanjut',
  },
  pl: {
    locale: 'pl-PL',
    create: 'Utwórz plan',
    today: 'Dziś',
    start: 'Zacznij czytać',
    dayOne: /^Dzień 1 z 36[56]$/,
    moment: 'Czytanie ukończone',
    momentDay: /dzień 1 z 36[56]/,
    next: /^Jutro: /,
    done: 'Dzisiejsze czytanie ukończone.',
    streak: '1 dzień z rzędu',
    continue: 'Dalej',
  },
} as const;

for (const [language, words] of Object.entries(DAILY_LOOP)) {
  test(`${language}: create a plan, Start reading, finish the day and see the moment`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    const context = await browser.newContext({
      locale: words.locale,
      baseURL,
      viewport: isPhone ? { width: 360, height: 740 } : { width: 1280, height: 800 },
      ...(isPhone ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/new');
    await page.getByRole('button', { name: words.create }).click();
    await expect(page).toHaveURL(/\/plan$/);

    // The Today card: day 1 of the year, today's chapters and minutes, one big button.
    const card = page.getByRole('region', { name: words.today });
    await expect(card.getByText(words.dayOne)).toBeVisible();
    const plan = await storedPlan(page);
    const todays = plan.planv2.find((day) => day.date === today) as LocalPlanV2['planv2'][number];
    await expect(card.getByText(rangeOf(todays, language as 'en'), { exact: true })).toBeVisible();
    await expect(card.getByText(/\d+ (min|menit)$/)).toBeVisible();
    await expectNoHorizontalOverflow(page, '/plan');
    // axe in English: the same elements and colours in every language (words: the checks around).
    if (language === 'en') await expectAccessibleLightAndDark(page, '/plan, Today card');

    // Start reading opens the reader on today's chapters, as Read now does.
    await card.getByRole('button', { name: new RegExp(`^${words.start}`) }).click();
    const reader = page.getByRole('dialog', { name: rangeOf(todays, language as 'en') });
    await expect(reader).toBeVisible();
    if (language === 'en') {
      for (const chapter of todays.readingDetails.slice(1)) {
        await reader.getByRole('button', { name: `Next chapter: Genesis ${chapter.chapter}` }).click();
        await expect(reader.getByRole('heading', { level: 2, name: `Genesis ${chapter.chapter}` })).toBeVisible();
      }
      await reader.getByRole('article').evaluate((article) => {
        article.scrollTop = article.scrollHeight;
      });
      await reader.getByRole('button', { name: 'Finish reading' }).click();
    } else {
      // Read elsewhere: ticking today's reading finishes the day too.
      await page.keyboard.press('Escape');
      await expect(reader).toBeHidden();
      await page.locator('li[aria-current="date"]').getByRole('checkbox').check();
    }

    // The moment: what was read, chapters and day, the streak, tomorrow; announced as well.
    const moment = page.getByRole('dialog', { name: words.moment });
    await expect(moment).toBeVisible();
    const chapters = todays.readingDetails.length;
    await expect(moment.getByText(words.momentDay)).toContainText(`${chapters.toLocaleString(words.locale)} `);
    await expect(moment.getByText(words.momentDay)).toContainText((1189).toLocaleString(words.locale));
    await expect(moment.getByText(words.streak)).toBeVisible();
    await expect(moment.getByText(words.next)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `${words.moment}:` })).toHaveCount(1);
    // prefers-reduced-motion: the check mark does not move.
    const animation = await moment
      .locator('svg')
      .first()
      .evaluate((mark) => {
        const view = mark.ownerDocument.defaultView as unknown as {
          getComputedStyle(e: unknown): { animationName: string };
        };
        return view.getComputedStyle(mark).animationName;
      });
    expect(animation).toBe('none');
    if (language === 'en') await expectAccessibleLightAndDark(page, '/plan, finished-day moment');
    await saveScreenshot(page, `plan-moment-${language}-${testInfo.project.name}`);
    await moment.getByRole('button', { name: words.continue }).click();
    await expect(moment).toBeHidden();

    await expect(card.getByText(words.done)).toBeVisible();
    await expect(card.getByText(words.streak)).toBeVisible();
    expect((await storedPlan(page)).planv2.find((day) => day.date === today)?.read).toBe(true);
    await expectNoHorizontalOverflow(page, '/plan');
    await context.close();
  });
}

// Read now on every row (daily-loop.test.tsx) and the focus on today's tick after Today
// (daily-loop.test.tsx, with the 500 ms scroll on a fake clock) are proven below the browser.
test('the checklist opens on today scrolled into view, and Today brings it back into view', async ({ page }) => {
  // Began 40 days ago, 60 days long: an earlier month holds unread days, today's is later.
  const plan = buildPlan({ readDays: 5, trackDelays: false, startedDaysAgo: 40, length: 60 });
  await seedDevice(page, { planv2: plan });
  await page.goto('/plan');
  const title = page.getByRole('heading', { level: 2, name: /\d{4}$/ });
  await expect(title).toHaveText(monthOf(today));
  const todayRow = page.locator('li[aria-current="date"]');
  await expect(todayRow).toBeInViewport();

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(title).not.toHaveText(monthOf(today));
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(title).toHaveText(monthOf(today));
  await expect(todayRow).toBeInViewport();
});
