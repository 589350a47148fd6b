import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { renderChallenges } from '../../test/render-challenges.tsx';
import { answerChallenge, CHALLENGE_ID, challengeAnswer } from '../../test/screen-fixtures.ts';
import { setUpScreenTests } from '../../test/screen-test.ts';

let api: FakeApi;
const path = `/challenge/${CHALLENGE_ID}/configs`;

setUpScreenTests([path], (fake) => {
  api = fake;
});
beforeEach(() => {
  answerChallenge(api, true);
  api.answer('GET /challenges', { owner: [], participant: [] });
});

describe('ConfigsPage', () => {
  it('offers the name, the participants, the plan, the progress view and the dangerous area', async () => {
    renderChallenges(path);
    expect(await screen.findByText('Lent together')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/challenges');
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('/configs/'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Edit participants3 participants', `${path}/participants/edit`],
      ["Edit planParticipants keep the chapters they've already read.", `${path}/plan/edit`],
      ["Participants' progressSee who is falling behind and send them a word of encouragement.", `${path}/progress`],
    ]);
    const danger = screen.getByRole('region', { name: 'Danger zone' });
    expect(within(danger).getByRole('button', { name: 'Delete challenge' })).toBeTruthy();
  });

  it('shares the invite link, makes a new one, and turns it off and on, saying each', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderChallenges(path);
    const card = await screen.findByRole('region', { name: 'Invite link' });
    expect(within(card).getByText(/Anyone with the link can join/)).toBeTruthy();
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Share the link' })));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/c/invite/${CHALLENGE_ID}`);
    expect(within(card).getByRole('status').textContent).toBe('Link copied');

    api.answer('PUT /challenge/invite-link', { inviteLink: { isOn: true, key: 'n3w-key', code: 'N3WCQDE2' } });
    answerChallenge(api, true, { inviteLink: { isOn: true, key: 'n3w-key', code: 'N3WCQDE2' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByText('New link ready. The old one no longer works.')).toBeTruthy();
    expect(api.calls('PUT', '/challenge/invite-link').map((call) => call.body)).toEqual([{ action: 'renew' }]);
    await waitFor(() => expect(api.calls('GET', '/challenge').length).toBeGreaterThan(1));
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Share the link' })));
    expect(writeText).toHaveBeenLastCalledWith(`${location.origin}/c/invite/${CHALLENGE_ID}?key=n3w-key`);

    api.answer('PUT /challenge/invite-link', { inviteLink: { isOn: false, key: 'n3w-key', code: 'N3WCQDE2' } });
    answerChallenge(api, true, { inviteLink: { isOn: false, key: 'n3w-key', code: 'N3WCQDE2' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Turn the link off' }));
    expect(await within(card).findByText('The link is off: only people you invite by e-mail can join.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Share the link' })).toBeNull();

    api.answer('PUT /challenge/invite-link', { inviteLink: { isOn: true, key: 'n3w-key', code: 'N3WCQDE2' } });
    answerChallenge(api, true, { inviteLink: { isOn: true, key: 'n3w-key', code: 'N3WCQDE2' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Turn the link on' }));
    expect(await within(card).findByRole('button', { name: 'Share the link' })).toBeTruthy();
    expect(api.calls('PUT', '/challenge/invite-link').map((call) => call.body)).toEqual([
      { action: 'renew' },
      { action: 'off' },
      { action: 'on' },
    ]);
  });

  it('shows the join code and the QR code of the link while it is on, large for a room', async () => {
    answerChallenge(api, true, { inviteLink: { isOn: true, key: 'n3w-key', code: 'K7QM3XPA' } });
    renderChallenges(path);
    const card = await screen.findByRole('region', { name: 'Invite link' });
    expect(within(card).getByText('K7QM 3XPA')).toBeTruthy();
    const qr = within(card).getByRole('img', { name: 'QR code of the invite link to “Lent together”' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    fireEvent.click(within(card).getByRole('button', { name: 'Show large for a room' }));
    const shown = await screen.findByRole('dialog', { name: 'Join “Lent together”' });
    expect(within(shown).getByText('K7QM 3XPA')).toBeTruthy();
    expect(within(shown).getByText(/open Bible Journey, tap Challenges, then “Have a join code\?”/)).toBeTruthy();
    // The same link as shared: the same QR code.
    expect(within(shown).getByRole('img').querySelector('path')?.getAttribute('d')).toBe(
      qr.querySelector('path')?.getAttribute('d'),
    );
  });

  it('hides the join code while the link is off', async () => {
    answerChallenge(api, true, { inviteLink: { isOn: false, key: null, code: 'K7QM3XPA' } });
    renderChallenges(path);
    const card = await screen.findByRole('region', { name: 'Invite link' });
    expect(within(card).queryByText('K7QM 3XPA')).toBeNull();
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('keeps the link as it was when changing it fails, with the general error', async () => {
    api.answer('PUT /challenge/invite-link', { message: 'down' }, 503);
    renderChallenges(path);
    const card = await screen.findByRole('region', { name: 'Invite link' });
    fireEvent.click(within(card).getByRole('button', { name: 'Turn the link off' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Share the link' })).toBeTruthy();
  });

  it('puts the leader in the ranking and takes them out, saying each; a failure keeps the switch as it was', async () => {
    let includeLeaders = false;
    api.reply('GET /challenge', () => ({ body: challengeAnswer(true, { includeLeaders }) }));
    api.reply('PUT /challenge/include-leaders', ({ body }) => {
      includeLeaders = (body as { includeLeaders: boolean }).includeLeaders;
      return { body: { includeLeaders } };
    });
    renderChallenges(path);
    const card = await screen.findByRole('region', { name: 'Your place in the ranking' });
    const toggle = within(card).getByRole('switch', { name: 'Include me in the ranking' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /earn points too/,
    );
    fireEvent.click(toggle);
    const said = await screen.findByText("You're in the ranking now.");
    expect(api.calls('PUT', '/challenge/include-leaders').map((call) => call.body)).toEqual([{ includeLeaders: true }]);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(api.calls('GET', '/challenge').length).toBeGreaterThan(1));

    // The next outcome shows once this one is closed.
    fireEvent.click(within(said.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Close' }));
    api.answer('PUT /challenge/include-leaders', { message: 'down' }, 500);
    fireEvent.click(toggle);
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('offers to create the plan when the challenge has none', async () => {
    answerChallenge(api, true, { planTemplate: null });
    renderChallenges(path);
    expect((await screen.findByRole('link', { name: /Create the plan/ })).textContent).toBe(
      'Create the planThe challenge has no reading plan yet.',
    );
  });

  it('is the leader’s: a participant gets a note', async () => {
    answerChallenge(api, false);
    renderChallenges(path);
    expect(await screen.findByRole('heading', { name: 'Only the leader can do this' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete challenge' })).toBeNull();
  });

  it('says when the challenge could not be retrieved, with Try again', async () => {
    api.answer('GET /challenge', { message: 'down' }, 500);
    renderChallenges(path);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(
      "We couldn't retrieve your challenge. Please try again later.",
    );
    answerChallenge(api, true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lent together')).toBeTruthy();
  });

  describe('the name', () => {
    async function openRename() {
      renderChallenges(path);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit challenge name' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit challenge name' });
      return { dialog, field: within(dialog).getByRole('textbox', { name: 'Challenge name' }) as HTMLInputElement };
    }

    it('asks for a name, then a longer one; typing clears the message', async () => {
      const { dialog, field } = await openRename();
      expect(field.value).toBe('Lent together');
      fireEvent.change(field, { target: { value: '  ' } });
      fireEvent.submit(field.closest('form') as HTMLFormElement);
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter the challenge name');
      fireEvent.change(field, { target: { value: 'L' } });
      expect(within(dialog).queryByRole('alert')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a longer challenge name');
      expect(api.calls('PUT', '/challenge/name/update')).toHaveLength(0);
    });

    it('saves the new name (Enter submits), closes and says so', async () => {
      api.answer('PUT /challenge/name/update', { newTitle: 'Easter together' });
      const { field } = await openRename();
      answerChallenge(api, true, { title: 'Easter together' });
      fireEvent.change(field, { target: { value: ' Easter together ' } });
      fireEvent.submit(field.closest('form') as HTMLFormElement);
      expect(await screen.findByText('Challenge name changed')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.calls('PUT', '/challenge/name/update')[0]?.body).toEqual({ challengeTitle: 'Easter together' });
      expect(await screen.findByText('Easter together')).toBeTruthy();
    });

    it('a failure closes the modal and says the general error', async () => {
      api.answer('PUT /challenge/name/update', { message: 'down' }, 500);
      const { dialog } = await openRename();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('deleting the challenge', () => {
    async function confirmDeletion() {
      const view = renderChallenges(path);
      fireEvent.click(await screen.findByRole('button', { name: 'Delete challenge' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete “Lent together”?' });
      expect(api.calls('DELETE', '/challenge/delete')).toHaveLength(0);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
      return { view, dialog };
    }

    it('asks first; the button says it is deleting; then the outcome and the list', async () => {
      let finish: (reply: { body: unknown }) => void = () => undefined;
      api.reply('DELETE /challenge/delete', () => new Promise((resolve) => (finish = resolve)));
      const { view, dialog } = await confirmDeletion();
      const busy = await within(dialog).findByRole('button', { name: 'Deleting…' });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      expect(api.calls('DELETE', '/challenge/delete')[0]?.headers).toMatchObject({ challenge_id: CHALLENGE_ID });
      await act(async () => finish({ body: { success: true } }));
      expect(await screen.findByText('Challenge deleted')).toBeTruthy();
      await waitFor(() => expect(view.location).toBe('/challenges'));
    });

    it.each([
      ['the server answers success: false', { body: { success: false } }],
      ['the call fails', { status: 500, body: { message: 'down' } }],
    ])('when %s: the general error, and the list all the same', async (_when, reply) => {
      api.reply('DELETE /challenge/delete', () => reply);
      const { view } = await confirmDeletion();
      expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
      await waitFor(() => expect(view.location).toBe('/challenges'));
    });
  });

  it.each([
    ['pt', 'Configurações', 'Excluir desafio', '3 participantes'],
    ['id', 'Pengaturan', 'Hapus tantangan', '3 peserta'],
    ['pl', 'Ustawienia', 'Usuń wyzwanie', '3 uczestników'],
  ])('speaks %s', async (language, title, deleteLabel, count) => {
    await setupTestI18n(language);
    api.answer('GET /challenge', challengeAnswer(true));
    renderChallenges(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByRole('button', { name: deleteLabel })).toBeTruthy();
    expect(screen.getByText(count)).toBeTruthy();
  });
});
