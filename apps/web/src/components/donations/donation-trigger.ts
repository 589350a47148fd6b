import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

/** /plan is left to settle (and the reminder prompt to ask first) before a donation is asked for. */
export const ASK_DONATION_DELAY_MS = 4000;

/**
 * The ask-donation modal on /plan, at a calm moment (core's shouldAskDonation decides). Its code and
 * words load only then, outside the first visit's code.
 */
export function useAskDonation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== paths.plan) return;
    const timer = setTimeout(() => {
      import('./ask-donation.tsx').then((ask) => ask.offerAskDonation()).catch(() => undefined);
    }, ASK_DONATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}
