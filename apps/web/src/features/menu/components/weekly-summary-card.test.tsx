import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderMenu, resetHosts, signedInUser } from '../test/render-menu.tsx';

let api: FakeApi;

beforeAll(() => setupTestI18n());
beforeEach(() => {
  api = stubApi();
  api.answer('GET /user', { user: signedInUser });
  api.answer('GET /notifications/email-reminder', { enabled: false, hour: 17, minute: 0, timezone: null });
});
afterEach(async () => {
  cleanup();
  resetHosts();
  localStorage.clear();
  session.clear();
  api.restore();
  await setupTestI18n('en');
});

// The menu's newer strings and the setting load first.
const LOADED = { timeout: 5_000 };
const signIn = () => session.set({ user: signedInUser, token: 'menu-token' });

describe('the menu’s weekly summary switch', () => {
  it.each([
    ['en', 'Weekly summary for leaders', 'E-mail me a weekly summary', /who is on track, who fell behind/],
    [
      'pt',
      'Resumo semanal para líderes',
      'Receber o resumo semanal por e-mail',
      /quem está em dia, quem ficou para trás/,
    ],
    ['id', 'Ringkasan mingguan untuk pemimpin', 'Kirimi saya ringkasan mingguan lewat email', /siapa yang tertinggal/],
    [
      'pl',
      'Cotygodniowe podsumowanie dla prowadzących',
      'Wysyłaj mi podsumowanie tygodnia e-mailem',
      /kto ma zaległości/,
    ],
  ])('in %s, shows the stored choice and turns it off on the server', async (language, heading, label, hint) => {
    await setupTestI18n(language);
    signIn();
    api.answer('GET /challenges/weekly-summary', { enabled: true, isLeader: true });
    api.reply('PUT /challenges/weekly-summary', ({ body }) => ({ body: { ...(body as object), isLeader: true } }));
    renderMenu();
    const card = await screen.findByRole('region', { name: heading }, LOADED);
    const toggle = within(card).getByRole('switch', { name: label });
    expect(toggle).toHaveProperty('checked', true);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(card).getByText(hint)).toBeTruthy();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveProperty('checked', false));
    expect(api.calls('PUT', '/challenges/weekly-summary').map((call) => call.body)).toEqual([{ enabled: false }]);
  });

  it('turns it back on, and says so when the server can’t save the choice, keeping the stored one', async () => {
    signIn();
    api.answer('GET /challenges/weekly-summary', { enabled: false, isLeader: true });
    api.answer('PUT /challenges/weekly-summary', { message: 'down' }, 503);
    renderMenu();
    const toggle = await screen.findByRole('switch', { name: 'E-mail me a weekly summary' }, LOADED);
    expect(toggle).toHaveProperty('checked', false);
    await userEvent.click(toggle);
    expect(await screen.findByText("We couldn't save your choice. Please try again.")).toBeTruthy();
    expect(toggle).toHaveProperty('checked', false);
    expect(api.calls('PUT', '/challenges/weekly-summary').map((call) => call.body)).toEqual([{ enabled: true }]);
  });

  it('is not there for someone who leads no challenge', async () => {
    signIn();
    api.answer('GET /challenges/weekly-summary', { enabled: true, isLeader: false });
    renderMenu();
    await screen.findByRole('region', { name: 'Daily reminder' }, LOADED);
    await waitFor(() => expect(api.calls('GET', '/challenges/weekly-summary')).toHaveLength(1));
    expect(screen.queryByRole('switch', { name: 'E-mail me a weekly summary' })).toBeNull();
  });

  it('is not there signed out', async () => {
    renderMenu();
    await screen.findByRole('region', { name: 'Daily reminder' }, LOADED);
    expect(screen.queryByRole('switch', { name: 'E-mail me a weekly summary' })).toBeNull();
    expect(api.calls('GET', '/challenges/weekly-summary')).toEqual([]);
  });
});
