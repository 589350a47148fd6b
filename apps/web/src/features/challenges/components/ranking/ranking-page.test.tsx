import type { ChallengeRankingResponse, RankingEntry } from '@bible-journey/contract';
import { APP_SHARE_COPIED_MS, LINK_COPIED_MS, PODIUM_REVEAL_MS } from '@bible-journey/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserPush, unstubBrowserPush } from '../../../../components/reminders/test/browser-push.ts';
import type { FakeApi } from '../../../../test/fake-fetch.ts';
import { holdAnswer } from '../../../../test/held-answer.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { renderChallenges } from '../../test/render-challenges.tsx';
import { answerChallenge, CHALLENGE_ID } from '../../test/screen-fixtures.ts';
import { setUpScreenTests } from '../../test/screen-test.ts';

let api: FakeApi;
const path = `/challenge/${CHALLENGE_ID}/ranking`;

setUpScreenTests([path], (fake) => {
  api = fake;
});

const names = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio'];

/** Member n (from 1) of the ranking, at position n, with fewer points the further down. */
function entry(position: number, overrides: Partial<RankingEntry> = {}): RankingEntry {
  const totalPoints = 100 - position * 10;
  return {
    user: {
      _id: `u${position}`,
      email: `m${position}@example.com`,
      name: names[position - 1] ?? `Member ${position}`,
      picture: null,
    },
    points: totalPoints,
    totalPoints,
    questionPoints: 3 * (6 - position),
    conclusionPercentage: 0,
    readDays: 0,
    position,
    ...overrides,
  };
}

function rankingAnswer(overrides: Partial<ChallengeRankingResponse> = {}): ChallengeRankingResponse {
  const ranking = [1, 2, 3, 4, 5].map((position) => entry(position));
  return {
    ranking,
    me: ranking[3] ?? null,
    total: ranking.length,
    includeLeaders: false,
    nextCursor: null,
    ...overrides,
  };
}

beforeEach(() => {
  answerChallenge(api, false);
  api.answer('GET /challenge/plan/ranking', rankingAnswer());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets fake time run in small steps until `check` passes (the screen's data arrives meanwhile). */
async function advanceUntil(check: () => void) {
  await vi.waitFor(
    async () => {
      await act(() => vi.advanceTimersByTimeAsync(10));
      check();
    },
    { timeout: 5_000, interval: 5 },
  );
}

const podium = () => screen.getByRole('list', { name: 'Podium' });

describe('RankingPage', () => {
  it('shows the challenge’s title with a way back to the list', async () => {
    renderChallenges(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lent together' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/challenges');
    const [call] = api.calls('GET', '/challenge/plan/ranking?tab=general&limit=50');
    expect(call?.headers).toMatchObject({ challenge_id: CHALLENGE_ID });
  });

  it('shows the podium in the order 2-1-3, revealed 4 s after the challenge loads; screen readers have the places all along', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderChallenges(path);
    await advanceUntil(() => expect(podium()).toBeTruthy());
    expect(podium().dataset.revealed).toBe('false');
    const places = within(podium()).getAllByRole('listitem');
    // In ranking order for screen readers, each with its place; shown silver, gold, bronze.
    expect(places.map((place) => place.textContent)).toEqual([
      '1Place 1: Ana90 points',
      '2Place 2: Bruno80 points',
      '3Place 3: Carla70 points',
    ]);
    expect(places.map((place) => place.style.order)).toEqual(['1', '0', '2']);

    await act(() => vi.advanceTimersByTimeAsync(PODIUM_REVEAL_MS - 100));
    expect(podium().dataset.revealed).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(120));
    expect(podium().dataset.revealed).toBe('true');
  });

  it('lists the others from position 4 in a table, marking the caller’s own row', async () => {
    renderChallenges(path);
    const table = await screen.findByRole('table', { name: 'The rest of the ranking, from 4th place' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['4', '60 points'],
      ['5', '50 points'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('Davi (you)');
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('has three tabs: general by total points, questions by question points, reading by the share read', async () => {
    api.reply('GET /challenge/plan/ranking', ({ query }) => {
      const tab = query.get('tab');
      if (tab === 'reading') {
        const ranking = [1, 2, 3, 4].map((position) =>
          entry(position, { conclusionPercentage: [66.67, 12.5, 0, 0][position - 1] ?? 0 }),
        );
        return { body: rankingAnswer({ ranking, me: null, total: 4 }) };
      }
      return { body: rankingAnswer() };
    });
    renderChallenges(path);
    const tabs = await screen.findByRole('tablist', { name: 'Rank by' });
    const [general, questions, reading] = within(tabs).getAllByRole('tab');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['General', 'Questions', 'Reading']);
    expect(general?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'General' })).toBeTruthy();

    fireEvent.click(questions as HTMLElement);
    expect(questions?.getAttribute('aria-selected')).toBe('true');
    expect(general?.getAttribute('aria-selected')).toBe('false');
    await waitFor(() => expect(within(podium()).getAllByRole('listitem')[0]?.textContent).toContain('15 points'));
    expect(screen.getByRole('columnheader', { name: 'Question points' })).toBeTruthy();

    // Arrow keys move between the tabs, and the focus with them.
    fireEvent.keyDown(questions as HTMLElement, { key: 'ArrowRight' });
    expect(reading?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(reading);
    await waitFor(() => expect(within(podium()).getAllByRole('listitem')[0]?.textContent).toContain('66.67%'));
    expect(within(podium()).getAllByRole('listitem')[2]?.textContent).toContain('0%');
    expect(api.calls('GET', '/challenge/plan/ranking?tab=reading&limit=50')).toHaveLength(1);
    fireEvent.keyDown(reading as HTMLElement, { key: 'Home' });
    expect(general?.getAttribute('aria-selected')).toBe('true');
  });

  it('shows a placeholder and skeleton rows while the ranking loads', async () => {
    const release = holdAnswer(api, 'GET /challenge/plan/ranking', rankingAnswer());
    renderChallenges(path);
    expect(await screen.findByText('Loading the ranking…')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Podium' })).toBeNull();
    release();
    expect(await screen.findByRole('list', { name: 'Podium' })).toBeTruthy();
    expect(screen.queryByText('Loading the ranking…')).toBeNull();
  });

  it('loads more of a large ranking page by page, and shows the caller’s place when it is further down', async () => {
    const page = (offset: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        entry(offset + index + 1, { totalPoints: 1_500 - index, points: 1_500 - index }),
      );
    const me = entry(57, { totalPoints: 1_234, points: 1_234 });
    api.reply('GET /challenge/plan/ranking', ({ query }) => {
      const isFirst = query.get('cursor') === null;
      const ranking = isFirst ? page(0, 50) : page(50, 10);
      return { body: rankingAnswer({ ranking, me, total: 60, nextCursor: isFirst ? 'after-50' : null }) };
    });
    renderChallenges(path);
    const yourPlace = await screen.findByText('Your place');
    expect(yourPlace.parentElement?.textContent).toBe('Your placePlace 571,234 points');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.queryByText('Your place')).toBeNull());
    expect(api.calls('GET', '/challenge/plan/ranking?tab=general&limit=50&cursor=after-50')).toHaveLength(1);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 57);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('tells the leader when they are left out of the ranking', async () => {
    answerChallenge(api, true);
    api.answer('GET /challenge/plan/ranking', rankingAnswer({ me: null }));
    renderChallenges(path);
    expect(await screen.findByText("As the leader, you aren't part of the ranking.")).toBeTruthy();
  });

  it('greets a new challenge and a new participant as launched', async () => {
    renderChallenges(`${path}?isNewParticipant=true`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge launched!' })).toBeTruthy();
    expect(screen.getByText("You're in! Every reading you tick off earns you a point.")).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lent together' })).toBeTruthy();
  });

  it('greets the leader of a new challenge: launched, the invitations sent by e-mail', async () => {
    answerChallenge(api, true);
    renderChallenges(`${path}?isNew=true`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge launched!' })).toBeTruthy();
    expect(screen.getByText('We sent the invitations by e-mail.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lent together' })).toBeTruthy();
  });

  it('says so when the ranking can’t be loaded, with Try again', async () => {
    api.answer('GET /challenge/plan/ranking', { message: 'down' }, 500);
    renderChallenges(path);
    expect(await screen.findByRole('heading', { name: "We couldn't load the ranking." })).toBeTruthy();
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    api.answer('GET /challenge/plan/ranking', rankingAnswer());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Podium' })).toBeTruthy();
  });

  it('formats points with the language’s digit grouping', async () => {
    await setupTestI18n('pt');
    api.answer('GET /challenge/plan/ranking', rankingAnswer({ ranking: [entry(1, { totalPoints: 1_234 })] }));
    renderChallenges(path);
    const podiumPt = await screen.findByRole('list', { name: 'Pódio' });
    expect(within(podiumPt).getByRole('listitem').textContent).toBe('11º lugar: Ana1.234 pontos');
  });
});

describe('while nobody has accepted', () => {
  beforeEach(() => {
    answerChallenge(api, true, { participantsCount: 0 });
  });

  it('offers the leader to add participants, says to check the e-mail and shares the invitation link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderChallenges(path);
    const panel = await screen.findByRole('region', { name: 'Nobody has accepted yet' });
    expect(within(panel).getByText(/check their inbox/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Add participants' }).getAttribute('href')).toBe(
      `/challenge/${CHALLENGE_ID}/participants/add`,
    );
    expect(screen.queryByRole('tablist')).toBeNull();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Share the invitation link' })));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/c/invite/${CHALLENGE_ID}`);
    expect(within(panel).getByRole('status').textContent).toBe('Link copied');
    await act(() => vi.advanceTimersByTimeAsync(LINK_COPIED_MS));
    expect(within(panel).getByRole('status').textContent).toBe('');
  });

  it('shares the app’s download link, its copied note staying 4 s, and with the link off too', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    answerChallenge(api, false, { participantsCount: 0, inviteLink: { isOn: false, key: null, code: 'K7QM3XPA' } });
    renderChallenges(path);
    const panel = await screen.findByRole('region', { name: 'Nobody has accepted yet' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Share the app' })));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/download-app`);
    expect(within(panel).getByRole('status').textContent).toBe('Link to the app copied');
    await act(() => vi.advanceTimersByTimeAsync(APP_SHARE_COPIED_MS - 10));
    expect(within(panel).getByRole('status').textContent).toBe('Link to the app copied');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(within(panel).getByRole('status').textContent).toBe('');
  });

  it('gives a participant no way to add anyone', async () => {
    answerChallenge(api, false, { participantsCount: 0 });
    renderChallenges(path);
    const panel = await screen.findByRole('region', { name: 'Nobody has accepted yet' });
    expect(within(panel).queryByRole('link', { name: 'Add participants' })).toBeNull();
  });

  it('shares the link the leader made anew, with its key; while the link is off, offers none', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    answerChallenge(api, false, { participantsCount: 0, inviteLink: { isOn: true, key: 'k3y_-A', code: 'K7QM3XPA' } });
    const view = renderChallenges(path);
    const panel = await screen.findByRole('region', { name: 'Nobody has accepted yet' });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Share the invitation link' })));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/c/invite/${CHALLENGE_ID}?key=k3y_-A`);

    view.unmount();
    answerChallenge(api, false, { participantsCount: 0, inviteLink: { isOn: false, key: 'k3y_-A', code: 'K7QM3XPA' } });
    renderChallenges(path);
    const offPanel = await screen.findByRole('region', { name: 'Nobody has accepted yet' });
    expect(within(offPanel).queryByRole('button', { name: 'Share the invitation link' })).toBeNull();
  });
});

describe('the notification question', () => {
  afterEach(() => unstubBrowserPush());

  function answerPush() {
    api.answer('GET /notifications/vapid-public-key', {
      publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    });
    api.reply('POST /notifications/save-subscription', ({ body }) => ({
      body: { notification: { subscriptionToken: (body as { subscriptionToken: string }).subscriptionToken } },
    }));
  }

  function stubNotification(answer: NotificationPermission) {
    const requestPermission = vi.fn(async () => answer);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    return requestPermission;
  }

  it('asks on the first load; “Later” waits', async () => {
    const ask = stubNotification('granted');
    renderChallenges(path);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on notifications?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Turn on notifications?' })).toBeNull());
    expect(ask).not.toHaveBeenCalled();
    expect(localStorage.getItem('notificationsPostponedOn')).not.toBeNull();
  });

  it('counts a question closed without an answer as “Later”: the next load does not ask', async () => {
    stubNotification('granted');
    const view = renderChallenges(path);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on notifications?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('notificationsPostponedOn')).not.toBeNull();

    view.unmount();
    renderChallenges(path);
    await screen.findByRole('list', { name: 'Podium' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser on “Allow”, closes when it agrees, and saves this device’s push subscription', async () => {
    const browser = stubBrowserPush({ answer: 'granted' });
    answerPush();
    renderChallenges(path);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on notifications?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.calls('POST', '/notifications/save-subscription')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the push subscription fails after “Allow”, and Try again saves it', async () => {
    const browser = stubBrowserPush({ answer: 'granted' });
    answerPush();
    browser.pushManager.subscribe.mockRejectedValueOnce(new DOMException('push service unreachable', 'AbortError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderChallenges(path);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on notifications?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allow' }));
    expect(
      await screen.findByText(
        "Notifications are allowed, but we couldn't set them up on this device. Check your connection and try again.",
      ),
    ).toBeTruthy();
    expect(api.calls('POST', '/notifications/save-subscription')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls('POST', '/notifications/save-subscription')).toHaveLength(1));
    warn.mockRestore();
  });

  it('shows the sad face with OK when the browser refuses', async () => {
    stubNotification('denied');
    renderChallenges(path);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on notifications?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allow' }));
    const denied = await screen.findByRole('dialog', { name: 'Notifications are blocked' });
    expect(within(denied).getByText('☹️')).toBeTruthy();
    fireEvent.click(within(denied).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('permissionDenied')).toBe('true');
  });

  it('is not asked where the browser has decided already', async () => {
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    renderChallenges(path);
    await screen.findByRole('list', { name: 'Podium' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
