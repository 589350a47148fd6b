import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { closeModalsAndSnackbars, renderWithHosts } from '../../../test/modal-hosts.tsx';
import { setupPlanCreationI18n } from '../test-support.tsx';
import { SENT_LABEL_DELAY_MS, SENT_LABEL_MS } from './didnt-find-form.tsx';
import { openDidntFindModal } from './open-didnt-find-modal.tsx';

const SEND = 'POST /service/send-notification';

function OpenButton() {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={() => void openDidntFindModal(t)}>
      {t('plan-creation.didntFind.link')}
    </button>
  );
}

async function openForm() {
  renderWithHosts(<OpenButton />);
  fireEvent.click(screen.getByRole('button', { name: "Didn't find the plan you wanted?" }));
  await settle();
  return screen.getByRole('dialog', { name: 'Tell us what you were looking for' });
}

/** Lets the form's check, the lazy chunk and the fetch settle without moving the fake clock. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

let api: FakeApi;
beforeAll(setupPlanCreationI18n);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  api = stubApi();
});
afterEach(() => {
  cleanup();
  closeModalsAndSnackbars();
  api.restore();
  vi.useRealTimers();
});

describe('DidntFindForm', () => {
  it('asks for a message before sending anything, on the message field', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This field is required.');
    expect(messageBox().getAttribute('aria-invalid')).toBe('true');
    expect(messageBox().getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(messageBox());
    expect(api.seen).toHaveLength(0);
  });

  it('sends the message and contact, says "sent" 5 s later for 4 s and empties the form', async () => {
    api.answer(SEND, { received: true });
    await openForm();
    fireEvent.change(messageBox(), { target: { value: '  A plan for Lent  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Contact (optional)' }), {
      target: { value: ' ana@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(api.calls('POST', '/service/send-notification')[0]?.body).toEqual({
      type: 'SEND_EMAIL',
      message: 'A plan for Lent',
      contact: 'ana@example.com',
    });
    act(() => vi.advanceTimersByTime(SENT_LABEL_DELAY_MS));
    expect(screen.getByRole('button', { name: 'Sent, thank you!' })).toBeTruthy();
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
    act(() => vi.advanceTimersByTime(SENT_LABEL_MS));
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('on failure shows the general error and keeps what was typed', async () => {
    api.answer(SEND, { message: 'down' }, 503);
    await openForm();
    fireEvent.change(messageBox(), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again');
    expect((messageBox() as HTMLTextAreaElement).value).toBe('Hello');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});
