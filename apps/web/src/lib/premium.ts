import type { PremiumAccess, PremiumResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useSessionToken } from './use-session-token.ts';

export const premiumKey = ['premium'] as const;

/** GET /api/premium: the person's premium access, null when they have none. */
export async function getPremium(): Promise<PremiumAccess | null> {
  return (await api<PremiumResponse>('/premium')).premiumAccess;
}

export const premiumQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...premiumKey, token], queryFn: getPremium });

/**
 * The premium access (spec 3 section 5); waits while nobody is signed in. `isFresh` fetches it
 * again whenever the screen opens (the wizard: a purchase or a grant may have just happened).
 */
export function usePremium({ isFresh = false } = {}) {
  const token = useSessionToken();
  return useQuery({
    ...premiumQueryOptions(token ?? ''),
    enabled: token !== null,
    ...(isFresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
