import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import type { FakeApi } from '../../../test/fake-fetch.ts';
import { renderChallenges, signedInUser } from '../test/render-challenges.tsx';
import { answerChallenge, CHALLENGE_ID, QUESTION_ID } from '../test/screen-fixtures.ts';
import { setUpScreenTests } from '../test/screen-test.ts';

let api: FakeApi;
const ranking = `/challenge/${CHALLENGE_ID}/ranking`;
const question = `/challenge/${CHALLENGE_ID}/question/${QUESTION_ID}`;

setUpScreenTests([ranking, question], (fake) => {
  api = fake;
});
beforeAll(async () => {
  // The account box loads lazily; its first import can outlast findBy's wait.
  await import('../../../components/account-modal/account-modal.tsx');
});
beforeEach(() => {
  act(() => session.clear());
  api.answer('GET /challenge/name', { challengeName: 'Psalms in June' });
  answerChallenge(api, false);
  api.answer('GET /challenge/plan/ranking', {
    ranking: [],
    me: null,
    total: 0,
    includeLeaders: false,
    nextCursor: null,
  });
});

describe('a challenge link opened signed out', () => {
  it.each([
    ['the ranking', ranking],
    ['a shared question', question],
  ])('%s: asks to sign in, naming the challenge, and asks nothing the server would refuse', async (_screen, path) => {
    const view = renderChallenges(path);
    const dialog = await screen.findByRole('dialog', { name: 'Your account' });
    expect(await within(dialog).findByText('Log in or create an account to open this challenge.')).toBeTruthy();
    expect(await screen.findByText('“Psalms in June” is a Bible reading challenge on Bible Journey.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to see this challenge' })).toBeTruthy();
    expect(screen.queryByText(/couldn't retrieve/)).toBeNull();
    expect(api.seen.map((call) => `${call.method} ${call.path.split('?')[0]}`)).toEqual(['GET /challenge/name']);
    expect(view.location).toBe(path);
  });

  it('shows the screen that was opened once the person logs in in the box', async () => {
    api.answer('POST /auth/authenticate', { user: signedInUser, token: 'aaa.bbb.ccc' });
    const view = renderChallenges(ranking);
    const dialog = await screen.findByRole('dialog', { name: 'Your account' });
    await within(dialog).findByRole('tab', { name: 'Log in' });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: signedInUser.email } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your account' })).toBeNull());
    await waitFor(() => expect(api.calls('GET', '/challenge')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Log in to see this challenge' })).toBeNull();
    expect(view.location).toBe(ranking);
  });

  it('opens the box again from the screen after it was closed, on the tab asked for', async () => {
    renderChallenges(ranking);
    const dialog = await screen.findByRole('dialog', { name: 'Your account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your account' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    const again = await screen.findByRole('dialog', { name: 'Your account' });
    expect((await within(again).findByRole('tab', { name: 'Create account' })).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
