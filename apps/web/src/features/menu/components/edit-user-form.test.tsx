import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { downscalePicture } from '../lib/downscale-picture.ts';
import { renderMenu, resetHosts, signedInUser } from '../test/render-menu.tsx';

// Canvas and image decoding are not in happy-dom; the downscaling is the browser's work.
vi.mock('../lib/downscale-picture.ts', () => ({ downscalePicture: vi.fn() }));
const SMALL_JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

let api: ReturnType<typeof stubApi>;

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
  session.set({ user: { ...signedInUser, picture: 'https://example.com/old.jpg' }, token: 'edit-token' });
  api.answer('GET /user', { user: session.get()?.user });
});
afterEach(() => {
  cleanup();
  resetHosts();
  api.restore();
  session.clear();
  vi.mocked(downscalePicture).mockReset();
});

/** The server after a save: PUT answers and later GET /user agree, as on the real server. */
function serverSaves(changes: { name?: string; picture?: string | null }) {
  const saved = { ...signedInUser, picture: 'https://example.com/old.jpg', ...changes };
  api.answer('GET /user', { user: saved });
  if (changes.name !== undefined) api.answer('PUT /user', { user: saved });
  if (changes.picture !== undefined) api.answer('PUT /user/picture', { picture: saved.picture });
}

function openEditor() {
  renderMenu();
  fireEvent.click(screen.getByRole('button', { name: /Edit profile/ }));
  return screen.getByRole('dialog', { name: 'Edit profile' });
}

describe('EditUserForm', () => {
  it('refuses a name shorter than the minimum', async () => {
    const dialog = openEditor();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' A ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a longer name');
    expect(api.calls('PUT', '/user')).toHaveLength(0);
  });

  it('saves a new name, updates the device session and says so', async () => {
    serverSaves({ name: 'Ana Souza' });
    const dialog = openEditor();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Ana Souza ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toContain('Your profile was updated');
    expect(api.calls('PUT', '/user')[0]?.body).toEqual({ name: 'Ana Souza' });
    expect(api.calls('PUT', '/user/picture')).toHaveLength(0);
    expect(session.get()?.user.name).toBe('Ana Souza');
    expect(session.get()?.token).toBe('edit-token');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Edit profile/ }).textContent).toContain('Ana Souza');
  });

  it('removes the picture', async () => {
    serverSaves({ picture: null });
    const dialog = openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    expect(within(dialog).queryByRole('button', { name: 'Remove picture' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(session.get()?.user.picture).toBeNull());
    expect(api.calls('PUT', '/user/picture')[0]?.body).toEqual({ picture: null });
    expect(api.calls('PUT', '/user')).toHaveLength(0);
  });

  it('takes a chosen file, downscaled, as the new picture', async () => {
    vi.mocked(downscalePicture).mockResolvedValue(SMALL_JPEG);
    serverSaves({ picture: SMALL_JPEG });
    const dialog = openEditor();
    const input = within(dialog).getByLabelText('Choose a picture') as HTMLInputElement;
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
    await waitFor(() => expect(dialog.querySelector(`img[src="${SMALL_JPEG}"]`)).not.toBeNull());
    expect(downscalePicture).toHaveBeenCalledWith(file);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(session.get()?.user.picture).toBe(SMALL_JPEG));
    expect(api.calls('PUT', '/user/picture')[0]?.body).toEqual({ picture: SMALL_JPEG });
  });

  it('says when a file cannot be used as a picture', async () => {
    vi.mocked(downscalePicture).mockRejectedValue(new Error('not an image'));
    const dialog = openEditor();
    const input = within(dialog).getByLabelText('Choose a picture') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'notes.txt')], configurable: true });
    fireEvent.change(input);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We could not use this picture. Try another image.',
    );
  });

  it('keeps the modal and what was typed when saving fails, with a something-went-wrong modal on top', async () => {
    api.answer('PUT /user', { message: 'down' }, 500);
    const dialog = openEditor();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Ana Souza' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const wrong = await screen.findByRole('dialog', { name: 'Something went wrong' });
    fireEvent.click(within(wrong).getByRole('button', { name: 'Close' }));
    expect(dialog.isConnected).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ana Souza');
    expect(session.get()?.user.name).toBe('Ana Maria Souza');
  });
});
