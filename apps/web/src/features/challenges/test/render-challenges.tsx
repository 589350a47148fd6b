import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation, useNavigate } from 'react-router';
import { ModalHost } from '../../../components/modals/modal-host.tsx';
import { SnackbarHost } from '../../../components/snackbars/snackbar-host.tsx';
import { modals } from '../../../lib/modals/modals.ts';
import { session } from '../../../lib/session.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { challengeRoutes } from '../routes.tsx';

/** Any screen outside the challenge area: says where the app went. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function Shell() {
  const navigate = useNavigate();
  return (
    <>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <ModalHost store={modals} />
      <SnackbarHost onNavigate={(to) => navigate(to)} />
    </>
  );
}

/**
 * The challenge screens as the app shell shows them (lazy screens, the modal and snackbar hosts,
 * a query client with no retries), at `path`; other paths render their address (testid
 * "elsewhere"); `path` may carry a navigation state. `routes` replaces the challenge routes, e.g. to add a screen around them.
 */
export function renderChallenges(
  path: string | { pathname: string; state?: unknown },
  routes: RouteObject[] = challengeRoutes,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [...routes, { path: '*', element: <Elsewhere /> }] }],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    router,
    queryClient,
    /** Where the app is now: path, query and anchor. */
    get location() {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  };
}

export const signedInUser = {
  id: 'u1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: true,
};

/** Signs the test's person in on the device. */
export function signIn(user = signedInUser) {
  session.set({ user, token: `token-${user.id}` });
}

/** Closes what a test left open (modals and snackbars are app-wide stores) and signs out. */
export function resetChallengeTest() {
  act(() => modals.closeAll());
  for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
  session.clear();
  sessionStorage.clear();
  localStorage.clear();
}

/** For findBy* on a lazy screen's first render in a test file: importing its module takes a while. */
export const FIRST_LOAD = { timeout: 5000 };
