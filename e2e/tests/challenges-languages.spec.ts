import type { APIRequestContext, Page } from '@playwright/test';
import { openPhone, registerIn, seedGenesisChallenge, seedQuestion } from '../support/challenge-seed.ts';
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

/** A leader with premium, a challenge of Genesis over 10 days from today, a participant who joined, one question. */
async function seed(request: APIRequestContext, language: string) {
  const leader = await registerIn(request, 'Ana Liderança', language);
  const member = await registerIn(request, 'Bartłomiej Czytelnik', language);
  const challengeId = await seedGenesisChallenge(request, {
    leader,
    title: 'Wyzwanie czytania Księgi Rodzaju razem ze wspólnotą',
    participants: [member.user.email, `someone-${Date.now()}@example.com`],
    members: [member],
  });
  const questionId = await seedQuestion(request, leader, challengeId, {
    statement: 'Kto zbudował arkę, zanim nadszedł potop?',
    alternatives: ['Noe', 'Abraham', 'Mojżesz'],
    answer: 'Noe',
  });
  return { leader, member, challengeId, questionId };
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
