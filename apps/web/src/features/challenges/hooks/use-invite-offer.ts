import { useEffect, useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { session } from '../../../lib/session.ts';

/** Spec 3 section 9: the invite modal opens 500 ms after the view loads. */
export const INVITE_MODAL_DELAY_MS = 500;

// Spec 3 section 2: only on /plan (and its Portuguese alias) or /menu.
const OFFERING_SCREENS = [paths.plan, paths.planPortuguese, paths.menu];
const isOfferingScreen = (pathname: string) => OFFERING_SCREENS.some((path) => matchPath(path, pathname) !== null);
const tokenNow = () => session.get()?.token ?? null;

/**
 * For the app shell: on /plan or /menu, someone signed in with pending challenge invites gets the
 * invite modal 500 ms after the screen loads. The modal and the call load in their own chunk, so
 * /plan's first load carries only this hook.
 */
export function useInviteOffer(): void {
  const { pathname } = useLocation();
  const token = useSyncExternalStore(session.subscribe, tokenNow);
  const isOffering = token !== null && isOfferingScreen(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per screen loaded (pathname) and per account (token).
  useEffect(() => {
    if (!isOffering) return;
    let isCurrent = true;
    const waited = new Promise((resolve) => setTimeout(resolve, INVITE_MODAL_DELAY_MS));
    const offering = import('../components/invite/offer-invites.tsx');
    const offer = offering.then((module) => module.loadInviteOffer());
    void Promise.all([offer, waited])
      .then(([open]) => {
        if (isCurrent) open();
      })
      // Offline or the call failed: the invites wait for the next visit.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      // Left the screen (the app moves on by itself, e.g. /plan to the person's challenges): its
      // invite modals don't stay over the next one.
      void offering.then((module) => module.withdrawInviteModals()).catch(() => undefined);
    };
  }, [isOffering, pathname, token]);
}
