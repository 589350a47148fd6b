import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnedDonation, withoutDonationReturnParams } from './donation-return-params.ts';
import { openDonationReturn } from './open-donation.tsx';

/** The returns already reported: a second run of the effect (StrictMode) must not open a second modal. */
const reported = new Set<string>();

/**
 * A donation Stripe sent back here (its bank needed a page of its own) is reported once, then
 * dropped from the address; `onSucceeded` runs when Stripe says it was paid.
 */
export function useDonationReturn(onSucceeded: () => void): void {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const returned = returnedDonation(new URLSearchParams(search));
  const onSucceededRef = useRef(onSucceeded);
  onSucceededRef.current = onSucceeded;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per returned payment.
  useEffect(() => {
    if (!returned || reported.has(returned.clientSecret)) return;
    reported.add(returned.clientSecret);
    // The modal adds its history entry after the address is replaced, not under it.
    void Promise.resolve(
      navigate(
        { search: withoutDonationReturnParams(new URLSearchParams(search)).toString(), hash },
        { replace: true },
      ),
    )
      .then(() => openDonationReturn({ ...returned, onSucceeded: () => onSucceededRef.current() }))
      // Offline with the words never fetched: the address is clean, the menu carries on.
      .catch(() => undefined);
  }, [returned?.clientSecret]);
}
