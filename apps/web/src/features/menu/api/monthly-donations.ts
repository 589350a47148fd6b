import type { MonthlyDonationsResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

export const monthlyDonationsKey = ['monthly-donations'] as const;

/** GET /api/donations/subscription: the account's monthly donations still giving, as Stripe has them. */
export const monthlyDonationsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...monthlyDonationsKey, token],
    queryFn: () => api<MonthlyDonationsResponse>('/donations/subscription'),
    staleTime: 60_000,
  });

/** The signed-in person's monthly donations; nothing is asked signed out (a monthly donation is an account's). */
export function useMonthlyDonations() {
  const token = useSessionToken();
  return useQuery({ ...monthlyDonationsQueryOptions(token ?? ''), enabled: token !== null });
}
