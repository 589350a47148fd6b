import { emptyLocalPlan } from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localPlan } from '../../lib/local-plan-store.ts';
import { session } from '../../lib/session.ts';
import { type FakeApi, stubApi } from '../../test/fake-fetch.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { BottomBar } from './bottom-bar.tsx';
import { activeBottomBarSection, isBottomBarHidden } from './bottom-bar-rules.ts';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  localPlan.clear();
});

let queryClient: QueryClient;

const signIn = () =>
  session.set({
    user: { id: 'u1', name: 'Ana', email: 'ana@example.com', picture: null, language: null, hasConfirmedAccount: true },
    token: 't1',
  });

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <BottomBar /> }], { initialEntries: [path] });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('isBottomBarHidden', () => {
  it.each([
    ['/', true],
    ['/novo-plano', true],
    ['/login', true],
    ['/register', true],
    ['/forgot-password', true],
    ['/reset-password/abc/reader%40example.com', true],
    ['/email-confirmation/abc', true],
    ['/logout', true],
    ['/new', true],
    ['/created', true],
    ['/plan/edit', true],
    ['/download-app', true],
    ['/challenges/presentation', true],
    ['/Challenges/Presentation/', true],
    ['/desafio-plano-de-leitura', true],
    ['/bible-reading-challenge', true],
    ['/challenges/new', true],
    ['/challenges/new/dates', true],
    ['/c/invite/abc', true],
    ['/c/invite/abc/login', true],
    ['/plan', false],
    ['/plano', false],
    ['/menu', false],
    ['/download', false],
    ['/challenges', false],
    ['/challenge/abc/ranking', false],
    ['/privacy-policy', false],
    ['/terms-of-use', false],
    ['/report-error', false],
    ['/no-such-page', false],
    ['/newsletter', false],
  ])('%s -> %s', (pathname, hidden) => {
    expect(isBottomBarHidden(pathname)).toBe(hidden);
  });
});

describe('isBottomBarHidden with a plan on the device or someone signed in', () => {
  it.each([
    ['/new', false],
    ['/new/', false],
    ['/created', true],
    ['/plan/edit', true],
    ['/login', true],
    ['/challenges/presentation', true],
    ['/plan', false],
  ])('%s -> %s', (pathname, hidden) => {
    expect(isBottomBarHidden(pathname, true)).toBe(hidden);
  });
});

describe('activeBottomBarSection', () => {
  it.each([
    ['/plan', 'home'],
    ['/plano', 'home'],
    ['/plan/', 'home'],
    ['/challenges', 'challenges'],
    ['/challenge/abc/ranking', 'ranking'],
    ['/challenge/abc/plan', 'challengePlan'],
    ['/challenge/abc/questions', 'questions'],
    ['/challenge/abc/questions/add', 'questions'],
    ['/challenge/abc/question/q1', 'questions'],
    ['/challenge/abc/question/q1/edit', 'questions'],
    ['/challenge/abc/configs', 'configs'],
    ['/challenge/abc/configs/participants/edit', 'configs'],
    ['/challenge/abc/configs/plan/edit', 'configs'],
    ['/challenge/abc/participants/add', 'configs'],
    ['/challenge/abc', null],
    ['/challenge/abc/planets', null],
    ['/menu', 'menu'],
    ['/privacy-policy', null],
    ['/download', null],
    ['/planets', null],
  ])('%s -> %s', (pathname, section) => {
    expect(activeBottomBarSection(pathname)).toBe(section);
  });
});

describe('BottomBar', () => {
  it('links Home, Challenges and Menu and marks the current one', () => {
    renderAt('/plano');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Challenges', 'Menu']);
    expect(nav.contains(links[0] ?? null)).toBe(true);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/plan');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Challenges' }).getAttribute('href')).toBe('/challenges');
    expect(screen.getByRole('link', { name: 'Challenges' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('/menu');
  });

  it('moves the current mark with navigation', () => {
    const router = renderAt('/plan');
    fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(router.state.location.pathname).toBe('/menu');
    expect(screen.getByRole('link', { name: 'Menu' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('marks nothing on a screen outside its sections', () => {
    renderAt('/terms-of-use');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it.each(['/challenges/presentation', '/bible-reading-challenge', '/login', '/new'])('is absent on %s', (path) => {
    renderAt(path);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is there on /new for someone with a plan, Home leading back to it, and goes when the plan does', () => {
    localPlan.set(emptyLocalPlan('2026-11-23T10:00:00.000Z'));
    const router = renderAt('/new');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/plan');
    act(() => {
      void router.navigate('/new');
    });
    act(() => localPlan.clear());
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is there on /new for someone signed in without a plan: their challenges stay a tap away', () => {
    signIn();
    const router = renderAt('/new');
    fireEvent.click(screen.getByRole('link', { name: 'Challenges' }));
    expect(router.state.location.pathname).toBe('/challenges');
    act(() => {
      void router.navigate('/new');
    });
    act(() => session.clear());
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks the interface language', async () => {
    await setupTestI18n('pt');
    try {
      renderAt('/challenges');
      expect(screen.getByRole('navigation', { name: 'Principal' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Desafios' }).getAttribute('aria-current')).toBe('page');
    } finally {
      await setupTestI18n('en');
    }
  });
});

describe('BottomBar inside a challenge', () => {
  let api: FakeApi;
  afterEach(() => {
    api.restore();
    session.clear();
  });

  const answerChallenge = (isOwner: boolean) => {
    api = stubApi();
    signIn();
    api.answer('GET /challenge', {
      challenge: {
        _id: 'c1',
        title: 'Lent together',
        owner: { _id: 'u1', name: 'Ana' },
        participantsCount: 2,
        planTemplate: null,
        includeLeaders: false,
        startDate: '2026-03-01',
        finishDate: '2026-04-05',
        inviteLink: { isOn: true, key: null, code: 'K7QM3XPA' },
      },
      isOwner,
    });
  };
  const labels = () => screen.getAllByRole('link').map((link) => link.textContent);

  it('gives the leader Home, Ranking, Plan, Questions, Settings and Menu, marking the screen', async () => {
    answerChallenge(true);
    renderAt('/challenge/c1/question/q1');
    await waitFor(() => expect(labels()).toEqual(['Home', 'Ranking', 'Plan', 'Questions', 'Settings', 'Menu']));
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Home')).toBe('/plan');
    expect(href('Ranking')).toBe('/challenge/c1/ranking');
    expect(href('Plan')).toBe('/challenge/c1/plan');
    expect(href('Questions')).toBe('/challenge/c1/questions');
    expect(href('Settings')).toBe('/challenge/c1/configs');
    expect(href('Menu')).toBe('/menu');
    expect(screen.getByRole('link', { name: 'Questions' }).getAttribute('aria-current')).toBe('page');
    expect(api.calls('GET', '/challenge')[0]?.headers).toMatchObject({ challenge_id: 'c1' });
  });

  it('leaves Settings out for a participant', async () => {
    answerChallenge(false);
    renderAt('/challenge/c1/ranking');
    // The challenge has answered (the leader's Settings would show by now).
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['challenge', 'c1'] })[0]?.state.status).toBe('success'),
    );
    expect(labels()).toEqual(['Home', 'Ranking', 'Plan', 'Questions', 'Menu']);
    expect(screen.getByRole('link', { name: 'Ranking' }).getAttribute('aria-current')).toBe('page');
  });

  it('speaks the interface language', async () => {
    answerChallenge(true);
    await setupTestI18n('pl');
    try {
      renderAt('/challenge/c1/configs');
      await waitFor(() => expect(labels()).toEqual(['Główna', 'Ranking', 'Plan', 'Pytania', 'Opcje', 'Menu']));
      expect(screen.getByRole('link', { name: 'Opcje' }).getAttribute('aria-current')).toBe('page');
    } finally {
      await setupTestI18n('en');
    }
  });
});
