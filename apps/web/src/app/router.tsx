import { Suspense, useLayoutEffect } from 'react';
import { type RouteObject, useLocation, useNavigate, useNavigationType, useRoutes } from 'react-router';
import { useLoginUpdateNotice } from '../components/account-modal/login-update-trigger.ts';
import { useAskDonation } from '../components/donations/donation-trigger.ts';
import { ModalHost } from '../components/modals/modal-host.tsx';
import { useReminders } from '../components/reminders/reminder-trigger.ts';
import { SnackbarHost } from '../components/snackbars/snackbar-host.tsx';
import { paths } from '../config/paths.ts';
// Feature routes (one import per feature):
import { accountsRoutes } from '../features/accounts/routes.tsx';
import { useInviteOffer } from '../features/challenges/hooks/use-invite-offer.ts';
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
import { routeStrings } from '../lib/i18n.ts';
import { useLanguageSync } from '../lib/language-sync.ts';
import { lazyPage, preloadRoute as preloadRouteIn } from '../lib/lazy-page.tsx';
import { modals } from '../lib/modals/modals.ts';
import type { RouteStringFeature } from '../locales/route-strings.ts';
import { BottomBar } from './bottom-bar/bottom-bar.tsx';

const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage');

/**
 * A feature's screens that load with the feature's strings (locales/route-strings.ts): each lazy
 * screen is wrapped in one that loads both, the screen's code through its own lazyPage (as
 * preloadRoute does) and the strings alongside.
 */
function withStrings(feature: RouteStringFeature, featureRoutes: RouteObject[]): RouteObject[] {
  const loadStrings = routeStrings(feature);
  return featureRoutes.map((route) => {
    const Screen = route.Component;
    if (!Screen) return route;
    const load = async () => {
      await preloadRouteIn([{ index: true, Component: Screen }], '/');
      return { Screen };
    };
    return { ...route, Component: lazyPage(load, 'Screen', loadStrings) };
  });
}

/** Every screen of the app; feature screens load with their route (lazyPage). */
export const routes: RouteObject[] = [
  { path: paths.home, element: <EntryRedirect /> },
  { path: paths.legacyNewPlan, element: <LegacyRedirect /> },
  ...accountsRoutes,
  ...planCreationRoutes,
  ...planChecklistRoutes,
  ...withStrings('plan-download', planDownloadRoutes),
  ...withStrings('menu', menuRoutes),
  ...withStrings('report-error', reportErrorRoutes),
  ...legalRoutes,
  ...withStrings('download-app', downloadAppRoutes),
  ...withStrings('challenges', challengeRoutes),
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
  // Reminder prompts on /plan, and the server kept in line with the device's reminder.
  useReminders();
  // The ask-donation modal on /plan, once the app has proved useful (its code loads only then).
  useAskDonation();
  // Pending challenge invites are offered on /plan and /menu (the modal loads in its own chunk).
  useInviteOffer();
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
