import { createBrowserRouter, Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
// Feature routes (one import per feature):
import { accountsRoutes } from '../features/accounts/routes.tsx';
import { challengeRoutes } from '../features/challenges/routes.tsx';
import { downloadAppRoutes } from '../features/download-app/routes.tsx';
import { EntryRedirect } from '../features/entry/entry-redirect.tsx';
import { LegacyRedirect } from '../features/entry/legacy-redirect.tsx';
import { legalRoutes } from '../features/legal/routes.tsx';
import { menuRoutes } from '../features/menu/routes.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { planChecklistRoutes } from '../features/plan-checklist/routes.tsx';
import { planCreationRoutes } from '../features/plan-creation/routes.tsx';
import { planDownloadRoutes } from '../features/plan-download/routes.tsx';
import { reportErrorRoutes } from '../features/report-error/routes.tsx';
import { useLanguageSync } from '../lib/language-sync.ts';
import { BottomBar } from './bottom-bar/bottom-bar.tsx';
import { ModalHost } from './modals/modal-host.tsx';
import { modals } from './modals/modals.ts';
import { SnackbarHost } from './snackbars/snackbar-host.tsx';

function Shell() {
  const navigate = useNavigate();
  useLanguageSync();
  return (
    <>
      <Outlet />
      <BottomBar />
      <SnackbarHost onNavigate={(to) => navigate(to)} />
      <ModalHost store={modals} />
      <ScrollRestoration />
    </>
  );
}

/** Every screen of the app; features load with their route. */
export const router = createBrowserRouter([
  {
    element: <Shell />,
    // Screens load with their route; main.tsx renders once the first one has (routerReady), so
    // until then index.html's static shell stays on screen.
    HydrateFallback: () => null,
    children: [
      { path: paths.home, element: <EntryRedirect /> },
      { path: paths.legacyNewPlan, element: <LegacyRedirect /> },
      ...accountsRoutes,
      ...planCreationRoutes,
      ...planChecklistRoutes,
      ...planDownloadRoutes,
      ...menuRoutes,
      ...reportErrorRoutes,
      ...legalRoutes,
      ...downloadAppRoutes,
      ...challengeRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

/** Resolves once the first screen's code has loaded, so the first render is the real screen. */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
