import { CHALLENGES_PER_OWNER_MAX } from '@bible-journey/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FROM_ENTRY } from '../../../../lib/entry-navigation.ts';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { challengeInvite, challengeSummary, singleChallenge, subscription } from '../../test/challenge-fixtures.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest, signIn } from '../../test/render-challenges.tsx';

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
  api.answer('GET /challenges/invites', { challengeInvites: [] });
  api.answer('GET /premium', { premiumAccess: subscription });
});
afterEach(async () => {
  cleanup();
  resetChallengeTest();
  api.restore();
  await setupTestI18n('en');
});

const lists = (
  owner = [challengeSummary()],
  participant = [
    challengeSummary({ _id: 'c2', title: 'Gospels', participantsCount: 1, owner: { name: 'Bruno Lima' } }),
  ],
) => api.answer('GET /challenges', { owner, participant });

describe('ChallengesPage', () => {
  it('sends someone signed out to the landing page', async () => {
    const view = renderChallenges('/challenges');
    await screen.findByRole('heading', { level: 1, name: 'Get your group into the Bible' }, FIRST_LOAD);
    expect(view.location).toBe('/challenges/presentation');
    expect(api.seen).toHaveLength(0);
  });

  it('sends someone with no challenge and no premium access to the landing page', async () => {
    signIn();
    lists([], []);
    api.answer('GET /premium', { premiumAccess: null });
    const view = renderChallenges('/challenges');
    await screen.findByRole('heading', { level: 1, name: 'Get your group into the Bible' }, FIRST_LOAD);
    expect(view.location).toBe('/challenges/presentation');
  });

  it('shows skeleton rows while the challenges load', async () => {
    signIn();
    api.reply('GET /challenges', () => new Promise(() => undefined));
    renderChallenges('/challenges');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading your challenges');
  });

  it('lists the challenges led and taken part in, each with its participants, leading to its ranking', async () => {
    signIn();
    lists();
    renderChallenges('/challenges');
    const led = await screen.findByRole('region', { name: 'Challenges you lead' });
    const link = within(led).getByRole('link', { name: /Lent together/ });
    expect(link.textContent).toBe('Lent together3 participants');
    expect(link.getAttribute('href')).toBe('/challenge/c1/ranking');
    const joined = screen.getByRole('region', { name: 'Challenges you take part in' });
    expect(within(joined).getByRole('link', { name: /Gospels/ }).textContent).toBe(
      'Gospels1 participant · Led by Bruno Lima',
    );
  });

  it.each([
    ['pt', ['1 participante', '2 participantes', '5 participantes']],
    ['id', ['1 peserta', '2 peserta', '5 peserta']],
    ['pl', ['1 uczestnik', '2 uczestników', '5 uczestników', '22 uczestników']],
    ['en', ['1 participant', '2 participants', '5 participants']],
  ])('counts the participants in %s', async (language, counts) => {
    await setupTestI18n(language);
    signIn();
    lists(
      counts.map((count, index) =>
        challengeSummary({
          _id: `c${index}`,
          title: `Challenge ${index}`,
          participantsCount: Number.parseInt(count, 10),
        }),
      ),
      [],
    );
    renderChallenges('/challenges');
    for (const [index, count] of counts.entries()) {
      expect((await screen.findByRole('link', { name: new RegExp(`Challenge ${index}`) })).textContent).toBe(
        `Challenge ${index}${count}`,
      );
    }
  });

  it('says there are none yet to a leader with premium access, with the create button', async () => {
    signIn();
    lists([], []);
    renderChallenges('/challenges');
    expect(await screen.findByRole('heading', { level: 2, name: 'No challenges yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a challenge' })).toBeTruthy();
  });

  it('says the challenges could not be retrieved, and tries again', async () => {
    signIn();
    api.answer('GET /challenges', { message: 'down' }, 500);
    renderChallenges('/challenges');
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByRole('heading').textContent).toBe(
      "We couldn't retrieve your challenges. Please try again later.",
    );
    lists();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Lent together/ })).toBeTruthy();
  });

  it('opens the wizard for a subscriber', async () => {
    signIn();
    lists();
    const view = renderChallenges('/challenges');
    await screen.findByRole('link', { name: /Lent together/ });
    fireEvent.click(screen.getByRole('button', { name: 'Create a challenge' }));
    await waitFor(() => expect(view.location).toBe('/challenges/new/name'));
  });

  it('asks a single-challenge buyer at the limit to subscribe or buy, then shows the prices', async () => {
    signIn();
    lists();
    api.answer('GET /premium', { premiumAccess: singleChallenge(1) });
    const view = renderChallenges('/challenges');
    await screen.findByRole('link', { name: /Lent together/ });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create a challenge' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create a challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium access needed' });
    expect(within(dialog).getByText('Subscribe or buy a new challenge to be able to create it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(view.location).toBe('/challenges/presentation#start-now'));
  });

  const leadsTheMost = `You're leading ${CHALLENGES_PER_OWNER_MAX} challenges, the most one account can. Delete one that has ended to start a new one.`;

  it('tells a leader of the most challenges one account may lead why no new one opens', async () => {
    signIn();
    lists();
    api.answer('GET /premium', { premiumAccess: { ...subscription, ownedChallenges: CHALLENGES_PER_OWNER_MAX } });
    const view = renderChallenges('/challenges');
    await screen.findByRole('link', { name: /Lent together/ });
    fireEvent.click(screen.getByRole('button', { name: 'Create a challenge' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining(leadsTheMost));
    expect(view.location).toBe('/challenges');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a leader of the most challenges from the wizard to the landing, which says why', async () => {
    signIn();
    api.answer('GET /premium', { premiumAccess: { ...subscription, ownedChallenges: CHALLENGES_PER_OWNER_MAX } });
    const view = renderChallenges('/challenges/new/name');
    await waitFor(() => expect(view.location).toBe('/challenges/presentation#start-now'));
    expect(await screen.findByText(leadsTheMost, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create a challenge' })).toBeNull();
  });

  it('shows a participant with no premium access the prices', async () => {
    signIn();
    lists([]);
    api.answer('GET /premium', { premiumAccess: null });
    const view = renderChallenges('/challenges');
    await screen.findByRole('link', { name: /Gospels/ });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create a challenge' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create a challenge' }));
    await waitFor(() => expect(view.location).toBe('/challenges/presentation#start-now'));
  });
});

describe('ChallengesPage invitations', () => {
  beforeEach(() => {
    signIn();
    lists();
    api.answer('GET /challenges/invites', { challengeInvites: [challengeInvite()] });
  });

  const invitation = async (text = 'Bruno Lima invited you to “Psalms in June”.') => {
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    return within(invitations).getByText(text).closest('li') as HTMLElement;
  };

  it('accepts an invitation in place and opens its ranking as a new participant', async () => {
    api.answer('PUT /challenge/invite/accept', { rankingId: 'r9', challengeId: 'c9' });
    const view = renderChallenges('/challenges');
    const accept = within(await invitation()).getByRole('button', { name: 'Accept' });
    // Among several invitations, each answer says which one it is about.
    expect(accept.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(accept.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Bruno Lima invited you to “Psalms in June”.',
    );
    fireEvent.click(accept);
    await waitFor(() => expect(view.location).toBe('/challenge/c9/ranking?isNewParticipant=true'));
    expect(api.calls('PUT', '/challenge/invite/accept')[0]?.headers).toMatchObject({
      challenge_id: 'c9',
      invite_id: 'i1',
    });
  });

  it('accepts the second of two invitations: that challenge opens, the other stays pending', async () => {
    api.answer('GET /challenges/invites', {
      challengeInvites: [
        challengeInvite(),
        challengeInvite({ _id: 'i2', challenge: { _id: 'c2', title: 'Acts in July', owner: { name: 'Carla Dias' } } }),
      ],
    });
    api.reply('PUT /challenge/invite/accept', (call) => ({
      body: { rankingId: 'r2', challengeId: call.headers.challenge_id },
    }));
    const view = renderChallenges('/challenges');
    const second = await invitation('Carla Dias invited you to “Acts in July”.');
    fireEvent.click(within(second).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(view.location).toBe('/challenge/c2/ranking?isNewParticipant=true'));
    expect(api.calls('PUT', '/challenge/invite/accept').map((call) => call.headers.invite_id)).toEqual(['i2']);
  });

  it('declines an invitation, which leaves the list', async () => {
    api.answer('PUT /challenge/invite/decline', { success: true });
    renderChallenges('/challenges');
    const row = await invitation();
    api.answer('GET /challenges/invites', { challengeInvites: [] });
    fireEvent.click(within(row).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull());
  });

  it('keeps the invitation when answering fails, with the general error', async () => {
    api.answer('PUT /challenge/invite/accept', { message: 'down' }, 500);
    const view = renderChallenges('/challenges');
    fireEvent.click(within(await invitation()).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(await invitation()).toBeTruthy();
    expect(view.location).toBe('/challenges');
  });

  it('shows an invitee with no challenge and no premium access their invitation, not the prices', async () => {
    lists([], []);
    api.answer('GET /premium', { premiumAccess: null });
    const view = renderChallenges('/challenges');
    expect(await invitation()).toBeTruthy();
    expect(view.location).toBe('/challenges');
    expect(screen.queryByRole('heading', { name: 'No challenges yet' })).toBeNull();
  });
});

describe('ChallengesPage from the app’s entry', () => {
  const fromEntry = { pathname: '/challenges', state: FROM_ENTRY };

  it('sends someone with no challenge and no invitation to plan creation, even with premium access', async () => {
    signIn();
    lists([], []);
    const view = renderChallenges(fromEntry);
    await waitFor(() => expect(view.location).toBe('/new'));
  });

  it('shows the challenges of someone who has some', async () => {
    signIn();
    lists([], [challengeSummary({ _id: 'c2', title: 'Gospels', owner: { name: 'Bruno Lima' } })]);
    api.answer('GET /premium', { premiumAccess: null });
    const view = renderChallenges(fromEntry);
    expect(await screen.findByRole('region', { name: 'Challenges you take part in' })).toBeTruthy();
    expect(view.location).toBe('/challenges');
  });

  it('shows the invitations of someone who has only those', async () => {
    signIn();
    lists([], []);
    api.answer('GET /premium', { premiumAccess: null });
    api.answer('GET /challenges/invites', { challengeInvites: [challengeInvite()] });
    const view = renderChallenges(fromEntry);
    expect(await screen.findByRole('region', { name: 'Invitations' })).toBeTruthy();
    expect(view.location).toBe('/challenges');
  });
});
