import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, installPrompt } from '../../../lib/install-prompt.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { downloadAppRoutes } from '../routes.tsx';
import { DownloadAppPage } from './download-app-page.tsx';

let stopCapturing = () => {};
beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  stopCapturing();
  installPrompt.reset();
});

function renderPage(element: ReactElement) {
  render(<MemoryRouter initialEntries={['/download-app']}>{element}</MemoryRouter>);
}

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

describe('DownloadAppPage', () => {
  it('sends an iPhone to the App Store after showing where it is going', () => {
    const url = 'https://apps.apple.com/app/id1234567890';
    const goTo = vi.fn();
    renderPage(<DownloadAppPage destination={{ kind: 'store', store: 'appStore', url }} goTo={goTo} />);
    expect(screen.getByRole('status').textContent).toBe('Taking you to the App Store…');
    expect(screen.getByRole('link', { name: 'Open the App Store' }).getAttribute('href')).toBe(url);
    expect(goTo).toHaveBeenCalledExactlyOnceWith(url);
  });

  it('sends other devices to Google Play', () => {
    const url = 'https://play.google.com/store/apps/details?id=app.biblejourney';
    const goTo = vi.fn();
    renderPage(<DownloadAppPage destination={{ kind: 'store', store: 'playStore', url }} goTo={goTo} />);
    expect(screen.getByRole('status').textContent).toBe('Taking you to Google Play…');
    expect(screen.getByRole('link', { name: 'Open Google Play' }).getAttribute('href')).toBe(url);
    expect(screen.getByRole('link', { name: 'Use it in the browser instead' }).getAttribute('href')).toBe('/plan');
    expect(goTo).toHaveBeenCalledExactlyOnceWith(url);
  });

  it('explains Share, then Add to Home Screen, on iOS', () => {
    renderPage(<DownloadAppPage destination={{ kind: 'install', platform: 'ios' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Install Bible Journey' })).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent?.trim());
    expect(steps).toEqual([
      'Tap the Share button in the browser’s toolbar.',
      'Scroll down and choose “Add to Home Screen”.',
      'Tap “Add”.',
    ]);
    expect(screen.getByRole('link', { name: 'Go to my plan' }).getAttribute('href')).toBe('/plan');
  });

  it('offers the browser’s install dialog when it made one available', async () => {
    stopCapturing = captureInstallPrompt(window);
    renderPage(<DownloadAppPage destination={{ kind: 'install', platform: 'other' }} />);
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'In your browser' })).toBeTruthy();

    const prompt = offerInstall('accepted');
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toBe('Done! Bible Journey is on your home screen.');
  });

  it('falls back to the browser’s menu once the install dialog was dismissed', async () => {
    stopCapturing = captureInstallPrompt(window);
    offerInstall('dismissed');
    renderPage(<DownloadAppPage destination={{ kind: 'install', platform: 'other' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'In your browser' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('says so when it already runs as the installed app', () => {
    renderPage(<DownloadAppPage destination={{ kind: 'installed' }} />);
    expect(screen.getByText('Bible Journey is already installed: you are using it right now.')).toBeTruthy();
  });

  it('decides for this browser when opened through its route (no store configured: install help)', async () => {
    renderRoutes(downloadAppRoutes, ['/download-app']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Install Bible Journey' })).toBeTruthy();
  });
});
