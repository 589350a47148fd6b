import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { themePreference } from '../../../lib/theme-preference.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderMenu, resetHosts, signedInUser } from '../test/render-menu.tsx';

let api: ReturnType<typeof stubApi>;
const signIn = () => {
  session.set({ user: signedInUser, token: 'menu-token' });
  api.answer('GET /user', { user: signedInUser });
};

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
});
afterEach(async () => {
  cleanup();
  resetHosts();
  api.restore();
  localStorage.clear();
  session.clear();
  themePreference.clear();
  delete document.documentElement.dataset.theme;
  await i18next.changeLanguage('en');
});

describe('MenuPage signed out', () => {
  it('invites to sign in or register and offers no account removal', () => {
    renderMenu();
    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeTruthy();
    const invite = screen.getByRole('region', { name: 'Keep your plan everywhere' });
    expect(within(invite).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(invite).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Download the plan' }).getAttribute('href')).toBe('/download');
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
    expect(screen.getByText(/^Bible Journey · version \d+\.\d+\.\d+/)).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('changes the language without telling the server', async () => {
    renderMenu();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'pt' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeTruthy();
    await waitFor(() => expect(i18next.language).toBe('pt'));
    expect(screen.getByRole('button', { name: 'Compartilhar o app' })).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });
});

describe('MenuPage signed in', () => {
  it('shows the person with their initials, a logout link and the danger area', async () => {
    signIn();
    renderMenu();
    const userButton = screen.getByRole('button', { name: /Edit profile/ });
    expect(userButton.textContent).toContain('Ana Maria Souza');
    expect(userButton.textContent).toContain('ana@example.com');
    expect(userButton.textContent).toContain('AS');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();
    await waitFor(() => expect(api.calls('GET', '/user')).toHaveLength(1));
  });

  it('takes a newer name and picture from the server into the device session', async () => {
    signIn();
    api.answer('GET /user', { user: { ...signedInUser, name: 'Ana Souza', picture: 'https://example.com/ana.jpg' } });
    renderMenu();
    await screen.findByText('Ana Souza');
    expect(session.get()?.user.picture).toBe('https://example.com/ana.jpg');
    expect(session.get()?.token).toBe('menu-token');
  });

  it('posts a new language to the server', async () => {
    signIn();
    api.answer('POST /language', { language: 'id' });
    renderMenu();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'id' } });
    await waitFor(() => expect(api.calls('POST', '/language')[0]?.body).toEqual({ language: 'id' }));
    expect(i18next.language).toBe('id');
  });

  it('says so when the server could not take the language', async () => {
    signIn();
    api.answer('POST /language', { message: 'down' }, 500);
    renderMenu();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'pl' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Coś poszło nie tak');
  });
});

describe('MenuPage theme and sharing', () => {
  it('switches to the dark theme, keeps the choice, and can follow the system again', () => {
    renderMenu();
    const toggle = screen.getByRole('switch', { name: 'Dark theme' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.getByText("Following your device's setting.")).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(themePreference.get()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: "Use the device's setting" }));
    expect(themePreference.get()).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(toggle.checked).toBe(false);
  });

  it('copies the link when there is no share sheet, and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Share the app' }));
    expect((await screen.findByRole('status')).textContent).toContain('Link copied');
    expect(writeText).toHaveBeenCalledWith(location.origin);
  });

  it('opens the report-error and feedback forms', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Report an error' }));
    expect(await screen.findByRole('dialog', { name: 'Report an error' })).toBeTruthy();
    act(() => resetHosts());
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Send feedback' })).toBeTruthy();
  });
});
