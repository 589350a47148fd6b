import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SnackbarHost } from '../../../components/snackbars/snackbar-host.tsx';
import { paths } from '../../../config/paths.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { ReportErrorPage } from './report-error-page.tsx';

const SEND = 'POST /service/send-notification';
let api: ReturnType<typeof stubApi>;

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: paths.reportError, element: <ReportErrorPage /> }], {
    initialEntries: [paths.reportError],
  });
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <SnackbarHost />
      </QueryClientProvider>
    </StrictMode>,
  );
}

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  cleanup();
  api.restore();
  localStorage.clear();
  for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
});

describe('ReportErrorPage', () => {
  it('sends nothing as it opens, and shows what the device data holds', async () => {
    localStorage.setItem('session', JSON.stringify({ token: 'secret-token', user: { name: 'Ana' } }));
    localStorage.setItem('planv2', JSON.stringify({ planv2: [{ read: true }, { read: false }] }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Report an error' })).toBeTruthy();
    const backup = await screen.findByRole('region', { name: 'What goes with your report' });
    expect(within(backup).getByText('Your reading plan: 2 days, 1 read')).toBeTruthy();
    expect(within(backup).getByText("Your account's name and e-mail")).toBeTruthy();
    const raw = within(backup).getByText(/"planv2"/);
    expect(raw.textContent).toContain('"token": "[redacted]"');
    expect(raw.textContent).not.toContain('secret-token');
    expect(api.seen).toHaveLength(0);
  });

  it('cannot send without a description and the person’s agreement', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Please write a few words.',
      'Tick the box to agree, or use “Send feedback” to write to us without this data.',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'What went wrong?' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'What went wrong?' }), { target: { value: 'It froze' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /I agree to send my message/ })),
    );
    expect(api.seen).toHaveLength(0);
  });

  it('sends the description, the browser and the backup once agreed, then says it was reported', async () => {
    api.answer(SEND, { received: true });
    localStorage.setItem('language', 'pl');
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'What went wrong?' }), {
      target: { value: 'The tick did not stay' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to send my message/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Error reported' }, { timeout: 3000 });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Back to your plan' }).getAttribute('href')).toBe('/plan');
    const calls = api.calls('POST', '/service/send-notification');
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body as { type: string; message: string; backup: string };
    expect(body.type).toBe('REPORTING');
    expect(body.message).toBe(`The tick did not stay\n\nBrowser: ${navigator.userAgent}`);
    expect(JSON.parse(body.backup)).toEqual({ language: 'pl' });
  });

  it('keeps what was written when sending fails, so it can be sent again', async () => {
    api.answer(SEND, { message: 'down' }, 503);
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'What went wrong?' }), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong, please try again');
    expect((screen.getByRole('textbox', { name: 'What went wrong?' }) as HTMLTextAreaElement).value).toBe('Hi');

    api.answer(SEND, { received: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    await waitFor(() => expect(api.calls('POST', '/service/send-notification')).toHaveLength(2));
  });
});
