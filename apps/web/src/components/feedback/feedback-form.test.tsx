import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-fetch.ts';
import { holdAnswer } from '../../test/held-answer.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { closeModalsAndSnackbars, renderWithHosts } from '../../test/modal-hosts.tsx';
import { CLOSE_AFTER_SENT_MS, FeedbackForm, SENT_LABEL_MS } from './feedback-form.tsx';
import { feedbackStrings } from './feedback-strings.ts';
import { openFeedbackModal, openReportErrorModal } from './open-feedback-modal.ts';

const SEND = 'POST /service/send-notification';

/** Lets the fetch promise chain settle without moving the fake clock. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

let api: ReturnType<typeof stubApi>;
beforeAll(async () => {
  await setupTestI18n();
  await feedbackStrings.load('en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  api = stubApi();
});
afterEach(() => {
  cleanup();
  closeModalsAndSnackbars();
  api.restore();
  localStorage.clear();
  vi.useRealTimers();
});

describe('FeedbackForm', () => {
  it('asks for a description before sending anything', async () => {
    renderWithHosts(<FeedbackForm kind="feedback" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Please write a few words.');
    const description = screen.getByRole('textbox', { name: 'Your message' });
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(description);
    expect(api.seen).toHaveLength(0);
  });

  it('sends feedback, shows the sent label, closes the modal after 1 s', async () => {
    const release = holdAnswer(api, SEND, { received: true });
    renderWithHosts();
    await act(() => openFeedbackModal());
    const dialog = screen.getByRole('dialog', { name: 'Send feedback' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: '  Lovely app  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Contact (optional)' }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy();
    release();
    await settle();

    expect(screen.getByRole('button', { name: 'Sent, thank you!' })).toBeTruthy();
    expect(api.calls('POST', '/service/send-notification')[0]?.body).toEqual({
      type: 'FEEDBACK_APP',
      message: 'Lovely app',
      contact: 'ana@example.com',
    });
    act(() => vi.advanceTimersByTime(CLOSE_AFTER_SENT_MS - 1));
    expect(dialog.isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resets the sent label after 3 s when the form stays on screen', async () => {
    api.answer(SEND, { received: true });
    const onSent = vi.fn();
    renderWithHosts(<FeedbackForm kind="feedback" onSent={onSent} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Idea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Sent, thank you!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Sent, thank you!');
    act(() => vi.advanceTimersByTime(CLOSE_AFTER_SENT_MS));
    expect(onSent).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SENT_LABEL_MS - CLOSE_AFTER_SENT_MS - 1));
    expect(screen.getByRole('button', { name: 'Sent, thank you!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('reports an error only with a description and the person’s agreement, showing the data first', async () => {
    api.answer(SEND, { received: true });
    localStorage.setItem('session', JSON.stringify({ token: 'aaaaaaaa.bbbbbbbb.cccccccc', user: { name: 'Ana' } }));
    localStorage.setItem('language', 'pt');
    renderWithHosts();
    await act(() => openReportErrorModal());
    const dialog = screen.getByRole('dialog', { name: 'Report an error' });
    expect(api.seen).toHaveLength(0);
    expect(within(dialog).getByText("Your account's name and e-mail")).toBeTruthy();
    expect(within(dialog).getByText('Your settings (language, theme, Bible version, text size)')).toBeTruthy();
    expect(within(dialog).getByText('See everything that will be sent')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'What went wrong?' }), {
      target: { value: 'The tick did not stay' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Tick the box to agree');
    expect(screen.getByRole('checkbox', { name: /I agree/ }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(api.seen).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();

    const body = api.calls('POST', '/service/send-notification')[0]?.body as Record<string, string>;
    expect(body.type).toBe('REPORTING');
    expect(body.message).toBe(`The tick did not stay\n\nBrowser: ${navigator.userAgent}`);
    expect(body.contact).toBeUndefined();
    expect(JSON.parse(body.backup ?? '')).toEqual({
      session: { token: '[redacted]', user: { name: 'Ana' } },
      language: 'pt',
    });
  });

  it('feedback carries neither the device data nor a consent box', async () => {
    api.answer(SEND, { received: true });
    localStorage.setItem('language', 'pt');
    renderWithHosts(<FeedbackForm kind="feedback" />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('What goes with your report')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Nice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(api.calls('POST', '/service/send-notification')[0]?.body).toEqual({ type: 'FEEDBACK_APP', message: 'Nice' });
  });

  it('on failure shows the general error and brings the button back', async () => {
    api.answer(SEND, { message: 'down' }, 503);
    renderWithHosts(<FeedbackForm kind="feedback" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();

    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again');
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('past a daily bound (429) says to try later, keeping the message', async () => {
    api.answer(SEND, { statusCode: 429, error: 'Too Many Requests', message: 'bound' }, 429);
    renderWithHosts(<FeedbackForm kind="feedback" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();

    expect(screen.getByRole('alert').textContent).toContain(
      "We've received too many messages for now. Please try again later.",
    );
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe('Hello');
  });
});
