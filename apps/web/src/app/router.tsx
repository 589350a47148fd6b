import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '../config/paths.ts';
// Feature routes (one import per feature):
// accounts-import
// plan-creation-import
// plan-checklist-import
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { WelcomePage } from '../features/welcome/welcome-page.tsx';
import { ModalHost } from './modals/modal-host.tsx';
import { modals } from './modals/modals.ts';
import { SnackbarHost } from './snackbars/snackbar-host.tsx';

function Shell() {
  return (
    <>
      <Outlet />
      <SnackbarHost />
      <ModalHost store={modals} />
      <ScrollRestoration />
    </>
  );
}

/** Every screen of the app; features load with their route. */
export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { path: paths.home, element: <WelcomePage /> },
      // accounts-routes
      // plan-creation-routes
      // plan-checklist-routes
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
