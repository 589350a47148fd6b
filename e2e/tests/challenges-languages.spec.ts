import { buildReadingCalendar, todayIso } from '@bible-journey/core';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../support/admin.ts';
import type { Session } from '../support/api.ts';
import { expectNoHorizontalOverflow } from '../support/layout.ts';
import { expect as baseExpect, test } from '../support/suite.ts';

// Every challenge screen in Portuguese, Indonesian and Polish on a 360 px phone (the English
// journeys are in the other challenge specs): each opens with its heading, shows no untranslated
// key, and nothing scrolls sideways, for the leader, a participant and someone invited.

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const languages = [
  { language: 'pt', locale: 'pt-BR' },
  { language: 'id', locale: 'id-ID' },
  { language: 'pl', locale: 'pl-PL' },
] as const;

// An i18next key shown as it is, e.g. "challenges.ranking.title", means a missing translation.
const RAW_KEY = /\b(?:challenges|common|plan-creation|plan-checklist|menu|accounts)\.[a-zA-Z]+\.[a-zA-Z.]+/;

async function register(request: APIRequestContext, name: string, language: string): Promise<Session> {
  const email = `${name.split(' ')[0]?.toLowerCase()}-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const answer = await request.post('/api/auth/register', {
    data: { name, email, password: 'secret-123' },
    headers: { language },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Session;
}

/** A leader with premium, a challenge of Genesis over 10 days from today, a participant who joined, one question. */
async function seed(request: APIRequestContext, language: string) {
  const leader = await register(request, 'Ana Liderança', language);
  const member = await register(request, 'Bartłomiej Czytelnik', language);
  const granted = await request.post('/api/admin/premium', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email: leader.user.email, type: 'subscription' },
  });
  expect(granted.ok()).toBe(true);
  const readingCalendar = buildReadingCalendar({
    planType: 2,
    readingOrder: 'traditional',
    startDate: todayIso(),
    quantityOfDays: 10,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 50 },
  });
  const created = await request.post('/api/challenges/add', {
    headers: { authorization: `Bearer ${leader.token}` },
    data: {
      challengeTitle: 'Wyzwanie czytania Księgi Rodzaju razem ze wspólnotą',
      participants: [member.user.email, `someone-${Date.now()}@example.com`],
      startDate: readingCalendar[0]?.date,
      finishDate: readingCalendar.at(-1)?.date,
      owner_name: leader.user.name,
      plan: { readingCalendar, planType: 2, quantityOfDays: 10 },
    },
  });
  expect(created.ok()).toBe(true);
  const challengeId = ((await created.json()) as { challenge: { _id: string } }).challenge._id;
  const joined = await request.put('/api/challenge/join', {
    headers: { authorization: `Bearer ${member.token}`, challenge_id: challengeId },
  });
  expect(joined.ok()).toBe(true);
  const question = await request.post('/api/challenge/questions/add', {
    headers: { authorization: `Bearer ${leader.token}`, challenge_id: challengeId },
    data: {
      statement: 'Kto zbudował arkę, zanim nadszedł potop?',
      alternatives: ['Noe', 'Abraham', 'Mojżesz'],
      answer: 'Noe',
    },
  });
  expect(question.ok()).toBe(true);
  const questionId = ((await question.json()) as { question: { _id: string } }).question._id;
  return { leader, member, challengeId, questionId };
}

async function openPhone(browser: Browser, locale: string, session?: Session): Promise<Page> {
  const context = await browser.newContext({
    locale,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  await context.grantPermissions(['notifications']);
  if (session) {
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', stored);
    }, JSON.stringify(session));
  }
  return context.newPage();
}

/** Opens the screen and checks it: its heading, every string translated, nothing wider than the phone. */
async function expectScreenFits(page: Page, path: string, what: string, language: string) {
  await page.goto(path);
  await expect(page.locator('html'), `${what}: the interface language`).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${what}: heading`).toBeVisible({ timeout: 30_000 });
  // Loaded, and loaded well: no skeleton left (aria-busy), no failure or error said (alert).
  await expect(page.locator('[aria-busy="true"]'), `${what}: still loading`).toHaveCount(0);
  await expect(page.getByRole('alert'), `${what}: a failure`).toHaveCount(0);
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text, `${what}: an untranslated key`).not.toMatch(RAW_KEY);
  await expectNoHorizontalOverflow(page, what);
}

for (const { language, locale } of languages) {
  test(`every challenge screen in ${language} fits a 360 px phone, translated`, async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone-width check: the phone project runs it');
    const { leader, member, challengeId, questionId } = await seed(request, language);
    const challenge = `/challenge/${challengeId}`;

    const leaderPage = await openPhone(browser, locale, leader);
    for (const [path, what] of [
      ['/challenges', 'the list'],
      ['/challenges/new/name', 'wizard step 1'],
      [`${challenge}/ranking`, 'the ranking (leader)'],
      [`${challenge}/plan`, 'the challenge plan (leader)'],
      [`${challenge}/questions`, 'the questions (leader)'],
      [`${challenge}/questions/add`, 'add a question'],
      [`${challenge}/question/${questionId}`, 'the question (leader)'],
      [`${challenge}/question/${questionId}/edit`, 'edit the question'],
      [`${challenge}/configs`, 'the settings'],
      [`${challenge}/configs/participants/edit`, 'the participants'],
      [`${challenge}/configs/progress`, 'the progress view'],
      [`${challenge}/configs/plan/edit`, 'the plan edit'],
      [`${challenge}/participants/add?isNew=true`, 'add participants after creation'],
    ] as const) {
      await expectScreenFits(leaderPage, path, `${language}: ${what}`, language);
    }
    await leaderPage.context().close();

    const memberPage = await openPhone(browser, locale, member);
    for (const [path, what] of [
      [`${challenge}/ranking?isNewParticipant=true`, 'the ranking (participant)'],
      [`${challenge}/plan`, 'the challenge plan (participant)'],
      [`${challenge}/questions`, 'the questions (participant)'],
      [`${challenge}/question/${questionId}`, 'the question (participant)'],
    ] as const) {
      await expectScreenFits(memberPage, path, `${language}: ${what}`, language);
    }
    await memberPage.context().close();

    const newcomerPage = await openPhone(browser, locale);
    for (const [path, what] of [
      ['/challenges/presentation', 'the landing page'],
      [`/c/invite/${challengeId}`, 'the invite page'],
      [`/c/invite/${challengeId}/login`, 'the invite log-in page'],
    ] as const) {
      await expectScreenFits(newcomerPage, path, `${language}: ${what}`, language);
    }
    await newcomerPage.context().close();
  });
}
