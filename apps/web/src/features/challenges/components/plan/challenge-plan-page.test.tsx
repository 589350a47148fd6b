import type { Plan } from '@bible-journey/contract';
import {
  addDays,
  buildReadingCalendar,
  formatReadingRange,
  POINTS_POPUP_LEAVE_MS,
  POINTS_POPUP_MS,
  storeLocalPlan,
  todayIso,
} from '@bible-journey/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeApi } from '../../../../test/fake-fetch.ts';
import { servedPlan } from '../../../../test/served-plan.ts';
import { copyOf } from '../../lib/challenge-copy-store.ts';
import { renderChallenges } from '../../test/render-challenges.tsx';
import { answerChallenge, CHALLENGE_ID, RANKING_ID } from '../../test/screen-fixtures.ts';
import { setUpScreenTests } from '../../test/screen-test.ts';

let api: FakeApi;
const path = `/challenge/${CHALLENGE_ID}/plan`;
const PLAN_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

setUpScreenTests([path], (fake) => {
  api = fake;
});

/**
 * The member's copy: Mark in 8 days of 2 chapters, from `startsIn` days from today (negative: in
 * the past), the first `read` days read; delays tracked or not.
 */
function memberCopy({ startsIn = 0, read = 0, trackDelays = false } = {}): Plan {
  const today = todayIso();
  const days = buildReadingCalendar({
    planType: 2,
    quantityOfDays: 8,
    readingOrder: 'traditional',
    startDate: addDays(today, startsIn),
    startReading: { bookIndex: 40, chapter: 1 },
    endReading: { bookIndex: 40, chapter: 16 },
  }).map((day, index) =>
    index < read ? { ...day, read: true, readChangedAt: new Date(Date.now() - 3_600_000).toISOString() } : day,
  );
  const settings = {
    blockedWeekDays: [],
    planType: 2 as const,
    chaptersPerDay: 2,
    quantityOfDays: 8,
    readingOrder: 'traditional' as const,
    trackDelays,
  };
  return servedPlan(storeLocalPlan(days, settings, PLAN_ID, new Date().toISOString()), PLAN_ID);
}

/** The server's copy: GET answers what it holds; the challenge's complete/undo marks it at the tick's time. */
function serveCopy(plan: Plan) {
  const held = { plan };
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
  api.reply('GET /challenge/plan', () => ({ body: { plan: held.plan } }));
  api.answer('GET /challenge/ranking/user/id', { rankingId: RANKING_ID });
  // The complete and undo calls (again after a test failed them, as a device going back online meets them).
  const serveMarks = () => {
    for (const read of [true, false]) {
      api.reply(`PUT /challenge/plan/reading/${read ? 'complete' : 'undo'}`, ({ headers, body }) => {
        const { at = new Date().toISOString() } = (body ?? {}) as { at?: string };
        const wasRead = held.plan.readingCalendar.find((each) => each.id === headers.day_id)?.read;
        const day = mark(headers.day_id as string, read, at);
        const readDays = held.plan.readingCalendar.filter((each) => each.read).length;
        return {
          body: {
            day: { id: day.id, _id: day._id, read: day.read, readChangedAt: day.readChangedAt },
            points: { totalPoints: readDays, readingPoints: readDays, questionPoints: 0, conclusionPercentage: 0 },
            changed: wasRead !== read,
          },
        };
      });
    }
  };
  serveMarks();
  return Object.assign(held, { serveMarks });
}

const readingOf = (plan: Plan, position: number) => {
  const day = plan.readingCalendar[position];
  if (!day) throw new Error(`no day ${position}`);
  return formatReadingRange(day.readingStart, day.readingEnd, 'en');
};
const tick = (plan: Plan, position: number) => screen.getByRole('checkbox', { name: readingOf(plan, position) });

beforeEach(() => {
  answerChallenge(api, false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ChallengePlanPage', () => {
  it('shows the challenge’s title, the progress, and the days by month from the first with an unread day', async () => {
    // 40 days in the past, 3 read: the first unread day is in an earlier month than today's.
    const plan = memberCopy({ startsIn: -40, read: 3 });
    serveCopy(plan);
    renderChallenges(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lent together' })).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('37.5');
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 8 days · 6 of 16 chapters');
    const firstUnread = plan.readingCalendar[3]?.date as string;
    const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${firstUnread}T00:00:00Z`),
    );
    expect(screen.getByRole('heading', { level: 2, name: /\d{4}$/ }).textContent).toBe(month);
    expect(tick(plan, 3)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Read now/ }).length).toBeGreaterThan(0);
  });

  it('ticks a day at once, sends it with the challenge’s call and shows the server’s points; unticking shows −1', async () => {
    const plan = memberCopy();
    const held = serveCopy(plan);
    renderChallenges(path);
    await screen.findByRole('checkbox', { name: readingOf(plan, 0) });
    await waitFor(() => expect(copyOf(CHALLENGE_ID).rankingId).toBe(RANKING_ID));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(tick(plan, 0));
    expect((tick(plan, 0) as HTMLInputElement).checked).toBe(true);
    // The popup comes with the server's answer, and says its count.
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(5));
      expect(screen.getByText('+1 point').parentElement?.textContent).toBe('🎉+1 point1 point in total');
    });
    await act(() => vi.advanceTimersByTimeAsync(POINTS_POPUP_MS - 20));
    expect(screen.getByText('+1 point')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(POINTS_POPUP_LEAVE_MS + 20));
    expect(screen.queryByText('+1 point')).toBeNull();
    vi.useRealTimers();

    expect(held.plan.readingCalendar[0]?.read).toBe(true);
    const [call] = api.calls('PUT', '/challenge/plan/reading/complete');
    expect(call?.headers).toMatchObject({
      challenge_id: CHALLENGE_ID,
      ranking_id: RANKING_ID,
      plan_id: PLAN_ID,
      day_id: plan.readingCalendar[0]?.id,
    });

    fireEvent.click(tick(plan, 0));
    expect((await screen.findByText('−1 point')).parentElement?.textContent).toBe('😢−1 point0 points in total');
    expect(held.plan.readingCalendar[0]?.read).toBe(false);
    expect(api.calls('PUT', '/challenge/plan/reading/undo')).toHaveLength(1);
  });

  it('shows no points popup to a leader left out of the ranking', async () => {
    answerChallenge(api, true);
    const plan = memberCopy();
    serveCopy(plan);
    renderChallenges(path);
    fireEvent.click(await screen.findByRole('checkbox', { name: readingOf(plan, 0) }));
    expect((tick(plan, 0) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(api.calls('PUT', '/challenge/plan/reading/complete')).toHaveLength(1));
    expect(screen.queryByText('+1 point')).toBeNull();
  });

  it('keeps a tick made offline, and sends it with its time once back online', async () => {
    const plan = memberCopy();
    const held = serveCopy(plan);
    renderChallenges(path);
    await screen.findByRole('checkbox', { name: readingOf(plan, 1) });
    api.fail('GET /challenge/plan');
    api.fail('PUT /challenge/plan/reading/complete');
    fireEvent.click(tick(plan, 1));
    expect(await screen.findByText(/Your ticks are saved on this device/)).toBeTruthy();
    expect((tick(plan, 1) as HTMLInputElement).checked).toBe(true);
    const tickedAt = copyOf(CHALLENGE_ID).outbox[0]?.at;
    expect(tickedAt).toBeDefined();

    // Nothing counted yet: the popup waits for the server.
    expect(screen.queryByText('+1 point')).toBeNull();

    // Back online a while later: the tick goes with the time it was made, and its point shows.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30_000);
    api.reply('GET /challenge/plan', () => ({ body: { plan: held.plan } }));
    held.serveMarks();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(held.plan.readingCalendar[1]).toMatchObject({ read: true, readChangedAt: tickedAt }));
    expect(await screen.findByText('+1 point')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Your ticks are saved on this device/)).toBeNull());
    expect(copyOf(CHALLENGE_ID).outbox).toEqual([]);
    expect((tick(plan, 1) as HTMLInputElement).checked).toBe(true);
  });

  it('opens offline on the copy kept on the device, and takes ticks there', async () => {
    const plan = memberCopy();
    serveCopy(plan);
    const online = renderChallenges(path);
    await screen.findByRole('checkbox', { name: readingOf(plan, 0) });
    await waitFor(() => expect(copyOf(CHALLENGE_ID).shown?.title).toBe('Lent together'));
    online.unmount();

    api.fail('GET /challenge');
    api.fail('GET /challenge/plan');
    renderChallenges(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lent together' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: readingOf(plan, 2) }));
    expect((tick(plan, 2) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText(/Your ticks are saved on this device/)).toBeTruthy();
    expect(screen.queryByText('+1 point')).toBeNull();
    expect(copyOf(CHALLENGE_ID).outbox).toHaveLength(1);
  });

  it('says no plan was created, offering the leader to create it', async () => {
    answerChallenge(api, true, { planTemplate: null });
    renderChallenges(path);
    const card = await screen.findByRole('region', { name: 'No plan has been created yet' });
    expect(within(card).getByRole('link', { name: 'Create the plan' }).getAttribute('href')).toBe(
      `/challenge/${CHALLENGE_ID}/configs/plan/edit`,
    );
    expect(api.calls('GET', '/challenge/plan')).toEqual([]);
  });

  it('tells a participant the leader hasn’t created the plan yet', async () => {
    answerChallenge(api, false, { planTemplate: null });
    renderChallenges(path);
    const card = await screen.findByRole('region', { name: 'No plan has been created yet' });
    expect(within(card).getByText(/The leader hasn't created the reading plan yet/)).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  /** The server takes a whole-plan write of the copy (a replan) and answers what it keeps. */
  function serveReplans(held: { plan: Plan }) {
    api.reply('PUT /plan/:id', ({ body }) => {
      const sent = body as { readingCalendar: Plan['readingCalendar']; delays: number };
      held.plan = {
        ...held.plan,
        readingCalendar: sent.readingCalendar.map((day, index) => ({
          ...day,
          _id: index,
          id: `${PLAN_ID.slice(0, -3)}${String(index).padStart(3, '0')}`,
          readChangedAt: day.read ? (held.plan.readingCalendar[0]?.readChangedAt ?? null) : null,
        })),
        delays: sent.delays,
        revision: held.plan.revision + 1,
      };
      return { body: { plan: held.plan } };
    });
  }
  const sentReplan = () =>
    api.calls('PUT', `/plan/${PLAN_ID}`)[0]?.body as {
      delays: number;
      readingCalendar: { date: string; read: boolean }[];
    };
  const lateDialog = () => screen.findByRole('dialog', { name: 'You are behind on your reading' }, { timeout: 3_000 });

  it('offers the personal plan’s ways back when late: keeping the end date spreads the unread days from today', async () => {
    serveReplans(serveCopy(memberCopy({ startsIn: -4, read: 1, trackDelays: true })));
    renderChallenges(path);
    const dialog = await lateDialog();
    expect(within(dialog).getByText(/^3 readings from past days are still waiting/)).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Keep the end date' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Keep my pace' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replan from today' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.calls('PUT', `/plan/${PLAN_ID}`)).toHaveLength(1));
    expect(sentReplan().delays).toBe(1);
    const today = todayIso();
    expect(
      sentReplan()
        .readingCalendar.filter((day) => !day.read)
        .map((day) => day.date),
    ).toEqual([today, addDays(today, 1), addDays(today, 2), addDays(today, 3)]);
    await waitFor(() => expect(copyOf(CHALLENGE_ID).pendingChange).toBeNull());
  });

  it('lets a late joiner start on today’s reading with the group: the missed readings leave the copy', async () => {
    const plan = memberCopy({ startsIn: -4, trackDelays: true });
    serveReplans(serveCopy(plan));
    renderChallenges(path);
    const dialog = await lateDialog();
    const skip = within(dialog).getByRole('radio', { name: 'Start with the group today' });
    expect(within(dialog).getByText('4 missed readings leave your plan, without points')).toBeTruthy();
    fireEvent.click(skip);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replan from today' }));
    await waitFor(() => expect(api.calls('PUT', `/plan/${PLAN_ID}`)).toHaveLength(1));
    const today = todayIso();
    expect(sentReplan().delays).toBe(1);
    expect(sentReplan().readingCalendar.map((day) => day.date)).toEqual(
      plan.readingCalendar.filter((day) => day.date >= today).map((day) => day.date),
    );
    // Today's reading is the group's: the card shows it once the copy has changed.
    const card = screen.getByRole('region', { name: 'Today' });
    expect(within(card).getByText(readingOf(plan, 4))).toBeTruthy();
  });

  it('puts the late dialog off with Not now, changing nothing, and the offer brings it back', async () => {
    serveCopy(memberCopy({ startsIn: -4, read: 1, trackDelays: true }));
    renderChallenges(path);
    fireEvent.click(within(await lateDialog()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PUT', `/plan/${PLAN_ID}`)).toEqual([]);
    expect(screen.getByText('You are 3 readings behind.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Catch up' }));
    expect(await lateDialog()).toBeTruthy();
  });

  it('doesn’t ask about a late plan whose delays aren’t tracked, but offers to catch up', async () => {
    const plan = memberCopy({ startsIn: -4, read: 1, trackDelays: false });
    serveCopy(plan);
    renderChallenges(path);
    await screen.findByRole('checkbox', { name: readingOf(plan, 1) });
    await waitFor(() => expect(api.calls('GET', '/challenge/plan').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Catch up' })).toBeTruthy();
  });

  it('shows today’s reading first, as the personal plan does, and opens the reader on it', async () => {
    const plan = memberCopy({ startsIn: -1, read: 1 });
    serveCopy(plan);
    renderChallenges(path);
    const card = await screen.findByRole('region', { name: 'Today' });
    const reading = readingOf(plan, 1);
    expect(within(card).getByText(reading)).toBeTruthy();
    expect(within(card).getByText('Day 2 of 8')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: `Start reading: ${reading}` }));
    expect(await screen.findByRole('dialog', { name: reading })).toBeTruthy();
  });

  it('opens the reader on a day’s chapters with Read now', async () => {
    const plan = memberCopy();
    serveCopy(plan);
    renderChallenges(path);
    const reading = readingOf(plan, 2);
    fireEvent.click(await screen.findByRole('button', { name: `Read now: ${reading}` }));
    expect(await screen.findByRole('dialog', { name: reading })).toBeTruthy();
  });
});
