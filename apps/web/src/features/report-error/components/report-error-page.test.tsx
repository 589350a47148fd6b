import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
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
});

describe('ReportErrorPage', () => {
  it('sends one error report with the device data as it opens, then says it was reported', async () => {
    api.answer(SEND, { received: true });
    localStorage.setItem('session', JSON.stringify({ token: 'secret-token', user: { name: 'Ana' } }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Report an error' })).toBeTruthy();
    expect(screen.getByText('Sending the error report…')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 2, name: 'Error reported' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your plan' }).getAttribute('href')).toBe('/plan');
    const calls = api.calls('POST', '/service/send-notification');
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body as { type: string; message: string; backup: string };
    expect(body.type).toBe('ERROR_APP');
    expect(body.message).toContain('Browser:');
    expect(JSON.parse(body.backup)).toEqual({ session: { token: '[redacted]', user: { name: 'Ana' } } });
  });

  it('offers a retry when the report could not be sent', async () => {
    api.answer(SEND, { message: 'down' }, 503);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not send the report');

    api.answer(SEND, { received: true });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Error reported' })).toBeTruthy();
    await waitFor(() => expect(api.calls('POST', '/service/send-notification')).toHaveLength(2));
  });
});
