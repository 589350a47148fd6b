import { buildReadingCalendar, todayIso } from '@bible-journey/core';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './admin.ts';
import type { Session } from './api.ts';

// Seeding a challenge through the API, and a phone to look at its screens, for the specs about them.

/** A new account in `language` (its first name and the language in the address, for the server's logs). */
export async function registerIn(request: APIRequestContext, name: string, language: string): Promise<Session> {
  const email = `${name.split(' ')[0]?.toLowerCase()}-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const answer = await request.post('/api/auth/register', {
    data: { name, email, password: 'secret-123' },
    headers: { language },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Session;
}

/**
 * Premium for `leader`, then a challenge of Genesis over 10 days from today inviting `participants`
 * (at least two addresses); its id. `members` (invited among them) join it.
 */
export async function seedGenesisChallenge(
  request: APIRequestContext,
  {
    leader,
    title,
    participants,
    members = [],
  }: { leader: Session; title: string; participants: string[]; members?: Session[] },
): Promise<string> {
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
      challengeTitle: title,
      participants,
      startDate: readingCalendar[0]?.date,
      finishDate: readingCalendar.at(-1)?.date,
      owner_name: leader.user.name,
      plan: { readingCalendar, planType: 2, quantityOfDays: 10 },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const challengeId = ((await created.json()) as { challenge: { _id: string } }).challenge._id;
  for (const member of members) {
    const joined = await request.put('/api/challenge/join', {
      headers: { authorization: `Bearer ${member.token}`, challenge_id: challengeId },
    });
    expect(joined.ok()).toBe(true);
  }
  return challengeId;
}

/** The leader's question on the challenge; its id. */
export async function seedQuestion(
  request: APIRequestContext,
  leader: Session,
  challengeId: string,
  question: { statement: string; alternatives: string[]; answer: string },
): Promise<string> {
  const added = await request.post('/api/challenge/questions/add', {
    headers: { authorization: `Bearer ${leader.token}`, challenge_id: challengeId },
    data: question,
  });
  expect(added.ok()).toBe(true);
  return ((await added.json()) as { question: { _id: string } }).question._id;
}

/**
 * A 360 px touch phone in `locale`, signed in as `session` if given. Notifications are granted, so
 * the ranking's notification question stays away.
 */
export async function openPhone(browser: Browser, locale: string, session?: Session): Promise<Page> {
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
