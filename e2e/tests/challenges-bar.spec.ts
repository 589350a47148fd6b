import type { APIRequestContext, Locator } from '@playwright/test';
import type { Session } from '../support/api.ts';
import { openPhone, registerIn, seedGenesisChallenge, seedQuestion } from '../support/challenge-seed.ts';
import { expectNoHorizontalOverflow } from '../support/layout.ts';
import { expect as baseExpect, test } from '../support/suite.ts';

// Inside a challenge on a phone (issue 23, "finished screens"): the six-item bottom bar and the
// ranking's tabs fit 360 px in the four languages with every word whole, and stay usable at 320 px;
// a participant's quiz choices are 44 px tall; the "+1 point" popup never covers the screen's
// header. Measured with the page's own DOM (the podium's states and the quiz's timing are
// component tests: podium.test.tsx, question-page.test.tsx).

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const LANGUAGES = [
  { language: 'pt', locale: 'pt-BR' },
  { language: 'en', locale: 'en-US' },
  { language: 'id', locale: 'id-ID' },
  { language: 'pl', locale: 'pl-PL' },
] as const;

type Rect = { left: number; right: number; top: number; bottom: number; width: number; height: number };

/** A leader and a challenge of Genesis over 10 days from today; with `member`, one who joined. */
async function seed(request: APIRequestContext, language: string, member?: Session) {
  const leader = await registerIn(request, 'Ana Liderança', language);
  const someone = `someone-${Date.now()}@example.com`;
  const challengeId = await seedGenesisChallenge(request, {
    leader,
    title: 'Genesis together',
    participants: member ? [member.user.email, someone] : [someone, `someone-else-${Date.now()}@example.com`],
    members: member ? [member] : [],
  });
  return { leader, challengeId };
}

const rectOf = (locator: Locator): Promise<Rect> =>
  locator.evaluate((element) => {
    const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  });

/**
 * Every item of the bar: its label on one line, not cut (scrollWidth within clientWidth), inside
 * its item, and the item inside the screen and at least 44 px wide and tall; nothing scrolls sideways.
 */
async function expectBarFits(bar: Locator, what: string) {
  const items = await bar.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const label = link.querySelector('span') as HTMLElement;
      const text = document.createRange();
      text.selectNodeContents(label);
      const box = (element: Element) => {
        const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
        return { left, right, top, bottom, width, height };
      };
      return {
        word: label.textContent ?? '',
        scrollWidth: label.scrollWidth,
        clientWidth: label.clientWidth,
        lines: new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size,
        label: box(label),
        link: box(link),
        screen: document.documentElement.clientWidth,
      };
    }),
  );
  expect(items, what).toHaveLength(6);
  for (const item of items) {
    const which = `${what}: "${item.word}"`;
    expect(item.lines, `${which} on one line`).toBe(1);
    expect(item.scrollWidth, `${which} not cut`).toBeLessThanOrEqual(item.clientWidth);
    expect(item.label.left, `${which} inside its item`).toBeGreaterThanOrEqual(item.link.left - 0.5);
    expect(item.label.right, `${which} inside its item`).toBeLessThanOrEqual(item.link.right + 0.5);
    expect(item.link.left, `${which} on screen`).toBeGreaterThanOrEqual(-0.5);
    expect(item.link.right, `${which} on screen`).toBeLessThanOrEqual(item.screen + 0.5);
    expect(item.link.width, `${which}: a 44 px target`).toBeGreaterThanOrEqual(44);
    expect(item.link.height, `${which}: a 44 px target`).toBeGreaterThanOrEqual(44);
  }
}

/** The ranking's three tabs: each word on one line, not cut, inside the screen. */
async function expectTabsFit(tabs: Locator, what: string) {
  const words = await tabs.getByRole('tab').evaluateAll((buttons) =>
    buttons.map((button) => {
      const text = document.createRange();
      text.selectNodeContents(button);
      return {
        word: button.textContent ?? '',
        scrollWidth: button.scrollWidth,
        clientWidth: button.clientWidth,
        lines: new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size,
        right: button.getBoundingClientRect().right,
        screen: document.documentElement.clientWidth,
      };
    }),
  );
  expect(words, what).toHaveLength(3);
  for (const tab of words) {
    expect(tab.lines, `${what}: "${tab.word}" on one line`).toBe(1);
    expect(tab.scrollWidth, `${what}: "${tab.word}" not cut`).toBeLessThanOrEqual(tab.clientWidth);
    expect(tab.right, `${what}: "${tab.word}" on screen`).toBeLessThanOrEqual(tab.screen + 0.5);
  }
}

test('the challenge’s six-item bar and the ranking’s tabs fit 360 px in pt, en, id and pl with every word whole, and 320 px too', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width check: the phone project runs it');
  for (const { language, locale } of LANGUAGES) {
    const { leader, challengeId } = await seed(request, language, await registerIn(request, 'Bruno', language));
    const page = await openPhone(browser, locale, leader);
    await page.goto(`/challenge/${challengeId}/ranking`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The leader's bar: Home, Ranking, Plan, Questions, Settings and Menu.
    const bar = page.locator('nav').filter({ has: page.locator(`a[href="/challenge/${challengeId}/configs"]`) });
    await expect(bar.getByRole('link')).toHaveCount(6);
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveCount(3);
    await expectBarFits(bar, `${language} at 360 px`);
    await expectTabsFit(tabs, `the tabs in ${language} at 360 px`);
    await expectNoHorizontalOverflow(page, `the ranking in ${language} at 360 px`);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectBarFits(bar, `${language} at 320 px`);
    await expectTabsFit(tabs, `the tabs in ${language} at 320 px`);
    await expectNoHorizontalOverflow(page, `the ranking in ${language} at 320 px`);
    await page.context().close();
  }
});

test('a participant at 360 px: quiz choices 44 px tall, and the points popup clear of the header', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width check: the phone project runs it');
  const member = await registerIn(request, 'Bruno Reader', 'en');
  const { leader, challengeId } = await seed(request, 'en', member);
  const questionId = await seedQuestion(request, leader, challengeId, {
    statement: 'Who built the ark?',
    alternatives: ['Noah', 'Abraham', 'Moses'],
    answer: 'Noah',
  });
  const page = await openPhone(browser, 'en-US', member);

  // The choices: each a whole card of at least 44 px under the thumb, within the screen.
  await page.goto(`/challenge/${challengeId}/question/${questionId}`);
  const choices = page.getByRole('radiogroup', { name: 'Who built the ark?' });
  await expect(choices.getByRole('radio')).toHaveCount(3);
  for (const name of ['Noah', 'Abraham', 'Moses']) {
    const card = await rectOf(choices.locator('label').filter({ has: page.getByRole('radio', { name }) }));
    expect(card.height, `the choice "${name}": 44 px tall`).toBeGreaterThanOrEqual(44);
    expect(card.right, `the choice "${name}": on screen`).toBeLessThanOrEqual(360);
  }
  await expectNoHorizontalOverflow(page, 'the question at 360 px');

  // The points popup: over the list at the bottom, above the bar, never over the title, the
  // progress or the month's header.
  await page.goto(`/challenge/${challengeId}/plan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Genesis together' })).toBeVisible();
  const tick = page.getByRole('checkbox').first();
  await tick.check();
  const popup = page.getByText('+1 point');
  await expect(popup).toBeVisible();
  const shown = await rectOf(popup.locator('..'));
  const covered = [
    ['the title', page.getByRole('heading', { level: 1 })],
    ['the progress', page.getByRole('progressbar', { name: 'Progress' })],
    ['the month', page.getByRole('heading', { level: 2 }).first()],
  ] as const;
  for (const [what, locator] of covered) {
    const header = await rectOf(locator);
    const overlaps =
      shown.left < header.right && header.left < shown.right && shown.top < header.bottom && header.top < shown.bottom;
    expect(overlaps, `the popup over ${what}`).toBe(false);
  }
  const bar = await rectOf(page.getByRole('navigation', { name: 'Main' }));
  expect(shown.bottom, 'the popup above the bottom bar').toBeLessThanOrEqual(bar.top);
  expect(shown.left, 'the popup on screen').toBeGreaterThanOrEqual(0);
  expect(shown.right, 'the popup on screen').toBeLessThanOrEqual(360);
  await page.context().close();
});
