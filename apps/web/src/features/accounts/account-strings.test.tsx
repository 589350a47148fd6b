import { act, cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../test/i18n.ts';
import { accountStrings } from './account-strings.ts';
import { LoginPage } from './components/login-page.tsx';
import { renderScreen } from './test/render-screen.tsx';

beforeAll(async () => {
  await setupTestI18n('en');
});
afterAll(async () => {
  cleanup();
  await setupTestI18n('en');
});

describe('the account screens’ words', () => {
  it('are not in the language bundles, arrive with a screen, and follow a change of language', async () => {
    expect(i18next.exists('accounts.login.title')).toBe(false);
    renderScreen(<LoginPage />, { route: '/login', path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(accountStrings.isLoaded('pl')).toBe(false);

    await act(() => i18next.changeLanguage('pl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeTruthy();
    expect(screen.getByText('Twój plan i postępy na wszystkich Twoich urządzeniach.')).toBeTruthy();
  });
});
