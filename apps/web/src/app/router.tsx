import { Suspense, useLayoutEffect } from 'react';
import { type RouteObject, useLocation, useNavigate, useNavigationType, useRoutes } from 'react-router';
import { useLoginUpdateNotice } from '../components/account-modal/login-update-trigger.ts';
import { ModalHost } from '../components/modals/modal-host.tsx';
import { SnackbarHost } from '../components/snackbars/snackbar-host.tsx';
import { paths } from '../config/paths.ts';
// Feature routes (one import per feature):
import { accountsRoutes } from '../features/accounts/routes.tsx';
import { challengeRoutes } from '../features/challenges/routes.tsx';
import { downloadAppRoutes } from '../features/download-app/routes.tsx';
import { EntryRedirect } from '../features/entry/entry-redirect.tsx';
import { LegacyRedirect } from '../features/entry/legacy-redirect.tsx';
import { legalRoutes } from '../features/legal/routes.tsx';
import { menuRoutes } from '../features/menu/routes.tsx';
import { planChecklistRoutes } from '../features/plan-checklist/routes.tsx';
import { planCreationRoutes } from '../features/plan-creation/routes.tsx';
import { planDownloadRoutes } from '../features/plan-download/routes.tsx';
import { reportErrorRoutes } from '../features/report-error/routes.tsx';
import { useLanguageSync } from '../lib/language-sync.ts';
import { lazyPage, preloadRoute as preloadRouteIn } from '../lib/lazy-page.tsx';
import { modals } from '../lib/modals/modals.ts';
import { BottomBar } from './bottom-bar/bottom-bar.tsx';

const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage');

/** Every screen of the app; feature screens load with their route (lazyPage). */
export const routes: RouteObject[] = [
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
  { path: '*', Component: NotFoundPage },
];

/**
 * Loads the code of the screen at `pathname`. boot.tsx renders once it has, so the first render is
 * the real screen and until then index.html's static shell stays on screen.
 */
export function preloadRoute(pathname: string): Promise<void> {
  return preloadRouteIn(routes, pathname);
}

/** A new screen starts at the top; going back or forward keeps where the browser left it. */
function ScrollToTopOnPush() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location key).
  useLayoutEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [key]);
  return null;
}

/** The app around every screen: the current screen, the bottom bar, snackbars and modals. */
export function Shell() {
  const navigate = useNavigate();
  useLanguageSync();
  useLoginUpdateNotice();
  // Navigations run in a transition, so the previous screen stays until the next one has loaded.
  const screen = useRoutes(routes);
  return (
    <>
      <Suspense fallback={null}>{screen}</Suspense>
      <BottomBar />
      <SnackbarHost onNavigate={(to) => navigate(to)} />
      <ModalHost store={modals} />
      <ScrollToTopOnPush />
    </>
  );
}
