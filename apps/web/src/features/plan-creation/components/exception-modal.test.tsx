import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_ERROR_MODAL_ID } from '../../../components/feedback/open-feedback-modal.ts';
import { ModalHost } from '../../../components/modals/modal-host.tsx';
import { modals } from '../../../lib/modals/modals.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { openExceptionModal } from './exception-modal.tsx';

beforeAll(() => setupTestI18n());
afterEach(() => {
  cleanup();
  act(() => modals.closeAll());
});

describe('openExceptionModal', () => {
  it('says the plan could not be built and offers the report-error modal over it', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ModalHost store={modals} />
      </QueryClientProvider>,
    );
    act(() => openExceptionModal(i18next.t));
    const dialog = await screen.findByRole('dialog', { name: "We couldn't build this plan" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report an error' }));
    await waitFor(
      () => expect(modals.stack().map((modal) => modal.id)).toEqual(['plan-creation-exception', REPORT_ERROR_MODAL_ID]),
      { timeout: 5000 },
    );
  });
});
