import type { PremiumAccess } from '@bible-journey/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { premiumKey } from '../../../../lib/premium.ts';
import { revalidateAndroidPremium } from './native-purchase.ts';

/**
 * Spec 1 section 4, "Premium status", inside the Android shell: a Google Play premium is checked
 * with the store each time it loads; an ended one is removed, a pending one just approved is
 * cleared (`onApproved` then offers the first challenge). Premium is fetched again after a change.
 */
export function useAndroidPremiumCheck(
  premium: PremiumAccess | null | undefined,
  isNative: boolean,
  onApproved: () => void,
) {
  const queryClient = useQueryClient();
  const token = premium?.origin === 'android' ? premium.purchaseToken : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per purchase token and pending state.
  useEffect(() => {
    if (!isNative || !premium || !token) return;
    const wasPending = premium.pendingApproval === true;
    revalidateAndroidPremium(premium).then(
      (isGranted) => {
        if (!isGranted || wasPending) void queryClient.invalidateQueries({ queryKey: premiumKey });
        if (isGranted && wasPending) onApproved();
      },
      () => undefined,
    );
  }, [isNative, token, premium?.pendingApproval]);
}
