import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ModalHost } from '../../../components/modals/modal-host.tsx';
import { SnackbarHost } from '../../../components/snackbars/snackbar-host.tsx';
import { paths } from '../../../config/paths.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { MenuPage } from '../components/menu-page.tsx';

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <ModalHost store={modals} />
      <SnackbarHost />
    </>
  );
}

export const signedInUser = {
  id: 'u1',
  name: 'Ana Maria Souza',
  email: 'ana@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: true,
};

/** /menu (or `path`, with a query) with the modal and snackbar hosts inside the router, as in the app shell. */
export function renderMenu(path: string = paths.menu) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <Shell>
            <MenuPage />
          </Shell>
        ),
        path: paths.menu,
      },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Closes what a test left open: modals and snackbars are app-wide stores. */
export function resetHosts() {
  act(() => modals.closeAll());
  for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
}
