import { buildReadingCalendar, type ChapterRef, formatReadingRange, todayIso } from '@bible-journey/core';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expectAccessibleOnPhoneAndDesktop } from '../support/accessible.ts';
import { E2E_ADMIN_TOKEN } from '../support/admin.ts';
import type { Session } from '../support/api.ts';
import { waitForControllingWorker } from '../support/service-worker.ts';
import { expect as baseExpect, test } from '../support/suite.ts';

// The challenge ranking and plan (issue 12, spec 3 sections 2 and 4), on the suite's server: a
// leader given premium through the admin API creates a challenge with a plan; the participants
// join by the link (PUT /api/challenge/join) and tick their days in their own browsers.

test.use({ locale: 'en-US' });
// Several browsers at once on a small shared machine, and a 4 s podium reveal.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

interface CopyDay {
  id: string;
  date: string;
  read: boolean;
  readingStart: ChapterRef;
  readingEnd: ChapterRef;
}

interface RankingEntry {
  user: { name: string };
  totalPoints: number;
  position: number;
}

// Every day of these plans is in this month, from the 1st (the checklist opens on it: its first
// month with an unread day), and delays are not tracked (no late modal).
const monthStart = `${todayIso().slice(0, 8)}01`;

/** Genesis in 10 days of 5 chapters from the 1st. */
const planDays = buildReadingCalendar({
  planType: 2,
  readingOrder: 'traditional',
  startDate: monthStart,
  quantityOfDays: 10,
  startReading: { bookIndex: 0, chapter: 1 },
  endReading: { bookIndex: 0, chapter: 50 },
});
/** Each day's tick, named by its reading as the checklist names it ("Genesis 1-5"…). */
const readings = planDays.map((day) => formatReadingRange(day.readingStart, day.readingEnd, 'en'));

async function register(request: APIRequestContext, testInfo: TestInfo, name: string): Promise<Session> {
  const label = name.split(' ')[0]?.toLowerCase();
  const email = `ranking-${label}-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const answer = await request.post('/api/auth/register', { data: { name, email, password: 'secret-123' } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Session;
}

const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** A leader with premium (the admin API) and a challenge of theirs, with its plan and `participants` invited. */
async function createChallenge(request: APIRequestContext, leader: Session, title: string, participants: string[]) {
  const granted = await request.post('/api/admin/premium', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email: leader.user.email, type: 'subscription' },
  });
  expect(granted.ok()).toBe(true);
  const created = await request.post('/api/challenges/add', {
    headers: bearer(leader),
    data: {
      challengeTitle: title,
      participants,
      startDate: monthStart,
      finishDate: planDays[planDays.length - 1]?.date,
      owner_name: leader.user.name,
      plan: { readingCalendar: planDays, shouldTrackDelays: false, planType: 2, chaptersPerDay: 5, quantityOfDays: 10 },
    },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { challenge: { _id: string } }).challenge._id;
}

/** Joins by the challenge's link, as the invite page does. */
async function join(request: APIRequestContext, person: Session, challengeId: string) {
  const joined = await request.put('/api/challenge/join', {
    headers: { ...bearer(person), challenge_id: challengeId },
  });
  expect(joined.ok()).toBe(true);
}

/** The ranking of a tab as the API answers it to `person`: names and points, in order. */
async function rankingOf(request: APIRequestContext, person: Session, challengeId: string) {
  const answer = await request.get('/api/challenge/plan/ranking?tab=general', {
    headers: { ...bearer(person), challenge_id: challengeId },
  });
  expect(answer.ok()).toBe(true);
  const { ranking } = (await answer.json()) as { ranking: RankingEntry[] };
  return ranking.map((entry) => `${entry.position} ${entry.user.name} ${entry.totalPoints}`);
}

/** The readings `person` has ticked in their copy, as the account holds it. */
async function tickedOf(request: APIRequestContext, person: Session, challengeId: string) {
  const answer = await request.get('/api/challenge/plan', {
    headers: { ...bearer(person), challenge_id: challengeId },
  });
  expect(answer.ok()).toBe(true);
  const { plan } = (await answer.json()) as { plan: { readingCalendar: CopyDay[] } };
  return plan.readingCalendar
    .filter((day) => day.read)
    .map((day) => formatReadingRange(day.readingStart, day.readingEnd, 'en'));
}

interface Device {
  context: BrowserContext;
  page: Page;
}

/**
 * A browser of `person`'s own, signed in. Notifications are already allowed unless `asksAboutNotifications`
 * (the ranking's question then shows); only a device that goes offline installs the service worker.
 */
async function openDevice(
  browser: Browser,
  person: Session,
  { worksOffline = false, asksAboutNotifications = false } = {},
): Promise<Device> {
  const context = await browser.newContext({ serviceWorkers: worksOffline ? 'allow' : 'block' });
  if (!asksAboutNotifications) await context.grantPermissions(['notifications']);
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('session')) localStorage.setItem('session', stored);
  }, JSON.stringify(person));
  return { context, page: await context.newPage() };
}

const tickOf = (page: Page, reading: string) => page.getByRole('checkbox', { name: reading, exact: true });
const podiumOf = (page: Page) => page.getByRole('list', { name: 'Podium' });
const copiesOutbox = (page: Page) =>
  page.evaluate(() => {
    const copies = JSON.parse(localStorage.getItem('challengeCopies') ?? '{}') as Record<string, { outbox: unknown[] }>;
    return Object.values(copies).flatMap((copy) => copy.outbox);
  });

test('participants tick their days in their own browsers; the ranking shows the podium 2-1-3 and the tabs', async ({
  browser,
  request,
}, testInfo) => {
  const [leader, bruno, carla, davi] = await Promise.all(
    ['Ana Leader', 'Bruno Reader', 'Carla Reader', 'Davi Reader'].map((name) => register(request, testInfo, name)),
  );
  if (!leader || !bruno || !carla || !davi) throw new Error('registration failed');
  const challengeId = await createChallenge(request, leader, 'Genesis together', [bruno.user.email, carla.user.email]);
  for (const person of [bruno, carla, davi]) await join(request, person, challengeId);

  const b = await openDevice(browser, bruno);
  const c = await openDevice(browser, carla);
  try {
    for (const { page } of [b, c]) {
      await page.goto(`/challenge/${challengeId}/plan`);
      await expect(page.getByRole('heading', { level: 1, name: 'Genesis together' })).toBeVisible();
      await expect(tickOf(page, readings[0] as string)).toBeVisible();
    }
    await expect(b.page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 10 days · 0 of 50 chapters',
    );

    // Bruno reads three days, Carla one, at the same time; each tick shows its +1.
    await Promise.all([
      (async () => {
        for (const reading of readings.slice(0, 3)) {
          await tickOf(b.page, reading as string).check();
          await expect(b.page.getByText('+1 point')).toBeVisible();
        }
      })(),
      (async () => {
        await tickOf(c.page, readings[0] as string).check();
        await expect(c.page.getByText('+1 point')).toBeVisible();
      })(),
    ]);
    await expect(b.page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 10 days · 15 of 50 chapters',
    );
    await expect
      .poll(() => rankingOf(request, leader, challengeId))
      .toEqual(['1 Bruno Reader 3', '2 Carla Reader 1', '3 Davi Reader 0']);
    // An untick's −1 point (challenge-plan-page.test.tsx) and its point taken back (totals-triggers.test.ts).
    // axe measures the plan once the last "+1 point" has left: caught fading (its last second), the
    // popup's colours are blended with the page's and fail contrast.
    await expect(b.page.getByText('+1 point')).toHaveCount(0);
    await expectAccessibleOnPhoneAndDesktop(b.page, 'the challenge plan');

    // The ranking: the podium, revealed after 4 s, shows silver, gold and bronze from the left;
    // screen readers have the places in ranking order.
    await b.page.goto(`/challenge/${challengeId}/ranking`);
    await expect(b.page.getByRole('heading', { level: 1, name: 'Genesis together' })).toBeVisible();
    const podium = podiumOf(b.page);
    const places = podium.getByRole('listitem');
    await expect(places).toHaveText([
      /Place 1: Bruno Reader \(you\)3 points/,
      /Place 2: Carla Reader(👏)?1 point/,
      /Place 3: Davi Reader(👏)?0 points/,
    ]);
    await expect(podium).toHaveAttribute('data-revealed', 'true', { timeout: 8_000 });
    // The first place's name and points fade in over half a second: axe measures them once in.
    await podium.evaluate(async (element) => {
      await Promise.all(element.getAnimations({ subtree: true }).map((each) => each.finished));
    });
    const left = async (index: number) => (await places.nth(index).boundingBox())?.x ?? Number.NaN;
    const [gold, silver, bronze] = [await left(0), await left(1), await left(2)];
    expect(silver).toBeLessThan(gold);
    expect(gold).toBeLessThan(bronze);
    await expect(b.page.getByRole('table')).toHaveCount(0);
    await expectAccessibleOnPhoneAndDesktop(b.page, 'the ranking, general');

    // Reading: the share of the plan read; questions: nobody has answered.
    const tabs = b.page.getByRole('tablist', { name: 'Rank by' });
    await tabs.getByRole('tab', { name: 'Reading' }).click();
    await expect(tabs.getByRole('tab', { name: 'Reading' })).toHaveAttribute('aria-selected', 'true');
    // Beside the others' names, once shown, their tap to encourage (👏).
    await expect(places).toHaveText([/Bruno Reader \(you\)30%/, /Carla Reader👏10%/, /Davi Reader👏0%/]);
    await expect(podium.getByRole('button', { name: 'Encourage Carla Reader' })).toBeVisible();
    await expect(podium.getByRole('button', { name: /Encourage Bruno/ })).toHaveCount(0);
    await tabs.getByRole('tab', { name: 'Reading' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'General' })).toBeFocused();
    await tabs.getByRole('tab', { name: 'General' }).press('ArrowLeft');
    await tabs.getByRole('tab', { name: 'Questions' }).press('Enter');
    await expect(tabs.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    await expect(places).toHaveText([/0 points/, /0 points/, /0 points/]);
    await expectAccessibleOnPhoneAndDesktop(b.page, 'the ranking, questions');
    // The leader left out of the ranking, and told so: ranking.test.ts and ranking-page.test.tsx.
  } finally {
    await b.context.close();
    await c.context.close();
  }
});

test('while nobody has accepted, the leader is asked about notifications, then can invite and share the link', async ({
  browser,
  request,
}, testInfo) => {
  const leader = await register(request, testInfo, 'Ana Leader');
  const challengeId = await createChallenge(request, leader, 'Psalms in June', [
    `invited-1-${Date.now()}@example.com`,
    `invited-2-${Date.now()}@example.com`,
  ]);
  const a = await openDevice(browser, leader, { asksAboutNotifications: true });
  try {
    await a.page.goto(`/challenge/${challengeId}/ranking?isNew=true`);
    await expect(a.page.getByRole('heading', { level: 1, name: 'Challenge launched!' })).toBeVisible();
    await expect(a.page.getByText('We sent the invitations by e-mail.')).toBeVisible();
    const question = a.page.getByRole('dialog', { name: 'Turn on notifications?' });
    await expect(question).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(a.page, 'the notification question');
    await question.getByRole('button', { name: 'Later' }).click();
    await expect(question).toBeHidden();

    const panel = a.page.getByRole('region', { name: 'Nobody has accepted yet' });
    await expect(panel).toContainText('Ask your group to check their inbox');
    await expect(panel.getByRole('link', { name: 'Add participants' })).toHaveAttribute(
      'href',
      `/challenge/${challengeId}/participants/add`,
    );
    await expectAccessibleOnPhoneAndDesktop(a.page, 'the not-accepted-yet panel');
    // (Granting these rejects every other permission: the notification question is answered already.)
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.getByRole('button', { name: 'Share the invitation link' }).click();
    const copied = panel.getByRole('status');
    // The link is copied where the browser has no share sheet, and says so for 2 s.
    if (await a.page.evaluate(() => typeof navigator.share !== 'function')) {
      await expect(copied).toHaveText('Link copied');
      expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${new URL(a.page.url()).origin}/c/invite/${challengeId}`,
      );
      await expect(copied).toHaveText('', { timeout: 4_000 });
    }

    // A later visit doesn't ask again.
    await a.page.reload();
    await expect(panel).toBeVisible();
    await expect(a.page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await a.context.close();
  }
});

test('a device offline keeps its ticks through a reload and sends them once back online; the other device gets them', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the sync and the network behave the same on every screen');
  const [leader, bruno, carla] = await Promise.all(
    ['Ana Leader', 'Bruno Reader', 'Carla Reader'].map((name) => register(request, testInfo, name)),
  );
  if (!leader || !bruno || !carla) throw new Error('registration failed');
  const challengeId = await createChallenge(request, leader, 'Genesis offline', [bruno.user.email, carla.user.email]);
  for (const person of [bruno, carla]) await join(request, person, challengeId);

  const phone = await openDevice(browser, bruno, { worksOffline: true });
  const laptop = await openDevice(browser, bruno);
  try {
    await phone.page.goto(`/challenge/${challengeId}/plan`);
    await expect(tickOf(phone.page, readings[0] as string)).toBeVisible();
    // The app and its challenge screens come from the service worker once it controls the page.
    await waitForControllingWorker(phone.page);
    await expect(tickOf(phone.page, readings[0] as string)).toBeVisible();

    await phone.context.setOffline(true);
    await tickOf(phone.page, readings[1] as string).check();
    await expect(phone.page.getByText(/Your ticks are saved on this device/)).toBeVisible();
    await expect.poll(() => copiesOutbox(phone.page)).toHaveLength(1);
    const reloaded = await phone.page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(phone.page.getByRole('heading', { level: 1, name: 'Genesis offline' })).toBeVisible();
    await expect(tickOf(phone.page, readings[1] as string)).toBeChecked();
    await tickOf(phone.page, readings[2] as string).check();
    expect(await tickedOf(request, bruno, challengeId)).toEqual([]);

    // Meanwhile the laptop, online, ticks another day.
    await laptop.page.goto(`/challenge/${challengeId}/plan`);
    await tickOf(laptop.page, readings[4] as string).check();
    await expect.poll(() => tickedOf(request, bruno, challengeId)).toEqual([readings[4]]);

    // Back online: the ticks made offline go out, with the time they were made; nothing is lost.
    await phone.context.setOffline(false);
    await expect.poll(() => tickedOf(request, bruno, challengeId)).toEqual([readings[1], readings[2], readings[4]]);
    await expect.poll(() => copiesOutbox(phone.page)).toEqual([]);
    await expect(tickOf(phone.page, readings[4] as string)).toBeChecked();
    await expect(phone.page.getByText(/Your ticks are saved on this device/)).toBeHidden();
    await laptop.page.reload();
    for (const reading of [readings[1], readings[2], readings[4]]) {
      await expect(tickOf(laptop.page, reading as string)).toBeChecked();
    }
    await expect.poll(() => rankingOf(request, carla, challengeId)).toEqual(['1 Bruno Reader 3', '2 Carla Reader 0']);
  } finally {
    await phone.context.close();
    await laptop.context.close();
  }
});
