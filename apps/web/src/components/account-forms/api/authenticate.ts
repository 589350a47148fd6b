import type { AuthenticateBody, AuthenticateResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/authenticate: signs in with e-mail and password (spec 1 section 7). */
export function authenticate(body: AuthenticateBody): Promise<AuthenticateResponse> {
  return api<AuthenticateResponse>('/auth/authenticate', { method: 'POST', body });
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
