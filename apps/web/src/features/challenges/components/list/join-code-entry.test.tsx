import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { challengeSummary, subscription } from '../../test/challenge-fixtures.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest, signIn } from '../../test/render-challenges.tsx';

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
  api.answer('GET /challenges/invites', { challengeInvites: [] });
  api.answer('GET /premium', { premiumAccess: subscription });
  api.answer('GET /challenges', { owner: [challengeSummary()], participant: [] });
});
afterEach(async () => {
  cleanup();
  resetChallengeTest();
  api.restore();
  await setupTestI18n('en');
});

/** /challenges with its "Have a join code?" form open. */
async function openEntry() {
  signIn();
  const view = renderChallenges('/challenges');
  const toggle = await screen.findByRole('button', { name: 'Have a join code?' }, FIRST_LOAD);
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const form = screen.getByRole('form', { name: 'Join with a code' });
  const field = within(form).getByLabelText('Join code');
  return { view, form, field };
}

const typeCode = (field: HTMLElement, code: string) => fireEvent.change(field, { target: { value: code } });

describe('Join code entry', () => {
  it('opens the invite page of the challenge the code names, with its link’s key', async () => {
    api.answer('POST /challenge/join-code', { challengeId: 'c9', inviteKey: 'k3y' });
    const { view, form, field } = await openEntry();
    expect(document.activeElement).toBe(field);
    typeCode(field, 'k7qm-3xpa');
    fireEvent.click(within(form).getByRole('button', { name: 'Open the invitation' }));
    await waitFor(() => expect(view.location).toBe('/c/invite/c9?key=k3y'));
    expect(api.calls('POST', '/challenge/join-code').map((call) => call.body)).toEqual([{ code: 'k7qm-3xpa' }]);
  });

  it('says in the field what cannot be a code, sending nothing', async () => {
    const { form, field } = await openEntry();
    typeCode(field, 'K7QM 3XP0');
    fireEvent.click(within(form).getByRole('button', { name: 'Open the invitation' }));
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'A join code has 8 letters and numbers, like K7QM 3XPA.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST', '/challenge/join-code')).toEqual([]);
  });

  it.each([
    [404, 'No challenge has this code. Check it with the leader.'],
    [429, 'Too many wrong codes. Wait a few minutes and try again.'],
    [503, 'Something went wrong, please try again'],
  ])('says a refused code (%i) in the field and keeps what was typed', async (status, words) => {
    api.answer('POST /challenge/join-code', { statusCode: status, error: 'Refused', message: 'refused' }, status);
    const { view, form, field } = await openEntry();
    typeCode(field, 'ABCD EFGH');
    fireEvent.click(within(form).getByRole('button', { name: 'Open the invitation' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', words);
    expect(field).toHaveProperty('value', 'ABCD EFGH');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(view.location).toBe('/challenges');
  });

  it('has a page of its own, where someone signed out gets the account box first', async () => {
    const view = renderChallenges('/challenges/join');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join with a code' }, FIRST_LOAD)).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Your account' })).toBeTruthy();
    expect(screen.queryByLabelText('Join code')).toBeNull();
    // Signed in from the box: the field is there.
    act(() => signIn());
    expect(await screen.findByLabelText('Join code')).toBeTruthy();
    view.unmount();
    resetChallengeTest();

    signIn();
    api.answer('POST /challenge/join-code', { challengeId: 'c9', inviteKey: null });
    const signedIn = renderChallenges('/challenges/join');
    typeCode(await screen.findByLabelText('Join code', {}, FIRST_LOAD), 'K7QM3XPA');
    fireEvent.click(screen.getByRole('button', { name: 'Open the invitation' }));
    await waitFor(() => expect(signedIn.location).toBe('/c/invite/c9'));
  });

  it.each([
    ['pt', 'Tem um código de convite?', 'Código de convite'],
    ['id', 'Punya kode undangan?', 'Kode undangan'],
    ['pl', 'Masz kod zaproszenia?', 'Kod zaproszenia'],
  ])('speaks %s', async (language, toggle, label) => {
    await setupTestI18n(language);
    signIn();
    renderChallenges('/challenges');
    fireEvent.click(await screen.findByRole('button', { name: toggle }, FIRST_LOAD));
    expect(screen.getByLabelText(label)).toBeTruthy();
  });
});
