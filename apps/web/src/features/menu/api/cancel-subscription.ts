import type { PremiumResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { forgetChallengeData } from '../../../lib/challenge-device-data.ts';
import { premiumKey } from '../../../lib/premium.ts';

/**
 * DELETE /api/premium: cancels the Stripe subscription at once (the subscription_id header names
 * it; without one, the account's current one). The leader's challenges close with it.
 */
export function cancelSubscription(subscriptionId: string | undefined): Promise<PremiumResponse> {
  return api('/premium', {
    method: 'DELETE',
    ...(subscriptionId ? { headers: { subscription_id: subscriptionId } } : {}),
  });
}

/** Cancels, then drops the challenges kept on this device and reads the premium access again. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => {
      forgetChallengeData(queryClient);
      // Not awaited: the success shows at once, the card catches up behind the modal.
      void queryClient.invalidateQueries({ queryKey: premiumKey });
    },
  });
}
