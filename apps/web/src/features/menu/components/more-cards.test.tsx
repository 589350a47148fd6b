import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, installPrompt } from '../../../lib/install-prompt.ts';
import { themePreference } from '../../../lib/theme-preference.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { darkThemeAnnounced } from '../lib/dark-theme-announcement.ts';
import { menuMoreStrings } from '../lib/menu-more-strings.ts';
import { renderMenu, resetHosts } from '../test/render-menu.tsx';
import { SocialCard } from './more-cards.tsx';

let api: ReturnType<typeof stubApi>;
let stopCapturing = () => {};

beforeAll(async () => {
  await setupTestI18n();
  await menuMoreStrings.load('en');
});
beforeEach(() => {
  api = stubApi();
  stopCapturing = captureInstallPrompt(window);
});
afterEach(() => {
  cleanup();
  resetHosts();
  api.restore();
  stopCapturing();
  installPrompt.reset();
  localStorage.clear();
  themePreference.clear();
  delete document.documentElement.dataset.theme;
});

function offerInstallEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('install card', () => {
  it('without an offer from the browser, links to /download-app only', async () => {
    renderMenu();
    const card = await screen.findByRole('region', { name: 'Install the app' });
    expect(within(card).queryByRole('button', { name: 'Install' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'How to install it' }).getAttribute('href')).toBe('/download-app');
  });

  it('offers the browser’s install when it made one, and says when it is done', async () => {
    renderMenu();
    const card = await screen.findByRole('region', { name: 'Install the app' });
    const { event, prompt } = offerInstallEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Install' }));
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(within(card).getByRole('status').textContent).toBe('Done! Bible Journey is on your home screen.');
  });
});

describe('social links card', () => {
  it('lists the profiles the build names, each opening in a new tab', () => {
    render(
      <SocialCard links={[{ network: 'instagram', name: 'Instagram', url: 'https://instagram.com/biblejourney' }]} />,
    );
    const link = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://instagram.com/biblejourney');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('always offers the e-mail address', async () => {
    renderMenu();
    const card = await screen.findByRole('region', { name: 'Follow us' });
    expect(within(card).getByRole('link', { name: 'Write to us: contato@biblejourney.app' }).getAttribute('href')).toBe(
      'mailto:contato@biblejourney.app',
    );
  });
});

describe('dark theme announcement', () => {
  it('shows once, is remembered as seen, and turns the dark theme on when asked', async () => {
    renderMenu();
    const card = await screen.findByRole('region', { name: 'New: dark theme' });
    expect(darkThemeAnnounced.get()).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Try the dark theme' }));
    expect(themePreference.get()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.queryByRole('region', { name: 'New: dark theme' })).toBeNull();

    cleanup();
    themePreference.clear();
    renderMenu();
    await screen.findByRole('region', { name: 'Follow us' });
    expect(screen.queryByRole('region', { name: 'New: dark theme' })).toBeNull();
  });

  it('goes on “Not now”, and is not shown to someone already in the dark theme', async () => {
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'New: dark theme' })).toBeNull();
    expect(themePreference.get()).toBeNull();

    cleanup();
    localStorage.clear();
    themePreference.set('dark');
    renderMenu();
    await screen.findByRole('region', { name: 'Follow us' });
    expect(screen.queryByRole('region', { name: 'New: dark theme' })).toBeNull();
    expect(darkThemeAnnounced.get()).toBe(false);
  });
});
