import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../test/i18n.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { challengeRoutes } from './routes.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

function renderAt(path: string) {
  return renderRoutes([...challengeRoutes, { path: '*', element: <p>not found</p> }], [path]);
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
      expect(router.location.pathname).toBe('/challenges/presentation');
      expect(router.location.search).toBe('?utm_source=church');
      expect(router.location.hash).toBe('#start');
      expect(router.navigationType).toBe('REPLACE');
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
