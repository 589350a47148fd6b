import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { challengeRoutes } from '../routes.tsx';
import { challengeInvite } from '../test/challenge-fixtures.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest, signIn } from '../test/render-challenges.tsx';
import { INVITE_MODAL_DELAY_MS, useInviteOffer } from './use-invite-offer.ts';

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
  api.answer('GET /challenges/invites', { challengeInvites: [challengeInvite()] });
});
afterEach(() => {
  cleanup();
  resetChallengeTest();
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
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

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

  it('does not offer again an invite put off with See later', async () => {
    signIn();
    api.answer('GET /challenges/invites', { challengeInvites: [challengeInvite({ _id: 'later-1' })] });
    const view = renderAt('/plan');
    const dialog = await screen.findByRole('dialog', { name: INVITE_TITLE }, FIRST_LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'See later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => view.router.navigate('/menu'));
    await waitFor(() => expect(api.calls('GET', '/challenges/invites')).toHaveLength(2));
    await pause(INVITE_MODAL_DELAY_MS + 100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['/challenges/presentation', '/c/invite/c9'])('offers nothing on %s', async (path) => {
    signIn();
    api.answer('GET /challenge/name', { challengeName: 'Psalms in June' });
    renderAt(path);
    await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
    await pause(INVITE_MODAL_DELAY_MS + 100);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('GET', '/challenges/invites')).toHaveLength(0);
  });

  it('asks nothing of someone signed out', async () => {
    renderAt('/plan');
    await pause(INVITE_MODAL_DELAY_MS + 100);
    expect(api.seen).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nothing when there is no invite', async () => {
    signIn();
    api.answer('GET /challenges/invites', { challengeInvites: [] });
    renderAt('/plan');
    await waitFor(() => expect(api.calls('GET', '/challenges/invites')).toHaveLength(1));
    await pause(INVITE_MODAL_DELAY_MS + 100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
