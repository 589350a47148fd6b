import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../../lib/session.ts';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest, signIn } from '../../test/render-challenges.tsx';

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
});
const invitation = {
  challenge: {
    _id: 'c1',
    title: 'Lent together',
    owner: { name: 'Pastor Lydia' },
    startDate: '2027-03-01',
    finishDate: '2027-04-09',
    participantsCount: 12,
    plan: {
      readingOrder: 'traditional',
      readingStart: { book: 'matthew', chapter: 1 },
      readingEnd: { book: 'john', chapter: 21 },
      days: 40,
      averageChapters: 2.2,
      averageMinutes: 9,
    },
  },
  inviteId: null,
  isMember: false,
} as const;

beforeEach(() => {
  api = stubApi();
  api.answer('GET /challenge/invitation', invitation);
  api.answer('PUT /challenge/join', { rankingId: 'r7', challengeId: 'c1' });
});
afterEach(async () => {
  cleanup();
  resetChallengeTest();
  api.restore();
  await setupTestI18n('en');
});

const newUser = {
  id: 'u7',
  name: 'Carla Dias',
  email: 'carla@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: false,
  hasPassword: true,
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills the invite page's sign-up form, once the invitation's details are in, and sends it. */
async function signUp() {
  await screen.findByText('Lent together', {}, FIRST_LOAD);
  type('Name', 'Carla Dias');
  type('E-mail', 'carla@example.com');
  type('Password', 'secret123');
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('Invite pages', () => {
  it('shows the reasons to trust the invitation with the sign-up form, and a link to log in instead', async () => {
    const view = renderChallenges('/c/invite/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're invited to a challenge" }, FIRST_LOAD),
    ).toBeTruthy();
    const details = await screen.findByRole('region', { name: 'Lent together' });
    for (const text of [
      'An invitation on Bible Journey',
      'Led by Pastor Lydia',
      'March 1, 2027 to April 9, 2027',
      'Matthew 1 – John 21',
      'About 2.2 chapters and 9 minutes of reading a day',
      '12 participants',
    ]) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    expect(api.calls('GET', '/challenge/invitation')[0]?.headers).toMatchObject({ challenge_id: 'c1' });
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(view.location).toBe('/c/invite/c1/login'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(view.location).toBe('/c/invite/c1'));
  });

  it('says when the leader has not made the plan yet', async () => {
    api.answer('GET /challenge/invitation', { ...invitation, challenge: { ...invitation.challenge, plan: null } });
    renderChallenges('/c/invite/c1');
    expect(await screen.findByText("The leader hasn't made the reading plan yet.", {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByText(/minutes of reading a day/)).toBeNull();
  });

  it('shows a placeholder while the details load', async () => {
    api.reply('GET /challenge/invitation', () => new Promise(() => undefined));
    renderChallenges('/c/invite/c1');
    expect((await screen.findByRole('status', {}, FIRST_LOAD)).textContent).toBe('Loading the challenge');
  });

  it('signs up, then accepts: joins the challenge and opens its ranking as a new participant', async () => {
    api.answer('POST /auth/register', { user: newUser, token: 'new-token' });
    const view = renderChallenges('/c/invite/c1');
    await signUp();
    const question = await screen.findByRole('heading', { name: 'Join “Lent together”?' });
    // Where the form was, the answer takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(question));
    expect(screen.getByText('You are signed in as carla@example.com.')).toBeTruthy();
    // The invitation is asked for again as the person (an e-mail invitation of theirs would show).
    expect(api.calls('GET', '/challenge/invitation').at(-1)?.headers).toMatchObject({
      authorization: 'Bearer new-token',
    });
    expect(api.calls('PUT', '/challenge/join')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(view.location).toBe('/challenge/c1/ranking?isNewParticipant=true'));
    expect(session.get()?.token).toBe('new-token');
    const [join] = api.calls('PUT', '/challenge/join');
    expect(join?.headers).toMatchObject({ challenge_id: 'c1', authorization: 'Bearer new-token' });
  });

  it('logs in, then accepts and opens the ranking', async () => {
    api.answer('POST /auth/authenticate', { user: { ...newUser, hasConfirmedAccount: true }, token: 'login-token' });
    const view = renderChallenges('/c/invite/c1/login');
    await screen.findByText('Lent together', {}, FIRST_LOAD);
    type('E-mail', 'carla@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(view.location).toBe('/challenge/c1/ranking?isNewParticipant=true'));
  });

  it('sends an invited address with no password yet to finish its account on the sign-up page', async () => {
    api.answer('POST /auth/authenticate', { shouldFinishRegister: true });
    const view = renderChallenges('/c/invite/c1/login');
    await screen.findByText('Lent together', {}, FIRST_LOAD);
    type('E-mail', 'carla@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/This e-mail was invited/)).toBeTruthy();
    expect(view.location).toBe('/c/invite/c1');
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'carla@example.com');
  });

  it('joins with the key of the link it was opened by, also after going to the log-in page', async () => {
    api.answer('POST /auth/authenticate', { user: { ...newUser, hasConfirmedAccount: true }, token: 'login-token' });
    const view = renderChallenges('/c/invite/c1?key=n3w-key');
    await screen.findByText('Lent together', {}, FIRST_LOAD);
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(view.location).toBe('/c/invite/c1/login'));
    type('E-mail', 'carla@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(view.location).toBe('/challenge/c1/ranking?isNewParticipant=true'));
    // Every time the details were asked for, the first time and as the person signed in.
    const keys = api.calls('GET', '/challenge/invitation').map((call) => call.headers.invite_key);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys)).toEqual(new Set(['n3w-key']));
    expect(api.calls('PUT', '/challenge/join').map((call) => call.headers)).toEqual([
      expect.objectContaining({ challenge_id: 'c1', invite_key: 'n3w-key' }),
    ]);
  });

  it('keeps the links of a taken e-mail with the invitation', async () => {
    api.answer('POST /auth/register', { taken: true });
    const view = renderChallenges('/c/invite/c1');
    await signUp();
    const notice = await screen.findByText('This e-mail address is already registered.');
    fireEvent.click(within(notice.parentElement as HTMLElement).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(view.location).toBe('/c/invite/c1/login'));
  });

  it('lets someone signed in accept by the link, or decline and leave with nothing sent', async () => {
    signIn();
    const view = renderChallenges('/c/invite/c1');
    expect(await screen.findByText('You are signed in as ana@example.com.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(view.location).toBe('/challenges'));
    expect(api.calls('PUT', '/challenge/join')).toEqual([]);
    view.unmount();

    const again = renderChallenges('/c/invite/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }, FIRST_LOAD));
    await waitFor(() => expect(again.location).toBe('/challenge/c1/ranking?isNewParticipant=true'));
  });

  it('answers the person’s own e-mail invitation: accepting it, or declining it', async () => {
    signIn();
    api.answer('GET /challenge/invitation', { ...invitation, inviteId: 'i9' });
    api.answer('PUT /challenge/invite/accept', { rankingId: 'r7', challengeId: 'c1' });
    api.answer('PUT /challenge/invite/decline', { success: true });
    const view = renderChallenges('/c/invite/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }, FIRST_LOAD));
    await waitFor(() => expect(view.location).toBe('/challenges'));
    expect(api.calls('PUT', '/challenge/invite/decline')[0]?.headers).toMatchObject({
      challenge_id: 'c1',
      invite_id: 'i9',
    });
    expect(await screen.findByText('Invitation declined.')).toBeTruthy();
    view.unmount();

    const again = renderChallenges('/c/invite/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }, FIRST_LOAD));
    await waitFor(() => expect(again.location).toBe('/challenge/c1/ranking?isNewParticipant=true'));
    expect(api.calls('PUT', '/challenge/invite/accept')[0]?.headers).toMatchObject({ invite_id: 'i9' });
    expect(api.calls('PUT', '/challenge/join')).toEqual([]);
  });

  it('sends a member to the ranking instead', async () => {
    signIn();
    api.answer('GET /challenge/invitation', { ...invitation, isMember: true });
    renderChallenges('/c/invite/c1');
    expect(
      await screen.findByRole('heading', { name: 'You already take part in “Lent together”' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the ranking' }).getAttribute('href')).toBe('/challenge/c1/ranking');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says so when joining fails', async () => {
    signIn();
    api.answer('PUT /challenge/join', { message: 'down' }, 500);
    renderChallenges('/c/invite/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }, FIRST_LOAD));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
  });

  it.each([
    [403, 'removed', 'The leader removed you from this challenge. To take part again, ask them to invite you.'],
    [
      403,
      'invite_link_off',
      "The leader has turned this challenge's invite link off. To take part, ask them to invite you by e-mail.",
    ],
    [403, 'invite_link_replaced', 'This invite link has been replaced by a new one. Ask the leader for the new link.'],
    [
      422,
      'challenge_full',
      "This challenge is full and can't take anyone else. Ask the leader whether there is another one.",
    ],
  ])('says why the server refused the join (%i %s)', async (status, reason, words) => {
    signIn();
    api.answer('PUT /challenge/join', { statusCode: status, error: 'Refused', message: 'refused', reason }, status);
    renderChallenges('/c/invite/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }, FIRST_LOAD));
    expect(await screen.findByText(words)).toBeTruthy();
  });

  it.each([
    ['invite_link_off', "The leader has turned this challenge's invite link off."],
    ['invite_link_replaced', 'This invite link has been replaced by a new one.'],
    ['removed', 'The leader removed you from this challenge.'],
  ])(
    'shows no details of a refused invitation (%s): the reason, and a log-in for someone invited by e-mail',
    async (reason, words) => {
      api.answer('GET /challenge/invitation', { statusCode: 403, error: 'Forbidden', message: 'refused', reason }, 403);
      const view = renderChallenges('/c/invite/c1');
      expect(
        await screen.findByRole('heading', { level: 1, name: "This invitation doesn't work" }, FIRST_LOAD),
      ).toBeTruthy();
      expect(screen.getByText(new RegExp(words))).toBeTruthy();
      expect(screen.getByText(/Were you invited by e-mail\?/)).toBeTruthy();
      expect(screen.queryByText('Lent together')).toBeNull();
      expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
      view.unmount();

      signIn();
      renderChallenges('/c/invite/c1');
      expect(await screen.findByRole('link', { name: 'Go to my challenges' }, FIRST_LOAD)).toBeTruthy();
      expect(screen.queryByText(/Were you invited by e-mail\?/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    },
  );

  it('says so and offers to try again when the details cannot be loaded', async () => {
    api.answer('GET /challenge/invitation', { message: 'down' }, 503);
    renderChallenges('/c/invite/c1');
    expect(
      await screen.findByText(
        "We couldn't retrieve the challenge. Check your connection and try again.",
        {},
        FIRST_LOAD,
      ),
    ).toBeTruthy();
    api.answer('GET /challenge/invitation', invitation);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Lent together' })).toBeTruthy();
  });

  it('says the invitation no longer works for an unknown or removed challenge', async () => {
    api.answer('GET /challenge/invitation', { message: 'Challenge not found' }, 404);
    renderChallenges('/c/invite/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation no longer works' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my plan' }).getAttribute('href')).toBe('/plan');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it.each([
    [
      'pt',
      'Você foi convidado para um desafio',
      'Já tem uma conta?',
      ['Um convite no Bible Journey', 'De 1 de março de 2027 a 9 de abril de 2027', '12 participantes'],
    ],
    [
      'id',
      'Anda diundang ke sebuah tantangan',
      'Sudah punya akun?',
      ['Undangan di Bible Journey', '1 Maret 2027 sampai 9 April 2027', '12 peserta'],
    ],
    [
      'pl',
      'Masz zaproszenie do wyzwania',
      'Masz już konto?',
      ['Zaproszenie w Bible Journey', 'od 1 marca 2027 do 9 kwietnia 2027', '12 uczestników'],
    ],
  ])('speaks %s', async (language, title, haveAccount, details) => {
    await setupTestI18n(language);
    renderChallenges('/c/invite/c1');
    expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText(new RegExp(haveAccount))).toBeTruthy();
    for (const text of details) expect(await screen.findByText(text)).toBeTruthy();
  });
});
