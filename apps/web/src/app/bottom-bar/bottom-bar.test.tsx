import { emptyLocalPlan } from '@bible-journey/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localPlan } from '../../lib/local-plan-store.ts';
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

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <BottomBar /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
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

describe('isBottomBarHidden with a plan on the device', () => {
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
    ['/challenge/abc/ranking', 'challenges'],
    ['/challenge/abc/question/q1/edit', 'challenges'],
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
