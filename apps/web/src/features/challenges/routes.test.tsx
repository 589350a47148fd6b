import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../test/i18n.ts';
import { challengeRoutes } from './routes.tsx';

// Lazy routes render nothing until their screen has loaded, as in the app's router.
const NoFallback = () => null;

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ HydrateFallback: NoFallback, children: [...challengeRoutes, { path: '*', element: <p>not found</p> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('challengeRoutes', () => {
  it.each([
    '/challenges',
    '/challenges/presentation',
    '/challenges/new',
    '/challenges/new/name',
    '/challenges/new/reading',
    '/challenge/c1/ranking',
    '/challenge/c1/question/q1/edit',
    '/c/invite/c1',
    '/c/invite/c1/login',
  ])('%s shows the coming-soon page with a way back to the plan', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenges are coming' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my plan' }).getAttribute('href')).toBe('/plan');
  });

  it.each(['/desafio-plano-de-leitura', '/bible-reading-challenge'])(
    '%s is replaced by /challenges/presentation, keeping the query',
    async (path) => {
      const router = renderAt(`${path}?utm_source=church#start`);
      await screen.findByRole('heading', { level: 1, name: 'Challenges are coming' });
      expect(router.state.location.pathname).toBe('/challenges/presentation');
      expect(router.state.location.search).toBe('?utm_source=church');
      expect(router.state.location.hash).toBe('#start');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('speaks the interface language', async () => {
    await setupTestI18n('pl');
    try {
      renderAt('/challenges');
      expect(await screen.findByRole('heading', { level: 1, name: 'Wyzwania już wkrótce' })).toBeTruthy();
    } finally {
      await setupTestI18n('en');
    }
  });
});
