import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, stubApi } from '../../test/fake-fetch.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { renderChallenges, resetChallengeTest, signIn } from './test/render-challenges.tsx';

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  cleanup();
  resetChallengeTest();
  api.restore();
});

const challenge = {
  _id: 'c1',
  title: 'Lent together',
  owner: { _id: 'u1', name: 'Ana Souza' },
  participantsCount: 3,
  planTemplate: null,
  includeLeaders: false,
  startDate: '2026-03-01',
  finishDate: '2026-04-05',
  inviteLink: { isOn: true, key: null, code: 'K7QM3XPA' },
};

describe('challengeRoutes', () => {
  it('/challenge/c1 opens its ranking, the layout fetching the challenge for its screens', async () => {
    signIn();
    api.answer('GET /challenge', { challenge, isOwner: false });
    const view = renderChallenges('/challenge/c1');
    await waitFor(() => expect(view.location).toBe('/challenge/c1/ranking'));
    await waitFor(() => expect(api.calls('GET', '/challenge')[0]?.headers).toMatchObject({ challenge_id: 'c1' }));
  });

  it('an unknown screen of a challenge is not one of its screens', async () => {
    renderChallenges('/challenge/c1/elsewhere');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/challenge/c1/elsewhere');
    expect(api.seen).toHaveLength(0);
  });

  it.each(['/desafio-plano-de-leitura', '/bible-reading-challenge'])(
    '%s is replaced by /challenges/presentation, keeping the query',
    async (path) => {
      const view = renderChallenges(`${path}?utm_source=church#start`);
      await screen.findByRole('heading', { level: 1 });
      expect(view.location).toBe('/challenges/presentation?utm_source=church#start');
      expect(view.router.state.historyAction).toBe('REPLACE');
    },
  );
});
