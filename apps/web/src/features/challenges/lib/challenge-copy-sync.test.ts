import type { ChallengeReadingBody, Plan } from '@bible-journey/contract';
import { buildReadingCalendar, storeLocalPlan } from '@bible-journey/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DeviceSession, session } from '../../../lib/session.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { servedPlan } from '../../../test/served-plan.ts';
import { challengeCopies, copyOf } from './challenge-copy-store.ts';
import {
  changeChallengeCopy,
  copySyncStatus,
  onTickAnswered,
  tickChallengeDay,
  watchChallengeCopy,
} from './challenge-copy-sync.ts';

const CHALLENGE = '0c000000-0000-4000-8000-000000000001';
const PLAN = '0c000000-0000-4000-8000-0000000000a1';
const RANKING = '0c000000-0000-4000-8000-0000000000b1';

/** John in 4 days of 2 chapters from 2027-01-04, as the member's copy on the server. */
function copyOnServer(overrides: Partial<Plan> = {}): Plan {
  const days = buildReadingCalendar({
    planType: 2,
    quantityOfDays: 4,
    readingOrder: 'traditional',
    startDate: '2027-01-04',
    startReading: { bookIndex: 42, chapter: 1 },
    endReading: { bookIndex: 42, chapter: 8 },
  });
  const settings = {
    blockedWeekDays: [],
    planType: 2 as const,
    chaptersPerDay: 2,
    quantityOfDays: 4,
    readingOrder: 'traditional' as const,
    trackDelays: true,
  };
  return servedPlan(storeLocalPlan(days, settings, PLAN, '2027-01-01T00:00:00.000Z'), PLAN, overrides);
}

/** The server's copy, answering GET /challenge/plan and taking ticks with their times, counting points. */
function fakeServer(plan = copyOnServer()) {
  const held = { plan };
  const api = stubApi();
  api.reply('GET /challenge/plan', () => ({ body: { plan: held.plan } }));
  api.answer('GET /challenge/ranking/user/id', { rankingId: RANKING });
  const mark = (dayId: string, read: boolean, at: string) => {
    held.plan = {
      ...held.plan,
      revision: held.plan.revision + 1,
      readingCalendar: held.plan.readingCalendar.map((day) =>
        day.id === dayId ? { ...day, read, readChangedAt: at } : day,
      ),
    };
    const day = held.plan.readingCalendar.find((candidate) => candidate.id === dayId);
    if (!day) throw new Error(`no day ${dayId}`);
    return day;
  };
  for (const read of [true, false]) {
    api.reply(`PUT /challenge/plan/reading/${read ? 'complete' : 'undo'}`, ({ headers, body }) => {
      const { at = new Date().toISOString() } = (body ?? {}) as ChallengeReadingBody & { at?: string };
      const wasRead = held.plan.readingCalendar.find((day) => day.id === headers.day_id)?.read;
      const day = mark(headers.day_id as string, read, at);
      const totalPoints = held.plan.readingCalendar.filter((candidate) => candidate.read).length;
      return {
        body: {
          day: { id: day.id, _id: day._id, read: day.read, readChangedAt: day.readChangedAt },
          points: { totalPoints, readingPoints: totalPoints, questionPoints: 0, conclusionPercentage: 25 },
          changed: wasRead !== read,
        },
      };
    });
  }
  return { api, held };
}

const waitForRound = () =>
  vi.waitFor(
    () => {
      const status = copySyncStatus.get(CHALLENGE);
      expect(status.state).toBe('idle');
      expect(status.hasSynced).toBe(true);
    },
    { timeout: 2_000, interval: 5 },
  );

let stopWatching: (() => void) | undefined;
let fake: FakeApi;

beforeEach(() => {
  session.set({ user: { email: 'member@example.com', name: 'Member' }, token: 't0ken' } as DeviceSession);
});
afterEach(() => {
  stopWatching?.();
  stopWatching = undefined;
  session.clear();
  localStorage.clear();
  vi.useRealTimers();
  fake.restore();
});

describe('a challenge copy on the device', () => {
  it('is fetched when shown and kept on the device, with the member’s rankingId', async () => {
    ({ api: fake } = fakeServer());
    stopWatching = watchChallengeCopy(CHALLENGE);
    await waitForRound();
    const copy = copyOf(CHALLENGE);
    expect(copy.plan?.planId).toBe(PLAN);
    expect(copy.plan?.planv2).toHaveLength(4);
    expect(copy.rankingId).toBe(RANKING);
    expect(fake.calls('GET', '/challenge/plan')[0]?.headers).toMatchObject({ challenge_id: CHALLENGE });
  });

  it('sends a tick as it is made with the challenge’s call and the day’s headers', async () => {
    let held: { plan: Plan };
    ({ api: fake, held } = fakeServer());
    stopWatching = watchChallengeCopy(CHALLENGE);
    await waitForRound();
    expect(tickChallengeDay(CHALLENGE, 1, true)).toBe(true);
    expect(copyOf(CHALLENGE).plan?.planv2[1]?.read).toBe(true);
    await vi.waitFor(() => expect(copyOf(CHALLENGE).outbox).toEqual([]), { timeout: 2_000, interval: 5 });
    const [call] = fake.calls('PUT', '/challenge/plan/reading/complete');
    expect(call?.headers).toMatchObject({
      challenge_id: CHALLENGE,
      ranking_id: RANKING,
      plan_id: PLAN,
      day_id: held.plan.readingCalendar[1]?.id,
    });
    expect(held.plan.readingCalendar[1]?.read).toBe(true);

    expect(tickChallengeDay(CHALLENGE, 1, false)).toBe(true);
    await vi.waitFor(() => expect(fake.calls('PUT', '/challenge/plan/reading/undo')).toHaveLength(1), {
      timeout: 2_000,
      interval: 5,
    });
    await vi.waitFor(() => expect(held.plan.readingCalendar[1]?.read).toBe(false), { timeout: 2_000, interval: 5 });
    // Ticking a day to the mark it holds changes nothing.
    expect(tickChallengeDay(CHALLENGE, 1, false)).toBe(false);
  });

  it('keeps a tick made offline, and sends it with the time it was made once back online', async () => {
    let held: { plan: Plan };
    ({ api: fake, held } = fakeServer());
    stopWatching = watchChallengeCopy(CHALLENGE);
    await waitForRound();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.fail('GET /challenge/plan');
    tickChallengeDay(CHALLENGE, 2, true);
    const tickedAt = copyOf(CHALLENGE).outbox[0]?.at;
    await vi.waitFor(() => expect(copySyncStatus.get(CHALLENGE).state).toBe('waiting'), {
      timeout: 2_000,
      interval: 5,
    });
    expect(copyOf(CHALLENGE).outbox).toHaveLength(1);
    expect(challengeCopies.get()[CHALLENGE]?.plan?.planv2[2]?.read).toBe(true);

    await vi.advanceTimersByTimeAsync(30_000);
    fake.reply('GET /challenge/plan', () => ({ body: { plan: held.plan } }));
    const answers: unknown[] = [];
    const stopHearing = onTickAnswered((answer) => answers.push(answer));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(copyOf(CHALLENGE).outbox).toEqual([]), { timeout: 2_000, interval: 5 });
    stopHearing();
    // One way for every tick: the challenge's call, with the time and chapter of the tick.
    const [call] = fake.calls('PUT', '/challenge/plan/reading/complete');
    expect(call?.headers).toMatchObject({ day_id: held.plan.readingCalendar[2]?.id, plan_id: PLAN });
    expect(call?.body).toEqual({ at: tickedAt, chapter: held.plan.readingCalendar[2]?.readingStart });
    expect(held.plan.readingCalendar[2]).toMatchObject({ read: true, readChangedAt: tickedAt });
    // Its points, as the server counted them, for the popup.
    expect(answers).toEqual([{ challengeId: CHALLENGE, read: true, changed: true, totalPoints: 1 }]);
  });

  it('shows a later tick made on another device, and keeps its own later one', async () => {
    let held: { plan: Plan };
    ({ api: fake, held } = fakeServer());
    stopWatching = watchChallengeCopy(CHALLENGE);
    await waitForRound();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 60_000));
    // A minute ago the other device read day 0 and unticked day 3; this one ticks day 3 now, offline.
    const earlier = new Date(Date.now() - 60_000).toISOString();
    held.plan = {
      ...held.plan,
      revision: held.plan.revision + 1,
      readingCalendar: held.plan.readingCalendar.map((day) =>
        day._id === 0 || day._id === 3 ? { ...day, read: day._id === 0, readChangedAt: earlier } : day,
      ),
    };
    fake.fail('PUT /challenge/plan/reading/complete');
    expect(tickChallengeDay(CHALLENGE, 3, true)).toBe(true);
    await vi.waitFor(() => expect(copySyncStatus.get(CHALLENGE).state).toBe('waiting'), {
      timeout: 2_000,
      interval: 5,
    });
    const days = copyOf(CHALLENGE).plan?.planv2 ?? [];
    expect(days.map((day) => day.read)).toEqual([true, false, false, true]);
    expect(copyOf(CHALLENGE).outbox).toHaveLength(1);
  });

  it('forgets the copy when the challenge has no plan', async () => {
    ({ api: fake } = fakeServer());
    stopWatching = watchChallengeCopy(CHALLENGE);
    await waitForRound();
    fake.answer('GET /challenge/plan', { plan: null });
    stopWatching();
    stopWatching = watchChallengeCopy(CHALLENGE);
    await vi.waitFor(() => expect(copyOf(CHALLENGE).plan).toBeNull(), { timeout: 2_000, interval: 5 });
  });

  it('resets a late copy: unread days spread again to the old end date, one more delay, saved with PUT /plan/{id}', async () => {
    let held: { plan: Plan };
    ({ api: fake, held } = fakeServer());
    fake.reply('PUT /plan/:id', ({ body }) => {
      const sent = body as Plan & { revision: number };
      held.plan = copyOnServer({
        ...held.plan,
        readingCalendar: sent.readingCalendar.map((day, index) => ({
          ...day,
          id: `0c000000-0000-4000-8000-00000000d${String(index).padStart(3, '0')}`,
          readChangedAt: null,
        })) as Plan['readingCalendar'],
        delays: sent.delays,
        revision: held.plan.revision + 1,
      });
      return { body: { plan: held.plan } };
    });
    stopWatching = watchChallengeCopy(CHALLENGE);
    await waitForRound();
    changeChallengeCopy(CHALLENGE, { kind: 'replan', today: '2027-01-05' });
    await vi.waitFor(() => expect(copyOf(CHALLENGE).pendingChange).toBeNull(), { timeout: 2_000, interval: 5 });
    const [call] = fake.calls('PUT', `/plan/${PLAN}`);
    const sent = call?.body as { delays: number; revision: number; readingCalendar: { date: string }[] };
    expect(sent.delays).toBe(1);
    expect(sent.revision).toBe(1);
    expect(sent.readingCalendar.map((day) => day.date)).toEqual(['2027-01-05', '2027-01-06', '2027-01-07']);
    expect(copyOf(CHALLENGE).plan?.delays).toBe(1);
  });
});
