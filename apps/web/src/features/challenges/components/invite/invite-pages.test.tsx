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
beforeEach(() => {
  api = stubApi();
  api.answer('GET /challenge/name', { challengeName: 'Lent together' });
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

/** Fills the invite page's sign-up form, once the challenge's name is in, and sends it. */
async function signUp() {
  await screen.findByText('Lent together', {}, FIRST_LOAD);
  type('Name', 'Carla Dias');
  type('E-mail', 'carla@example.com');
  type('Password', 'secret123');
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('Invite pages', () => {
  it('shows the challenge name with the sign-up form and a link to log in instead', async () => {
    const view = renderChallenges('/c/invite/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're invited to a challenge" }, FIRST_LOAD),
    ).toBeTruthy();
    expect(await screen.findByText('Lent together')).toBeTruthy();
    expect(api.calls('GET', '/challenge/name')[0]?.headers).toMatchObject({ challenge_id: 'c1' });
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(view.location).toBe('/c/invite/c1/login'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(view.location).toBe('/c/invite/c1'));
  });

  it('shows a placeholder while the name loads', async () => {
    api.reply('GET /challenge/name', () => new Promise(() => undefined));
    renderChallenges('/c/invite/c1');
    expect((await screen.findByRole('status', {}, FIRST_LOAD)).textContent).toBe('Loading the challenge');
  });

  it('signs up, joins the challenge and opens its ranking as a new participant', async () => {
    api.answer('POST /auth/register', { user: newUser, token: 'new-token' });
    const view = renderChallenges('/c/invite/c1');
    await signUp();
    await waitFor(() => expect(view.location).toBe('/challenge/c1/ranking?isNewParticipant=true'));
    expect(session.get()?.token).toBe('new-token');
    const [join] = api.calls('PUT', '/challenge/join');
    expect(join?.headers).toMatchObject({ challenge_id: 'c1', authorization: 'Bearer new-token' });
  });

  it('logs in, joins and opens the ranking', async () => {
    api.answer('POST /auth/authenticate', { user: { ...newUser, hasConfirmedAccount: true }, token: 'login-token' });
    const view = renderChallenges('/c/invite/c1/login');
    await screen.findByText('Lent together', {}, FIRST_LOAD);
    type('E-mail', 'carla@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
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
    await waitFor(() => expect(view.location).toBe('/challenge/c1/ranking?isNewParticipant=true'));
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

  it('lets someone signed in join with one button', async () => {
    signIn();
    const view = renderChallenges('/c/invite/c1');
    expect(await screen.findByText('You are signed in as ana@example.com.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join the challenge' }));
    await waitFor(() => expect(view.location).toBe('/challenge/c1/ranking?isNewParticipant=true'));
  });

  it('says so when joining fails', async () => {
    signIn();
    api.answer('PUT /challenge/join', { message: 'down' }, 500);
    renderChallenges('/c/invite/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Join the challenge' }, FIRST_LOAD));
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
    fireEvent.click(await screen.findByRole('button', { name: 'Join the challenge' }, FIRST_LOAD));
    expect(await screen.findByText(words)).toBeTruthy();
  });

  it('says the invitation no longer works for an unknown or removed challenge', async () => {
    api.answer('GET /challenge/name', { message: 'Challenge not found' }, 404);
    renderChallenges('/c/invite/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation no longer works' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my plan' }).getAttribute('href')).toBe('/plan');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it.each([
    ['pt', 'Você foi convidado para um desafio', 'Já tem uma conta?'],
    ['id', 'Anda diundang ke sebuah tantangan', 'Sudah punya akun?'],
    ['pl', 'Masz zaproszenie do wyzwania', 'Masz już konto?'],
  ])('speaks %s', async (language, title, haveAccount) => {
    await setupTestI18n(language);
    renderChallenges('/c/invite/c1');
    expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText(new RegExp(haveAccount))).toBeTruthy();
  });
});
