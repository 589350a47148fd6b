import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SnackbarHost } from '../../../components/snackbars/snackbar-host.tsx';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** Renders one screen at `path` (matching `route`), with the snackbar host and a landing for other paths. */
export function renderScreen(
  element: ReactElement,
  {
    route,
    path,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }: { route: string; path: string; queryClient?: QueryClient },
) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <SnackbarHost />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Empties the app's snackbar queue so one test's outcome never shows in the next. */
export function clearSnackbars() {
  for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
}
