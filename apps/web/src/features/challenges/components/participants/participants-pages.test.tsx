import type { ChallengeInvitedUser, ChallengeParticipant } from '@bible-journey/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { renderChallenges } from '../../test/render-challenges.tsx';
import { answerChallenge, answerPeople, CHALLENGE_ID, RANKING_ID } from '../../test/screen-fixtures.ts';
import { setUpScreenTests } from '../../test/screen-test.ts';

let api: FakeApi;
const editPath = `/challenge/${CHALLENGE_ID}/configs/participants/edit`;
const addPath = `/challenge/${CHALLENGE_ID}/participants/add`;
const INVITE_ID = '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b';

const bruno: ChallengeParticipant = {
  _id: RANKING_ID,
  user: { _id: 'u2', name: 'Bruno Lima', email: 'bruno@example.com', picture: null },
  accepted: true,
};
const carla: ChallengeInvitedUser = {
  _id: INVITE_ID,
  user: { email: 'carla@example.com', name: null },
  accepted: false,
  lastSentAt: null,
};

setUpScreenTests([editPath, addPath], (fake) => {
  api = fake;
});
beforeEach(() => {
  answerChallenge(api, true);
  answerPeople(api, [bruno], [carla]);
});

async function openEdit() {
  const view = renderChallenges(editPath);
  const input = (await screen.findByRole('textbox', { name: 'E-mail addresses' })) as HTMLInputElement;
  return { view, input };
}
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const chips = () =>
  within(screen.queryByRole('list', { name: /Addresses to invite/ }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent?.replace('×', ''));

describe('the e-mail chip input', () => {
  it('suggests only what looks like an e-mail; Enter adds it and clears the input', async () => {
    const { input } = await openEdit();
    for (const text of ['dora', 'dora@', 'dora@church', 'dora@church.o', 'dora @church.org']) {
      type(input, text);
      expect(screen.queryByRole('button', { name: /^Add / }), text).toBeNull();
    }
    type(input, 'Dora@Church.org');
    expect(screen.getByRole('button', { name: 'Add Dora@Church.org' })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');
    expect(chips()).toEqual(['dora@church.org']);
    expect(screen.getByText('dora@church.org added.')).toBeTruthy();
  });

  it('Tab and the suggestion button add it too; Enter on a half-typed address adds nothing and says why', async () => {
    const { input } = await openEdit();
    type(input, 'dora@church.org');
    fireEvent.keyDown(input, { key: 'Tab' });
    type(input, 'eli@church.org');
    fireEvent.click(screen.getByRole('button', { name: 'Add eli@church.org' }));
    type(input, 'fabio@');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('fabio@');
    expect(screen.getByText("This doesn't look like an e-mail address yet.")).toBeTruthy();
    expect(chips()).toEqual(['dora@church.org', 'eli@church.org']);
  });

  it('refuses the leader’s own address, one already listed and one already invited, saying why', async () => {
    const { input } = await openEdit();
    await screen.findByRole('region', { name: /Invited/ });
    type(input, 'ana@example.com');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText("That's your own address: as the leader, you're already in the challenge.")).toBeTruthy();
    type(input, 'dora@church.org');
    fireEvent.keyDown(input, { key: 'Enter' });
    type(input, 'DORA@church.org');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('dora@church.org is already on the list.')).toBeTruthy();
    type(input, 'carla@example.com');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('carla@example.com is already invited to this challenge.')).toBeTruthy();
    expect(chips()).toEqual(['dora@church.org']);
  });

  it('removes chips with their buttons and with Backspace in the empty input', async () => {
    const { input } = await openEdit();
    fireEvent.paste(input, {
      clipboardData: { getData: () => 'dora@church.org, eli@church.org; not-an-email fabio@church.org' },
    });
    expect(chips()).toEqual(['dora@church.org', 'eli@church.org', 'fabio@church.org']);
    expect(input.value).toBe('not-an-email');
    expect(screen.getByText('3 addresses added.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove eli@church.org' }));
    expect(chips()).toEqual(['dora@church.org', 'fabio@church.org']);
    type(input, '');
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(chips()).toEqual(['dora@church.org']);
    expect(screen.getByText('fabio@church.org removed.')).toBeTruthy();
  });
});

describe('EditParticipantsPage', () => {
  it('lists who takes part and, apart, who was invited and has not accepted', async () => {
    await openEdit();
    const accepted = await screen.findByRole('region', { name: 'Taking part (1)' });
    expect(within(accepted).getByRole('listitem').textContent).toBe('Bruno Limabruno@example.comRemove Bruno Lima');
    const invited = screen.getByRole('region', { name: 'Invited, not accepted yet (1)' });
    expect(within(invited).getByRole('listitem').textContent).toBe(
      "carla@example.comThe invitation couldn't be sentResend carla@example.com",
    );
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/challenge/${CHALLENGE_ID}/configs`);
  });

  it('asks for e-mails with the message about two, while one is enough', async () => {
    api.answer('POST /challenge/participants/add', { invited: ['dora@church.org'], alreadyMembers: [] });
    const { input } = await openEdit();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter at least two e-mails');
    expect(document.activeElement).toBe(input);
    type(input, 'd');
    expect(screen.queryByRole('alert')).toBeNull();
    type(input, 'dora@church.org');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(api.calls('POST', '/challenge/participants/add')[0]?.body).toEqual({
      participants: ['dora@church.org'],
      owner_name: 'Ana Souza',
    });
    expect(chips()).toEqual([]);
  });

  it('an address typed but not yet added goes with the invitations', async () => {
    api.answer('POST /challenge/participants/add', { invited: ['dora@church.org'], alreadyMembers: [] });
    const { input } = await openEdit();
    type(input, 'dora@church.org');
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await screen.findByText('Invitation sent');
    expect(api.calls('POST', '/challenge/participants/add')[0]?.body).toMatchObject({
      participants: ['dora@church.org'],
    });
  });

  it.each([
    [
      429,
      'invitations_per_day',
      "You've sent all the invitations a day allows. Share the invite link instead, or send more tomorrow.",
    ],
    [
      422,
      'challenge_full',
      'This challenge already has as many people as it can hold. To bring in more, start another challenge.',
    ],
  ])('a bound of the server (%i %s) is said in words, not as a general error', async (status, reason, words) => {
    api.answer(
      'POST /challenge/participants/add',
      { statusCode: status, error: 'Refused', message: 'bound', reason },
      status,
    );
    const { input } = await openEdit();
    type(input, 'dora@church.org');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByText('Something went wrong, please try again')).toBeNull();
  });

  it('a failure says the general error and fetches the participants again anyway', async () => {
    api.answer('POST /challenge/participants/add', { message: 'down' }, 500);
    const { input } = await openEdit();
    type(input, 'dora@church.org');
    fireEvent.keyDown(input, { key: 'Enter' });
    const before = api.calls('GET', '/challenge/participants/accepted').length;
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    await waitFor(() => expect(api.calls('GET', '/challenge/participants/accepted').length).toBe(before + 1));
  });

  it('resends an invitation and marks it sent', async () => {
    api.answer('POST /challenge/invite/resend', { sent: ['carla@example.com'] });
    await openEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend carla@example.com' }));
    expect(await screen.findByText('Invitation sent to carla@example.com')).toBeTruthy();
    const invited = screen.getByRole('region', { name: /Invited/ });
    expect(within(invited).getByRole('status').textContent).toBe('✓ Sent');
    expect(api.calls('POST', '/challenge/invite/resend')[0]?.body).toEqual({
      participants: ['carla@example.com'],
      challengeName: 'Lent together',
      ownerName: 'Ana Souza',
    });
  });

  it('removes a participant after asking', async () => {
    api.answer(`DELETE /challenge/participant/delete/${RANKING_ID}`, { success: true });
    await openEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bruno Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Bruno Lima?' });
    expect(api.calls('DELETE', `/challenge/participant/delete/${RANKING_ID}`)).toHaveLength(0);
    answerPeople(api, [], [carla]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Bruno Lima was removed from the challenge')).toBeTruthy();
    expect(await screen.findByText('Nobody has accepted yet.')).toBeTruthy();
  });
});

describe('the lists, a page at a time and searchable', () => {
  const member = (n: number): ChallengeParticipant => ({
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    user: { _id: `u${n}`, name: `Member ${n}`, email: `m${n}@example.com`, picture: null },
    accepted: true,
  });

  it('shows each list with its total, and more of it after "Show more"', async () => {
    api.reply('GET /challenge/participants/accepted', ({ query }) => ({
      body:
        query.get('cursor') === 'next'
          ? { participants: [member(3)], nextCursor: null, total: 3 }
          : { participants: [member(1), member(2)], nextCursor: 'next', total: 3 },
    }));
    await openEdit();
    const accepted = await screen.findByRole('region', { name: 'Taking part (3)' });
    expect(await within(accepted).findAllByRole('listitem')).toHaveLength(2);
    expect(within(accepted).getByText('Showing 2 of 3')).toBeTruthy();
    fireEvent.click(within(accepted).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(accepted).getAllByRole('listitem')).toHaveLength(3));
    expect(within(accepted).queryByRole('button', { name: 'Show more' })).toBeNull();
    // The invited list has one page: no button of its own.
    const invited = screen.getByRole('region', { name: 'Invited, not accepted yet (1)' });
    expect(within(invited).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('searches both lists by name or e-mail, and says which has nobody matching', async () => {
    api.reply('GET /challenge/participants/accepted', ({ query }) => ({
      body: { participants: query.get('search') === 'carla' ? [] : [bruno], nextCursor: null, total: 1 },
    }));
    api.reply('GET /challenge/participants/invited', () => ({
      body: { invitedUsers: [carla], nextCursor: null, total: 1 },
    }));
    await openEdit();
    const field = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    fireEvent.change(field, { target: { value: 'carla' } });
    expect(await screen.findByText('Nobody matches “carla”.')).toBeTruthy();
    expect(api.calls('GET', '/challenge/participants/accepted?search=carla')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET', '/challenge/participants/invited?search=carla')).toHaveLength(1));
    expect(
      within(screen.getByRole('region', { name: /Invited/ })).getByRole('button', { name: 'Resend carla@example.com' }),
    ).toBeTruthy();
  });

  it('a list that fails says so with Try again, and the other list still shows', async () => {
    api.answer('GET /challenge/participants/invited', { message: 'down' }, 500);
    await openEdit();
    const invited = await screen.findByRole('region', { name: 'Invited, not accepted yet' });
    expect((await within(invited).findByRole('alert')).textContent).toContain("We couldn't list the participants now");
    answerPeople(api, [bruno], [carla]);
    fireEvent.click(within(invited).getByRole('button', { name: 'Try again' }));
    expect(await within(invited).findByRole('button', { name: 'Resend carla@example.com' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Taking part (1)' })).toBeTruthy();
  });
});

describe('AddParticipantsPage', () => {
  it('after creation, says the challenge is launched; the invitations lead to the ranking that greets it', async () => {
    api.answer('POST /challenge/participants/add', {
      invited: ['dora@church.org', 'eli@church.org'],
      alreadyMembers: [],
    });
    const view = renderChallenges(`${addPath}?isNew=true`);
    expect(await screen.findByRole('heading', { name: '“Lent together” is launched!' })).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'E-mail addresses' }) as HTMLInputElement;
    type(input, 'dora@church.org');
    fireEvent.keyDown(input, { key: 'Enter' });
    type(input, 'eli@church.org');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('2 invitations sent')).toBeTruthy();
    await waitFor(() => expect(view.location).toBe(`/challenge/${CHALLENGE_ID}/ranking?isNew=true`));
  });

  it('without the flag, no launch note; and a way to the ranking for later', async () => {
    renderChallenges(addPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add participants' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /is launched/ })).toBeNull();
    expect((await screen.findByRole('link', { name: 'Not now, go to the ranking' })).getAttribute('href')).toBe(
      `/challenge/${CHALLENGE_ID}/ranking`,
    );
  });

  it.each([
    [
      'pt',
      '“Lent together” foi lançado!',
      'Enviar convites',
      'Digite pelo menos dois e-mails',
      'Buscar por nome ou e-mail',
      'Ninguém encontrado para “x”.',
    ],
    [
      'id',
      '“Lent together” sudah dimulai!',
      'Kirim undangan',
      'Masukkan setidaknya dua email',
      'Cari berdasarkan nama atau email',
      'Tidak ada yang cocok dengan “x”.',
    ],
    [
      'pl',
      'Wyzwanie „Lent together” wystartowało!',
      'Wyślij zaproszenia',
      'Podaj co najmniej dwa adresy e-mail',
      'Szukaj po imieniu lub adresie e-mail',
      'Nikt nie pasuje do „x”.',
    ],
  ])('speaks %s', async (language, launched, send, message, searchLabel, noMatch) => {
    await setupTestI18n(language);
    api.reply('GET /challenge/participants/accepted', ({ query }) => ({
      body: { participants: query.get('search') ? [] : [bruno], nextCursor: null, total: 1 },
    }));
    renderChallenges(`${addPath}?isNew=true`);
    expect(await screen.findByRole('heading', { name: launched })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: searchLabel }), { target: { value: 'x' } });
    expect(await screen.findByText(noMatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: send }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
