import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import * as offerInvites from '../components/invite/offer-invites.tsx';
import { challengeRoutes } from '../routes.tsx';
import { challengeInvite } from '../test/challenge-fixtures.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest, signIn } from '../test/render-challenges.tsx';
import { INVITE_MODAL_DELAY_MS, useInviteOffer } from './use-invite-offer.ts';

let api: FakeApi;
let loadOffer: MockInstance<typeof offerInvites.loadInviteOffer>;
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
  api.answer('GET /challenges/invites', { challengeInvites: [challengeInvite()] });
  // Called through, only watched: when an offer started and when its invites and strings are in.
  loadOffer = vi.spyOn(offerInvites, 'loadInviteOffer');
});
afterEach(() => {
  cleanup();
  resetChallengeTest();
  vi.useRealTimers();
  loadOffer.mockRestore();
  api.restore();
});

/** The app shell's part: the hook around every screen. */
function OfferingShell() {
  useInviteOffer();
  return <Outlet />;
}

const renderAt = (path: string) =>
  renderChallenges(path, [
    {
      Component: OfferingShell,
      children: [
        ...challengeRoutes,
        { path: '/plan', element: <h1>Plan</h1> },
        { path: '/menu', element: <h1>Menu</h1> },
      ],
    },
  ]);

const INVITE_TITLE = 'Join this challenge?';

/**
 * For a test on the faked clock (`fakeTimers` before it renders): lets the screen and any offer it
 * started run their course, in act so React has flushed what they show. The imports in flight
 * settle (the lazy screen; the offer's chunk, which then calls loadInviteOffer), every
 * loadInviteOffer settles (invites and strings in), then the clock goes well past
 * INVITE_MODAL_DELAY_MS: an offer that opens anything has opened it by then.
 */
const runOffers = () =>
  act(async () => {
    await vi.dynamicImportSettled();
    await Promise.allSettled(loadOffer.mock.results.map((result) => result.value));
    await vi.advanceTimersByTimeAsync(2 * INVITE_MODAL_DELAY_MS);
  });
// Testing Library's findBy/waitFor wait on real timers: these tests use runOffers instead.
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('useInviteOffer', () => {
  it.each(['/plan', '/menu'])('offers a pending invite on %s 500 ms after it loads', async (path) => {
    signIn();
    const startedAt = Date.now();
    renderAt(path);
    const dialog = await screen.findByRole('dialog', { name: INVITE_TITLE }, FIRST_LOAD);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(INVITE_MODAL_DELAY_MS);
    expect(within(dialog).getByText(/Bruno Lima invited you to “Psalms in June”/)).toBeTruthy();
  });

  it('accepts from the modal and opens the ranking as a new participant', async () => {
    signIn();
    api.answer('PUT /challenge/invite/accept', { rankingId: 'r9', challengeId: 'c9' });
    const view = renderAt('/plan');
    const dialog = await screen.findByRole('dialog', { name: INVITE_TITLE }, FIRST_LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(view.location).toBe('/challenge/c9/ranking?isNewParticipant=true'));
  });

  it.each([
    ['the first, with another waiting', 'c1', []],
    ['the second, after See later on the first', 'c2', ['See later']],
  ])(
    'accepts %s: opens that ranking and stays there, with no other invite over it',
    async (_case, challengeId, before) => {
      signIn();
      api.answer('GET /challenges/invites', {
        challengeInvites: [
          challengeInvite({
            _id: 'i1',
            challenge: { _id: 'c1', title: 'Psalms in June', owner: { name: 'Bruno Lima' } },
          }),
          challengeInvite({ _id: 'i2', challenge: { _id: 'c2', title: 'Acts in July', owner: { name: 'Ana Souza' } } }),
        ],
      });
      api.reply('PUT /challenge/invite/accept', (call) => ({
        body: { rankingId: 'r9', challengeId: call.headers.challenge_id },
      }));
      const view = renderAt('/menu');
      for (const label of before) {
        const first = await screen.findByRole('dialog', { name: INVITE_TITLE }, FIRST_LOAD);
        fireEvent.click(within(first).getByRole('button', { name: label }));
      }
      const dialog = await screen.findByRole('dialog', { name: INVITE_TITLE }, FIRST_LOAD);
      await waitFor(() => expect(within(dialog).queryByText(challengeId === 'c1' ? /Psalms/ : /Acts/)).not.toBeNull());
      fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
      const ranking = `/challenge/${challengeId}/ranking?isNewParticipant=true`;
      await waitFor(() => expect(view.location).toBe(ranking));
      // The modal's history entry is gone (its Back has landed) and nothing undid the navigation.
      await waitFor(() => expect((window.history.state as { modal?: string } | null)?.modal).toBeUndefined());
      expect(view.location).toBe(ranking);
      expect(screen.queryByRole('dialog', { name: INVITE_TITLE })).toBeNull();
    },
  );

  it('withdraws its modal when the app moves on from /plan by itself (to the person’s challenges)', async () => {
    signIn();
    // An invite of its own: the one earlier tests put off with See later is not offered again.
    api.answer('GET /challenges/invites', { challengeInvites: [challengeInvite({ _id: 'i7' })] });
    api.answer('GET /challenges', { owner: [], participant: [] });
    const view = renderAt('/plan');
    expect(await screen.findByRole('dialog', { name: INVITE_TITLE }, FIRST_LOAD)).toBeTruthy();
    // As the plan screen does when it finds no plan: a replacing navigation, no click.
    void view.router.navigate('/challenges', { replace: true });
    await waitFor(() => expect(view.location).toBe('/challenges'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: INVITE_TITLE })).toBeNull());
    expect(view.location).toBe('/challenges');
  });

  it('does not offer again an invite put off with See later', async () => {
    fakeTimers();
    signIn();
    api.answer('GET /challenges/invites', { challengeInvites: [challengeInvite({ _id: 'later-1' })] });
    const view = renderAt('/plan');
    await runOffers();
    const dialog = screen.getByRole('dialog', { name: INVITE_TITLE });
    fireEvent.click(within(dialog).getByRole('button', { name: 'See later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => view.router.navigate('/menu'));
    await runOffers();
    expect(loadOffer).toHaveBeenCalledTimes(2);
    expect(api.calls('GET', '/challenges/invites')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['/challenges/presentation', '/c/invite/c9'])('offers nothing on %s', async (path) => {
    fakeTimers();
    signIn();
    api.answer('GET /challenge/name', { challengeName: 'Psalms in June' });
    renderAt(path);
    await runOffers();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadOffer).not.toHaveBeenCalled();
    expect(api.calls('GET', '/challenges/invites')).toHaveLength(0);
  });

  it('asks nothing of someone signed out', async () => {
    fakeTimers();
    renderAt('/plan');
    await runOffers();
    expect(api.seen).toHaveLength(0);
    expect(loadOffer).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nothing when there is no invite', async () => {
    fakeTimers();
    signIn();
    api.answer('GET /challenges/invites', { challengeInvites: [] });
    renderAt('/plan');
    await runOffers();
    expect(loadOffer).toHaveBeenCalledTimes(1);
    expect(api.calls('GET', '/challenges/invites')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
