import type { ConfirmEmailResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/confirm_email with the mailed token. */
export function confirmEmail(token: string): Promise<ConfirmEmailResponse> {
  return api<ConfirmEmailResponse>('/auth/confirm_email', { method: 'POST', body: { token } });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
