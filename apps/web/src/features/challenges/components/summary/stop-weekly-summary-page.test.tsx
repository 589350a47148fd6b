import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest } from '../../test/render-challenges.tsx';

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

const USER = '5b0c2f8e-3d4a-4e6b-9c1d-2e3f4a5b6c7d';
const LINK = `/c/weekly-summary/stop?user=${USER}&signature=abc_-123`;

describe('StopWeeklySummaryPage', () => {
  it.each([
    ['en', 'Stop the weekly summary e-mail?', 'Stop weekly summaries', 'Weekly summaries stopped', 'Go to the menu'],
    [
      'pt',
      'Parar o e-mail de resumo semanal?',
      'Parar os resumos semanais',
      'Resumos semanais desativados',
      'Ir para o menu',
    ],
    [
      'id',
      'Hentikan email ringkasan mingguan?',
      'Hentikan ringkasan mingguan',
      'Ringkasan mingguan dihentikan',
      'Buka menu',
    ],
    [
      'pl',
      'Wyłączyć cotygodniowe podsumowania e-mailem?',
      'Wyłącz cotygodniowe podsumowania',
      'Cotygodniowe podsumowania wyłączone',
      'Przejdź do menu',
    ],
  ])(
    'in %s, asks first, then stops the summary with the link’s signature',
    async (language, question, stop, done, toMenu) => {
      await setupTestI18n(language);
      api.answer('POST /challenges/weekly-summary/stop', { stopped: true });
      renderChallenges(LINK);
      expect(await screen.findByText(question, {}, FIRST_LOAD)).toBeTruthy();
      // Opening the link (as a mail scanner does) stops nothing.
      expect(api.seen).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: stop }));
      expect(await screen.findByRole('heading', { name: done })).toBeTruthy();
      expect(screen.getByRole('link', { name: toMenu }).getAttribute('href')).toBe('/menu');
      expect(api.seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
        `POST /challenges/weekly-summary/stop?user=${USER}&signature=abc_-123`,
      ]);
    },
  );

  it.each([
    ['a link the server refuses', LINK, 403],
    ['a link without its signature', `/c/weekly-summary/stop?user=${USER}`, null],
  ])('says %s does not work, with a way to the menu', async (_, path, status) => {
    if (status) api.answer('POST /challenges/weekly-summary/stop', { message: 'not signed' }, status);
    renderChallenges(path);
    if (status) fireEvent.click(await screen.findByRole('button', { name: 'Stop weekly summaries' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { name: "This link doesn't work" }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the menu' })).toBeTruthy();
  });

  it('keeps the question on screen after a failure, with the general error', async () => {
    api.answer('POST /challenges/weekly-summary/stop', { message: 'down' }, 503);
    renderChallenges(LINK);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop weekly summaries' }, FIRST_LOAD));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop weekly summaries' })).toBeTruthy();
  });
});
