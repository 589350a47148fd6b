import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { session } from '../../lib/session.ts';

/** How long /plan is left to settle before the notice may ask for attention. */
export const LOGIN_UPDATE_DELAY_MS = 1500;

/**
 * The "updated login flow" notice (spec 1 section 2): on /plan, for someone not logged in, a
 * moment after the screen settles. Everything else (whether it is due, its words, the dialog)
 * loads only then, outside the first visit's code.
 */
export function useLoginUpdateNotice(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== paths.plan || session.get()) return;
    const timer = setTimeout(() => {
      import('./login-update.tsx').then((notice) => notice.offerLoginUpdate()).catch(() => undefined);
    }, LOGIN_UPDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}
