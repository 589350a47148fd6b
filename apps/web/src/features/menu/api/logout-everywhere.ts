import type { LogoutEverywhereResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/logout-everywhere: ends every session of the account, this device's too. */
export function logOutEverywhere(): Promise<LogoutEverywhereResponse> {
  return api('/auth/logout-everywhere', { method: 'POST' });
}

export function useLogOutEverywhere() {
  return useMutation({ mutationFn: logOutEverywhere });
}
