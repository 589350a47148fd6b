import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest, signIn } from '../../test/render-challenges.tsx';

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

const unavailableConfig = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Sorry, checkout is temporarily unavailable. Please try again later.',
};
const renderLanding = (path = '/challenges/presentation') => renderChallenges(path);
const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('LandingPage', () => {
  it('pitches challenges with a way back to the plan and the two anchors', async () => {
    renderLanding();
    // The landing's chunk loads first: more than findBy's second on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get your group into the Bible' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/plan');
    expect(screen.getByRole('link', { name: 'Start now' }).getAttribute('href')).toBe('#start-now');
    expect(screen.getByRole('link', { name: 'See how it works' }).getAttribute('href')).toBe('#how-it-works');
  });

  it('lists the nine steps of how it works', async () => {
    renderLanding();
    // The sections below the header come in their own chunk.
    const steps = await screen.findByRole('region', { name: 'How it works' }, FIRST_LOAD);
    const titles = within(steps)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Give it a name',
      'Be creative',
      'Set the dates',
      'Create the plan',
      'Add participants',
      'Challenge launched',
      'Join the ranking',
      'A point for every reading',
      'Surprise questions',
    ]);
  });

  it.each([
    ['en', 'Choose your plan', '$20 a month', '$100 once'],
    ['pt', 'Escolha o seu plano', 'R$ 20 por mês', 'R$ 100 uma única vez'],
    ['id', 'Pilih paket Anda', '$20 per bulan', '$100 sekali bayar'],
    ['pl', 'Wybierz pakiet', '20 $ miesięcznie', '100 $ jednorazowo'],
  ])('shows the prices as text in %s', async (language, title, monthly, once) => {
    await setupTestI18n(language);
    renderLanding();
    const prices = await screen.findByRole('region', { name: title });
    expect(within(prices).getByText(monthly)).toBeTruthy();
    expect(within(prices).getByText(once)).toBeTruthy();
  });

  it('brings the prices into view and focus with Start now, keeping the anchor in the address', async () => {
    const view = renderLanding();
    const prices = await screen.findByRole('region', { name: 'Choose your plan' });
    fireEvent.click(screen.getByRole('link', { name: 'Start now' }));
    await waitFor(() => expect(document.activeElement).toBe(prices));
    expect(view.location).toBe('/challenges/presentation#start-now');
    expect(view.router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByRole('link', { name: 'See how it works' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'How it works' })));
  });

  it('opens on the prices when the address names them', async () => {
    renderLanding('/challenges/presentation#start-now');
    const prices = await screen.findByRole('region', { name: 'Choose your plan' });
    await waitFor(() => expect(document.activeElement).toBe(prices));
  });

  it('asks someone signed out to log in before buying, asking the server only for the public settings', async () => {
    renderLanding();
    const prices = await screen.findByRole('region', { name: 'Choose your plan' });
    expect(within(prices).getByText(/Log in or create an account to subscribe or buy a challenge/)).toBeTruthy();
    expect(within(prices).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(prices).getByRole('button', { name: 'Create an account' })).toBeTruthy();
    expect(within(prices).queryByRole('link', { name: 'Create a challenge' })).toBeNull();
    // The contacts and the video: landing-settings.test.tsx.
    await waitFor(() => expect(api.seen.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /settings']));
  });

  it('offers a signed-in subscriber to create a challenge', async () => {
    signIn();
    api.answer('GET /premium', {
      premiumAccess: { type: 'subscription', amountPurchases: 0, origin: 'admin', ownedChallenges: 4 },
    });
    renderLanding();
    const create = await screen.findByRole('link', { name: 'Create a challenge' });
    expect(create.getAttribute('href')).toBe('/challenges/new/name');
    expect(screen.queryByRole('button', { name: 'Subscribe with card' })).toBeNull();
  });

  it.each([
    ['no premium access', null],
    ['a single challenge already used', { type: 'one_time', amountPurchases: 1, origin: 'admin', ownedChallenges: 1 }],
  ])('offers %s the card checkout instead of a create button', async (_, premiumAccess) => {
    signIn();
    api.answer('GET /premium', { premiumAccess });
    api.answer('GET /checkout/config', unavailableConfig, 503);
    renderLanding();
    expect(await screen.findByText(/checkout is temporarily unavailable/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create a challenge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it.each([
    ['en', 'Bible reading challenge for groups – Bible Journey', /^Create a Bible reading challenge/],
    ['pt', 'Desafio de leitura bíblica para grupos – Bible Journey', /^Crie um desafio de leitura da Bíblia/],
  ])(
    'names the page in %s for the tab, search engines and shares, and gives the names back on leaving',
    async (language, title, description) => {
      await setupTestI18n(language);
      document.title = 'Bible Journey';
      const view = renderLanding();
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.title).toBe(title));
      expect(metaContent('meta[name="description"]')).toMatch(description);
      expect(metaContent('meta[property="og:title"]')).toBe(title);
      view.unmount();
      expect(document.title).toBe('Bible Journey');
      expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    },
  );
});
