import type { ChallengeRankingResponse, RankingEntry } from '@bible-journey/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import type { FakeApi } from '../../../../test/fake-fetch.ts';
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

function entry(position: number): RankingEntry {
  return {
    user: {
      _id: `u${position}`,
      email: `m${position}@example.com`,
      name: names[position - 1] as string,
      picture: null,
    },
    points: 100 - position,
    totalPoints: 100 - position,
    questionPoints: 0,
    conclusionPercentage: 0,
    readDays: 0,
    position,
  };
}

/** Six members; the caller is Davi (4th): Eva and Fábio are below them in the table. */
function rankingAnswer(): ChallengeRankingResponse {
  const ranking = [1, 2, 3, 4, 5, 6].map(entry);
  return { ranking, me: ranking[3] ?? null, total: ranking.length, includeLeaders: false, nextCursor: null };
}

beforeEach(() => {
  answerChallenge(api, false);
  api.answer('GET /challenge/plan/ranking', rankingAnswer());
});

/** Snackbars show one at a time: the one read is closed before the next is awaited. */
function closeSnackbars() {
  act(() => {
    for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
  });
}

const table = () => screen.findByRole('table', { name: 'The rest of the ranking, from 4th place' });

describe('encouraging a member from the ranking', () => {
  it('offers it beside everyone in the table but oneself, and sends it with one tap', async () => {
    api.answer('POST /challenge/member/:id/encourage', { sent: true });
    renderChallenges(path);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    const button = within(rows[1] as HTMLElement).getByRole('button', { name: 'Encourage Eva' });
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Encourage Fábio' })).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByText('Eva will get your encouragement')).toBeTruthy();
    expect(button.getAttribute('aria-label')).toBe('Encouragement sent to Eva');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const [call] = api.calls('POST', '/challenge/member/u5/encourage');
    expect(call?.headers).toMatchObject({ challenge_id: CHALLENGE_ID });
    // Sent: a second tap sends nothing more.
    fireEvent.click(button);
    expect(api.calls('POST', '/challenge/member/u5/encourage')).toHaveLength(1);
  });

  it('says so when this member was already encouraged today', async () => {
    api.answer('POST /challenge/member/:id/encourage', { sent: false, nextAllowedOn: '2027-03-02' });
    renderChallenges(path);
    const button = within(await table()).getByRole('button', { name: 'Encourage Fábio' });
    fireEvent.click(button);
    expect(await screen.findByText('You already encouraged Fábio today. You can again tomorrow.')).toBeTruthy();
    expect(button.getAttribute('aria-label')).toBe('Already encouraged Fábio today');
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('tells of a failure and lets them try again; past the day’s encouragements, says how many a day allows', async () => {
    api.answer('POST /challenge/member/:id/encourage', { message: 'down' }, 502);
    renderChallenges(path);
    const button = within(await table()).getByRole('button', { name: 'Encourage Eva' });
    fireEvent.click(button);
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    closeSnackbars();
    expect(button.getAttribute('aria-label')).toBe('Encourage Eva');
    expect(button.getAttribute('aria-disabled')).toBeNull();

    api.answer('POST /challenge/member/:id/encourage', { message: 'full', reason: 'encouragements_per_day' }, 429);
    fireEvent.click(button);
    expect(
      await screen.findByText("You've encouraged 20 people today, as many as a day allows. Try again tomorrow."),
    ).toBeTruthy();
    expect(api.calls('POST', '/challenge/member/u5/encourage')).toHaveLength(2);
  });

  it.each([
    [
      'pt',
      'Incentivar Eva',
      'Eva vai receber seu incentivo',
      'Você já incentivou Eva hoje. Amanhã poderá de novo.',
      'Você já incentivou 20 pessoas hoje, o máximo por dia. Tente de novo amanhã.',
    ],
    [
      'id',
      'Semangati Eva',
      'Eva akan menerima semangat dari Anda',
      'Anda sudah menyemangati Eva hari ini. Besok Anda bisa lagi.',
      'Anda sudah menyemangati 20 orang hari ini, batas untuk sehari. Coba lagi besok.',
    ],
    [
      'pl',
      'Wyślij zachętę: Eva',
      'Zachęta wysłana: Eva',
      'Zachęta dla: Eva została już dziś wysłana. Kolejną możesz wysłać jutro.',
      'Dziś wysłano już 20 zachęt – tyle, ile można w ciągu dnia. Spróbuj jutro.',
    ],
  ])('in %s: the button, sent, already today and refused', async (language, action, sent, already, refused) => {
    await setupTestI18n(language);
    const answers: [unknown, number][] = [
      [{ sent: true }, 200],
      [{ sent: false, nextAllowedOn: '2027-03-02' }, 200],
      [{ message: 'full', reason: 'encouragements_per_day' }, 429],
    ];
    for (const [[body, status], words] of answers.map((answer, i) => [answer, [sent, already, refused][i]] as const)) {
      api.answer('POST /challenge/member/:id/encourage', body, status);
      const view = renderChallenges(path);
      fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: action }));
      expect(await screen.findByText(words as string)).toBeTruthy();
      closeSnackbars();
      view.unmount();
    }
  });
});
