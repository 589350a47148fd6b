import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { renderChallenges } from '../../test/render-challenges.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';
import { DeleteOwnedChallenges } from './delete-owned-challenges.tsx';

let api: FakeApi;
setUpScreenTests(['/challenges'], (fake) => {
  api = fake;
});

const renderCard = (count: number) =>
  renderChallenges('/here', [{ path: '/here', element: <DeleteOwnedChallenges count={count} /> }]);

describe('DeleteOwnedChallenges', () => {
  it('asks first, naming how many go; then deletes them all and says how many went', async () => {
    api.answer('DELETE /challenges/owned', { deleted: 3 });
    renderCard(3);
    const card = screen.getByRole('region', { name: 'Delete the challenges you lead' });
    expect(within(card).getByText(/You lead 3 challenges/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Delete all the challenges I lead' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 3 challenges?' });
    expect(within(dialog).getByText(/All 3 challenges you lead will be deleted/)).toBeTruthy();
    expect(api.calls('DELETE', '/challenges/owned')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 3 challenges' }));
    expect(await screen.findByText('3 challenges deleted')).toBeTruthy();
    expect(api.calls('DELETE', '/challenges/owned')).toHaveLength(1);
  });

  it('cancelled, deletes nothing', async () => {
    renderCard(2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete all the challenges I lead' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('DELETE', '/challenges/owned')).toHaveLength(0);
  });

  it('a failure says the general error', async () => {
    api.answer('DELETE /challenges/owned', { message: 'down' }, 500);
    renderCard(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete all the challenges I lead' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete 1 challenge?' })).getByRole('button', {
        name: 'Delete 1 challenge',
      }),
    );
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
  });

  it('sits under the list of challenges, which shows the ones left after the deletion', async () => {
    const led = { _id: 'c1', title: 'Lent together', participantsCount: 3, owner: { name: 'Ana Souza' } };
    const joined = { ...led, _id: 'c2', title: 'Gospels', owner: { name: 'Bruno Lima' } };
    api.answer('GET /challenges/invites', { challengeInvites: [] });
    api.answer('GET /premium', { premiumAccess: null });
    api.answer('GET /challenges', { owner: [led], participant: [joined] });
    api.reply('DELETE /challenges/owned', () => {
      api.answer('GET /challenges', { owner: [], participant: [joined] });
      return { body: { deleted: 1 } };
    });
    renderChallenges('/challenges');
    const card = await screen.findByRole('region', { name: 'Delete the challenges you lead' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete all the challenges I lead' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete 1 challenge' }));
    expect(await screen.findByText('1 challenge deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Lent together/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Gospels/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Delete the challenges you lead' })).toBeNull();
  });

  it('is not there for someone who leads no challenge', () => {
    renderCard(0);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each([
    ['pt', 'Excluir 5 desafios?', 'Excluir 5 desafios'],
    ['id', 'Hapus 5 tantangan?', 'Hapus 5 tantangan'],
    ['pl', 'Usunąć 5 wyzwań?', 'Usuń 5 wyzwań'],
  ])('counts in %s', async (language, title, confirm) => {
    await setupTestI18n(language);
    renderCard(5);
    fireEvent.click(screen.getByRole('button'));
    expect(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: confirm })).toBeTruthy();
  });
});
