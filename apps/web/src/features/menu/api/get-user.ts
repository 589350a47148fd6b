import type { User, UserResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** GET /api/user: the signed-in person as the server knows them now. */
export async function getUser(): Promise<User> {
  return (await api<UserResponse>('/user')).user;
}

export const userQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['user', token], queryFn: getUser, staleTime: 60_000 });

/**
 * Refreshes the device's copy of the person (name, picture, whether they have a password) from the
 * server, e.g. after a change made on another device. A failure leaves the stored copy as it is.
 */
export function useRefreshSessionUser(token: string | null) {
  const query = useQuery({ ...userQueryOptions(token ?? ''), enabled: token !== null });
  const user = query.data;
  useEffect(() => {
    const current = session.get();
    if (!user || !current || current.token !== token) return;
    const stored = current.user;
    const isSame =
      stored.name === user.name &&
      stored.picture === user.picture &&
      stored.email === user.email &&
      stored.hasPassword === user.hasPassword;
    if (isSame) return;
    session.set({ ...current, user: { ...stored, ...user } });
  }, [user, token]);
}
