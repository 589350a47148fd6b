import type { JoinCodeResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/challenge/join-code (signed in): the challenge a join code opens and its link's key.
 * 404: no challenge has the code; 429: too many wrong codes for now.
 */
export function findJoinCode(code: string): Promise<JoinCodeResponse> {
  return api<JoinCodeResponse>('/challenge/join-code', { method: 'POST', body: { code } });
}

export function useFindJoinCode() {
  return useMutation({ mutationFn: findJoinCode });
}
