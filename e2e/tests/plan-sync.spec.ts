import {
  buildReadingCalendar,
  type ChapterRef,
  chapterKey,
  formatReadingRange,
  type LocalPlanV2,
  planProgress,
  todayIso,
} from '@bible-journey/core';
import { buildDevicePlan, seedDevice, storedPlan } from '@bible-journey/test-support/device';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { waitForControllingWorker } from '../support/service-worker.ts';
import { expect as baseExpect, test } from '../support/suite.ts';

// Two devices on one account: every journey opens two browser contexts (each its own storage and
// network), signed in with the session the API answered, and checks the account through the API
// with the same token.

test.use({ locale: 'en-US' });
// Two browsers at once on a small shared machine: pages and rounds take longer than with one.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = 'secret-123';

interface Reading {
  readingStart: ChapterRef;
  readingEnd: ChapterRef;
}

interface ServerDay extends Reading {
  id: string;
  _id: number;
  date: string;
  read: boolean;
  readChangedAt: string | null;
  readingDetails: ChapterRef[];
}

interface ServerPlan {
  _id: string;
  revision: number;
  readingCalendar: ServerDay[];
}

interface Session {
  user: unknown;
  token: string;
}

interface Device {
  context: BrowserContext;
  page: Page;
}

// Every plan of these journeys starts on the 1st of this month: all its days are in the month the
// checklist opens on (its first month with an unread day), so no month arrows are needed.
const monthStart = `${todayIso().slice(0, 8)}01`;

/** Genesis in 10 days of 5 chapters from the 1st, delays not tracked (no late dialog); `read`: positions read. */
function genesisPlanBody(read: number[] = []) {
  const at = new Date(Date.now() - 60_000).toISOString();
  const days = buildReadingCalendar({
    planType: 2,
    readingOrder: 'traditional',
    startDate: monthStart,
    quantityOfDays: 10,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 50 },
  });
  return {
    readingCalendar: days.map((day) => ({
      ...day,
      read: read.includes(day._id),
      readChangedAt: read.includes(day._id) ? at : null,
    })),
    shouldTrackDelays: false,
    blockedWeekDays: [],
    planType: 2,
    chaptersPerDay: 5,
    quantityOfDays: 10,
    readingOrder: 'traditional',
  };
}

/** A new account (through the API), its session, and its plans as GET /api/plan answers them. */
async function registerReader(request: APIRequestContext, testInfo: TestInfo, name: string) {
  const email = `sync-${name}-${testInfo.project.name}-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Sync Reader', email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const session = (await registered.json()) as Session;
  const headers = { authorization: `Bearer ${session.token}` };
  const plans = async () => {
    const answer = await request.get('/api/plan', { headers });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { plans: ServerPlan[] }).plans;
  };
  /** The plan the account uses: the newest. */
  const currentPlan = async () => {
    const all = await plans();
    const plan = all[all.length - 1];
    if (!plan) throw new Error('the account has no plan');
    return plan;
  };
  return {
    email,
    session,
    plans,
    currentPlan,
    async savePlan(body: ReturnType<typeof genesisPlanBody>) {
      const saved = await request.post('/api/plan', { headers, data: body });
      expect(saved.ok()).toBe(true);
      return ((await saved.json()) as { plan: ServerPlan }).plan;
    },
    /** A tick from another device, straight to the API. */
    async markDay(dayId: string, read: boolean) {
      const marked = await request.put(`/api/day-reading/complete/${dayId}`, { headers, data: { read } });
      expect(marked.ok()).toBe(true);
    },
    /** The readings ticked on the account's plan, e.g. ['Gen 1-5']. */
    async ticked() {
      return (await currentPlan()).readingCalendar.filter((day) => day.read).map(nameOf);
    },
  };
}

/**
 * A device: a browser context of its own, its storage seeded (signed in when a session is given).
 * Only a device that goes offline installs the service worker: its precache costs every other
 * context time on this small machine and changes nothing in how the plan syncs.
 */
async function openDevice(
  browser: Browser,
  values: Record<string, unknown>,
  { worksOffline = false } = {},
): Promise<Device> {
  const context = await browser.newContext({ serviceWorkers: worksOffline ? 'allow' : 'block' });
  const page = await context.newPage();
  await seedDevice(page, values);
  return { context, page };
}

/** Day `n` (from 1) of a plan the account holds. */
function dayOf(plan: ServerPlan, n: number): ServerDay {
  const day = plan.readingCalendar[n - 1];
  if (!day) throw new Error(`the plan has no day ${n}`);
  return day;
}

/** A day's tick, named by its reading as the checklist names it. */
const nameOf = (day: Reading) => formatReadingRange(day.readingStart, day.readingEnd, 'en');
const tickOf = (page: Page, reading: string) => page.getByRole('checkbox', { name: reading, exact: true });

/** Every reading of the month shown, ticked exactly when listed in `read`. */
async function expectTicks(page: Page, readings: readonly string[], read: readonly string[]) {
  for (const reading of readings) {
    const tick = tickOf(page, reading);
    if (read.includes(reading)) await expect(tick, reading).toBeChecked();
    else await expect(tick, reading).not.toBeChecked();
  }
}

const outboxOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('planOutbox') ?? '[]') as unknown[]);

/** Each day as date, chapters and mark, to compare a device's copy with the account's. */
const shapeOf = (days: readonly { date: string; read: boolean; readingDetails: ChapterRef[] }[]) =>
  days.map((day) => `${day.date} ${day.readingDetails.map(chapterKey).join(',')} ${day.read ? 'read' : 'unread'}`);

/**
 * Journeys about the sync rules and the network alone run once, on the desktop: the phone's screen
 * changes nothing in them, and the machine is small. Edits and the sign-in choice (forms and
 * dialogs laid out for each screen) run on both.
 */
const skipOnPhone = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name === 'phone', 'the sync and the network behave the same on every screen');

const genesis = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `genesis:${from + index}`);

test('ticks made at the same time on two devices both reach the account and both devices, live', async ({
  browser,
  request,
}, testInfo) => {
  skipOnPhone(testInfo);
  const account = await registerReader(request, testInfo, 'interleaving');
  const seeded = await account.savePlan(genesisPlanBody());
  const readings = seeded.readingCalendar.map(nameOf);
  const day1 = nameOf(dayOf(seeded, 1));
  const day3 = nameOf(dayOf(seeded, 3));
  const day5 = nameOf(dayOf(seeded, 5));
  const a = await openDevice(browser, { session: account.session });
  const b = await openDevice(browser, { session: account.session });
  try {
    for (const { page } of [a, b]) {
      await page.goto('/plan');
      await expect(tickOf(page, day1)).toBeVisible();
    }

    await Promise.all([tickOf(b.page, day3).check(), tickOf(a.page, day1).check()]);
    await expect.poll(account.ticked).toEqual([day1, day3]);
    for (const { page } of [a, b]) {
      await page.reload();
      await expectTicks(page, readings, [day1, day3]);
    }

    await tickOf(a.page, day1).uncheck();
    await tickOf(b.page, day5).check();
    await expect.poll(account.ticked).toEqual([day3, day5]);
    for (const { page } of [a, b]) {
      await page.reload();
      await expectTicks(page, readings, [day3, day5]);
      await expect.poll(() => outboxOf(page)).toEqual([]);
    }

    // Live (issue 24): both open, neither reloaded nor refocused, each sees the other's tick within 5 s.
    await tickOf(a.page, day1).check();
    await expect(tickOf(b.page, day1)).toBeChecked({ timeout: 5_000 });
    await tickOf(b.page, day3).uncheck();
    await expect(tickOf(a.page, day3)).not.toBeChecked({ timeout: 5_000 });
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('a tick made offline stays through a reload and reaches the account when the device is back online', async ({
  browser,
  request,
}, testInfo) => {
  skipOnPhone(testInfo);
  const account = await registerReader(request, testInfo, 'offline');
  const seeded = await account.savePlan(genesisPlanBody());
  const readings = seeded.readingCalendar.map(nameOf);
  const day1 = nameOf(dayOf(seeded, 1));
  const day2 = nameOf(dayOf(seeded, 2));
  const day4 = nameOf(dayOf(seeded, 4));
  const day6 = nameOf(dayOf(seeded, 6));
  const a = await openDevice(browser, { session: account.session }, { worksOffline: true });
  const b = await openDevice(browser, { session: account.session });
  try {
    for (const { page } of [a, b]) {
      await page.goto('/plan');
      await expect(tickOf(page, day1)).toBeVisible();
    }
    // The app shell comes from the service worker once it controls the page.
    await waitForControllingWorker(a.page);

    await a.context.setOffline(true);
    await tickOf(a.page, day2).check();
    await expect.poll(() => outboxOf(a.page)).toHaveLength(1);
    const reloaded = await a.page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(tickOf(a.page, day2)).toBeChecked();
    expect(await outboxOf(a.page)).toHaveLength(1);

    await tickOf(b.page, day4).check();
    await expect.poll(account.ticked).toEqual([day4]);

    // Back online: the 'online' event starts a round at once, no reload (the retry backoff may be far longer).
    await a.context.setOffline(false);
    await expect.poll(account.ticked, { timeout: 5_000 }).toEqual([day2, day4]);
    await expect(tickOf(a.page, day4)).toBeChecked({ timeout: 5_000 });
    await expect.poll(() => outboxOf(a.page)).toEqual([]);
    for (const { page } of [a, b]) {
      await page.reload();
      await expectTicks(page, readings, [day2, day4]);
    }

    // A tick made offline in a tab closed before the connection came back goes out with the next visit.
    await a.context.setOffline(true);
    await tickOf(a.page, day6).check();
    await a.page.close();
    await a.context.setOffline(false);
    expect(await account.ticked()).toEqual([day2, day4]);
    const reopened = await a.context.newPage();
    await reopened.goto('/plan');
    await expect.poll(account.ticked).toEqual([day2, day4, day6]);
    await expectTicks(reopened, readings, [day2, day4, day6]);
    await expect.poll(() => outboxOf(reopened)).toEqual([]);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('an edit keeps the read days, and a tick made on an old copy lands on the day now holding its reading', async ({
  browser,
  request,
}, testInfo) => {
  const account = await registerReader(request, testInfo, 'edit');
  // Days 1 and 2 (Genesis 1-10) read; 10 days of 5 chapters.
  const seeded = await account.savePlan(genesisPlanBody([0, 1]));
  const day1 = dayOf(seeded, 1);
  const day2 = dayOf(seeded, 2);
  const day5 = dayOf(seeded, 5);
  const a = await openDevice(browser, { session: account.session });
  const b = await openDevice(browser, { session: account.session });
  try {
    for (const { page } of [a, b]) {
      await page.goto('/plan');
      await expect(tickOf(page, nameOf(day1))).toBeChecked();
    }

    // A spreads the rest over 20 days instead of 8.
    await a.page.getByRole('button', { name: 'Plan options' }).click();
    await a.page.getByRole('menuitem', { name: 'Edit plan' }).click();
    const confirm = a.page.getByRole('dialog', { name: 'Edit your plan?' });
    await confirm.getByRole('button', { name: 'Edit plan' }).click();
    await expect(confirm).toBeHidden();
    await expect(a.page.getByRole('spinbutton', { name: 'Number of days' })).toHaveValue('10');
    await a.page.getByRole('spinbutton', { name: 'Number of days' }).fill('20');
    await a.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(a.page).toHaveURL(/\/plan$/);

    await expect.poll(async () => (await account.currentPlan()).readingCalendar.length).toBe(22);
    const edited = await account.currentPlan();
    expect(edited._id).toBe(seeded._id);
    const readDays = edited.readingCalendar.filter((day) => day.read);
    // The read days: same dates, same chapters, same marks (and the same day rows).
    const rowOf = ({ id, date, readingDetails, readChangedAt }: ServerDay) => ({
      id,
      date,
      readingDetails,
      readChangedAt,
    });
    expect(readDays.map(rowOf)).toEqual([day1, day2].map(rowOf));
    const unread = edited.readingCalendar.filter((day) => !day.read);
    expect(unread).toHaveLength(20);
    // The unread chapters, each once, in order, over new dates that aren't the read days'.
    expect(unread.flatMap((day) => day.readingDetails.map(chapterKey))).toEqual(genesis(11, 50));
    expect(unread.every((day) => day.date > day2.date)).toBe(true);
    expect(new Set(edited.readingCalendar.map((day) => day.date)).size).toBe(22);
    await expect.poll(async () => shapeOf((await storedPlan(a.page)).planv2)).toEqual(shapeOf(edited.readingCalendar));
    await expect(tickOf(a.page, nameOf(day1))).toBeChecked();
    await expect(tickOf(a.page, nameOf(unread[0] as ServerDay))).not.toBeChecked();

    // B still shows the plan as it was before the edit, and ticks its old day 5 (Genesis 21-25).
    await expect(tickOf(b.page, nameOf(day5))).toBeVisible();
    await tickOf(b.page, nameOf(day5)).click();
    const holdingDay5 = unread.find((day) => day.readingDetails.some((ref) => chapterKey(ref) === 'genesis:21'));
    if (!holdingDay5) throw new Error('the edited plan has no day with Genesis 21');
    await expect.poll(account.ticked).toEqual([nameOf(day1), nameOf(day2), nameOf(holdingDay5)]);
    const marked = await account.currentPlan();
    expect(marked.readingCalendar).toHaveLength(22);
    expect(marked.readingCalendar.flatMap((day) => day.readingDetails.map(chapterKey))).toEqual(genesis(1, 50));

    // B took the edit with its round; after reloads both devices hold the account's plan.
    await expect(tickOf(b.page, nameOf(holdingDay5))).toBeChecked();
    const names = marked.readingCalendar.map(nameOf);
    const read = [nameOf(day1), nameOf(day2), nameOf(holdingDay5)];
    for (const { page } of [a, b]) {
      await page.reload();
      await expectTicks(page, names, read);
      await expect.poll(async () => shapeOf((await storedPlan(page)).planv2)).toEqual(shapeOf(marked.readingCalendar));
    }
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('an edit made offline reaches the account when back online, made again over ticks that came in between', async ({
  browser,
  request,
}, testInfo) => {
  skipOnPhone(testInfo);
  const account = await registerReader(request, testInfo, 'offline-edit');
  const seeded = await account.savePlan(genesisPlanBody([0, 1]));
  const day1 = dayOf(seeded, 1);
  const day2 = dayOf(seeded, 2);
  const day5 = dayOf(seeded, 5);
  const day8 = dayOf(seeded, 8);
  const a = await openDevice(browser, { session: account.session });
  try {
    await a.page.goto('/plan');
    await expect(tickOf(a.page, nameOf(day1))).toBeChecked();
    await a.page.getByRole('button', { name: 'Plan options' }).click();
    await a.page.getByRole('menuitem', { name: 'Edit plan' }).click();
    await a.page.getByRole('dialog', { name: 'Edit your plan?' }).getByRole('button', { name: 'Edit plan' }).click();

    // Offline, the edit lands on the device at once and waits to be sent.
    await a.context.setOffline(true);
    await a.page.getByRole('spinbutton', { name: 'Number of days' }).fill('20');
    await a.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(a.page).toHaveURL(/\/plan$/);
    await expect.poll(async () => (await storedPlan(a.page)).planv2.length).toBe(22);
    await expect(tickOf(a.page, nameOf(day1))).toBeChecked();

    // Meanwhile another device ticks day 5; and day 8 just as the edit goes out, so that write is
    // based on a revision the plan has moved on from (409): the device fetches, merges, edits again.
    await account.markDay(day5.id, true);
    const writes: number[] = [];
    a.page.on('response', (response) => {
      if (response.request().method() === 'PUT' && /\/api\/plan\/[^/]+$/.test(response.url())) {
        writes.push(response.status());
      }
    });
    await a.page.route(
      '**/api/plan/*',
      async (route) => {
        await account.markDay(day8.id, true);
        await route.continue();
      },
      { times: 1 },
    );
    await a.context.setOffline(false);

    const keptRead = [day1, day2, day5, day8];
    await expect.poll(account.ticked).toEqual(keptRead.map(nameOf));
    await expect.poll(() => writes).toEqual([409, 200]);
    const edited = await account.currentPlan();
    // Every read day kept its row, date and chapters; the 30 chapters left are spread over 20 other dates.
    const readDays = edited.readingCalendar.filter((day) => day.read);
    const rowOf = ({ id, date, readingDetails }: ServerDay) => ({ id, date, readingDetails });
    expect(readDays.map(rowOf)).toEqual(keptRead.map(rowOf));
    const unread = edited.readingCalendar.filter((day) => !day.read);
    expect(unread).toHaveLength(20);
    expect(unread.flatMap((day) => day.readingDetails.map(chapterKey))).toEqual([
      ...genesis(11, 20),
      ...genesis(26, 35),
      ...genesis(41, 50),
    ]);
    expect(new Set(edited.readingCalendar.map((day) => day.date)).size).toBe(24);
    await expect.poll(async () => shapeOf((await storedPlan(a.page)).planv2)).toEqual(shapeOf(edited.readingCalendar));
    await expect(tickOf(a.page, nameOf(day8))).toBeChecked();
    expect(await outboxOf(a.page)).toEqual([]);
    expect(await a.page.evaluate(() => JSON.parse(localStorage.getItem('planPendingChange') ?? 'null'))).toBeNull();
  } finally {
    await a.context.close();
  }
});

/** What the choice dialog says of a plan: its range, dates, days and progress. */
function summaryOf(days: readonly LocalPlanV2['planv2'][number][] | readonly ServerDay[]) {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) throw new Error('an empty plan');
  const date = (iso: string) =>
    new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const read = days.filter((day) => day.read).length;
  return [
    formatReadingRange(first.readingStart, last.readingEnd, 'en'),
    `${date(first.date)} – ${date(last.date)}`,
    `${days.length} days`,
    `${read} days read (${Math.floor(planProgress(days.map((day, index) => ({ ...day, _id: index }))))}%)`,
  ];
}

test('signing in with a plan on the device asks which plan to keep and replaces nothing before the answer', async ({
  browser,
  request,
}, testInfo) => {
  const account = await registerReader(request, testInfo, 'choice');
  const saved = await account.savePlan(genesisPlanBody([0, 1, 2]));
  // From the 1st too, 4 days read: the checklist opens on this month.
  const devicePlan = buildDevicePlan({
    readDays: 4,
    trackDelays: false,
    startedDaysAgo: Number(todayIso().slice(8)) - 1,
  });
  const deviceFirst = devicePlan.planv2[0];
  if (!deviceFirst) throw new Error('the device plan is empty');
  const choiceDialog = (page: Page) => page.getByRole('dialog', { name: 'Which plan do you want to keep?' });

  // The first device signs in on the login page, decides later, then keeps the saved plan.
  const first = await openDevice(browser, { planv2: devicePlan });
  try {
    await first.page.goto('/login');
    await first.page.getByLabel('E-mail').fill(account.email);
    await first.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await first.page.getByRole('button', { name: 'Log in' }).click();
    const dialog = choiceDialog(first.page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'On this device' }).getByRole('listitem')).toHaveText(
      summaryOf(devicePlan.planv2),
    );
    await expect(dialog.getByRole('region', { name: 'Saved in your account' }).getByRole('listitem')).toHaveText(
      summaryOf(saved.readingCalendar),
    );

    await dialog.getByRole('button', { name: 'Decide later' }).click();
    await expect(dialog).toBeHidden();
    await expect(first.page.getByRole('status').filter({ hasText: 'Nothing changes until you choose' })).toBeVisible();
    await expect(tickOf(first.page, nameOf(devicePlan.planv2[3] as Reading))).toBeChecked();
    expect(await storedPlan(first.page)).toMatchObject({ planId: null, planv2: devicePlan.planv2 });
    expect(await account.plans()).toEqual([saved]);

    await first.page.getByRole('button', { name: 'Choose a plan' }).click();
    await dialog.getByRole('button', { name: 'Keep the saved plan' }).click();
    await expect(dialog).toBeHidden();
    const savedReadings = saved.readingCalendar.map(nameOf);
    await expectTicks(first.page, savedReadings, savedReadings.slice(0, 3));
    await expect(first.page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '30');
    expect(shapeOf((await storedPlan(first.page)).planv2)).toEqual(shapeOf(saved.readingCalendar));
    expect((await storedPlan(first.page)).planId).toBe(saved._id);
    expect(await account.plans()).toEqual([saved]);
  } finally {
    await first.context.close();
  }

  // A second device signs in from the checklist's "Keep your plan safe" card and keeps its own plan.
  const second = await openDevice(browser, { planv2: devicePlan });
  try {
    await second.page.goto('/plan');
    await expect(tickOf(second.page, nameOf(deviceFirst))).toBeChecked();
    const card = second.page.getByRole('region', { name: 'Keep your plan safe in an account' });
    await card.getByRole('button', { name: 'Log in or create an account' }).click();
    const accountDialog = second.page.getByRole('dialog', { name: 'Your account' });
    // The card opens the box on "Create account"; this person already has one.
    await accountDialog.getByRole('tab', { name: 'Log in' }).click();
    await accountDialog.getByLabel('E-mail').fill(account.email);
    await accountDialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await accountDialog.getByRole('button', { name: 'Log in' }).click();
    const dialog = choiceDialog(second.page);
    await expect(dialog).toBeVisible();
    expect(await account.plans()).toEqual([saved]);
    await dialog.getByRole('button', { name: 'Keep this device’s plan' }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(async () => (await account.plans()).length).toBe(2);
    const [oldest, newest] = (await account.plans()) as [ServerPlan, ServerPlan];
    expect(oldest).toEqual(saved);
    expect(shapeOf(newest.readingCalendar)).toEqual(shapeOf(devicePlan.planv2));
    expect(newest.readingCalendar.filter((day) => day.read)).toHaveLength(4);
    await expect.poll(async () => (await storedPlan(second.page)).planId).toBe(newest._id);
    await expect(tickOf(second.page, nameOf(deviceFirst))).toBeChecked();
    await expect(card).toBeHidden();
  } finally {
    await second.context.close();
  }
});
