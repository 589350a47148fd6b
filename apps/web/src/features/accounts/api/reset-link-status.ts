import type { ResetTokenResponse } from '@bible-journey/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /auth/reset-password/{token}?email=: whether the mailed link still works; it stays unused. */
export function resetLinkStatus(token: string, email: string): Promise<ResetTokenResponse> {
  return api<ResetTokenResponse>(
    `/auth/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`,
  );
}

/** Asked once when the reset page opens (a link's state only changes by using it here). */
export function useResetLinkStatus(token: string, email: string) {
  return useQuery({
    queryKey: ['reset-link-status', token, email],
    queryFn: () => resetLinkStatus(token, email),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
