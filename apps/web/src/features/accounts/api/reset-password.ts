import type { ResetPasswordResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ResetPasswordInput {
  token: string;
  email: string;
  password: string;
}

/** POST /auth/reset_password with the mailed token, the e-mail and the new password. */
export function resetPassword(body: ResetPasswordInput): Promise<ResetPasswordResponse> {
  return api<ResetPasswordResponse>('/auth/reset_password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
