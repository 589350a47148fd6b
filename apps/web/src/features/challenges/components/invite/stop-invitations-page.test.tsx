import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest } from '../../test/render-challenges.tsx';

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
});
afterEach(async () => {
  cleanup();
  resetChallengeTest();
  api.restore();
  await setupTestI18n('en');
});

const LINK = '/c/invitations/stop?email=ruth%40example.com&signature=abc_-123';

describe('StopInvitationsPage', () => {
  it('asks first, then stops the invitations with the link’s signature and says so', async () => {
    api.answer('POST /invitations/stop', { stopped: true });
    renderChallenges(LINK);
    expect(await screen.findByText('Stop challenge invitations to ruth@example.com?', {}, FIRST_LOAD)).toBeTruthy();
    // Opening the link (as a mail scanner does) stops nothing.
    expect(api.seen).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stop invitations' }));
    expect(await screen.findByRole('heading', { name: 'Invitations stopped' })).toBeTruthy();
    expect(screen.getByText("We won't send any more challenge invitations to ruth@example.com.")).toBeTruthy();
    expect(api.seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /invitations/stop?email=ruth%40example.com&signature=abc_-123',
    ]);
  });

  it.each([
    ['a link the server refuses', LINK, 403],
    ['a link without its signature', '/c/invitations/stop?email=ruth%40example.com', null],
  ])('says %s does not work, with a way to the plan', async (_, path, status) => {
    if (status) api.answer('POST /invitations/stop', { message: 'not signed' }, status);
    renderChallenges(path);
    if (status) fireEvent.click(await screen.findByRole('button', { name: 'Stop invitations' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { name: "This link doesn't work" }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my plan' })).toBeTruthy();
  });

  it('keeps the question on screen after a failure, with the general error', async () => {
    api.answer('POST /invitations/stop', { message: 'down' }, 503);
    renderChallenges(LINK);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop invitations' }, FIRST_LOAD));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop invitations' })).toBeTruthy();
  });
});
