import type { MonthlyDonationsResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { monthlyDonationsQueryOptions } from './monthly-donations.ts';

/** DELETE /api/donations/subscription: cancels the monthly donation the header names (else all) at once. */
export function stopMonthlyDonation(subscriptionId: string | undefined): Promise<MonthlyDonationsResponse> {
  return api('/donations/subscription', {
    method: 'DELETE',
    ...(subscriptionId ? { headers: { subscription_id: subscriptionId } } : {}),
  });
}

/** Stops it; the answer (the donations still giving) is what the support card shows next. */
export function useStopMonthlyDonation() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopMonthlyDonation,
    onSuccess: (answer) => queryClient.setQueryData(monthlyDonationsQueryOptions(token ?? '').queryKey, answer),
  });
}
