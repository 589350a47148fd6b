import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ModalHost } from '../components/modals/modal-host.tsx';
import { SnackbarHost } from '../components/snackbars/snackbar-host.tsx';
import { modals } from '../lib/modals/modals.ts';
import { snackbars } from '../lib/snackbars/snackbar-store.ts';

/** Renders `children` with a query client (no retried mutations) and the modal and snackbar hosts. */
export function renderWithHosts(children?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      {children}
      <ModalHost store={modals} />
      <SnackbarHost />
    </QueryClientProvider>,
  );
}

/** Closes every modal and snackbar a test left open (after `cleanup`). */
export function closeModalsAndSnackbars() {
  act(() => modals.closeAll());
  for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
}
