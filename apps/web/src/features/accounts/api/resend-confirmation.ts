import type { ResendConfirmationResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/resend-confirmation: a new confirmation link, mailed in the interface language. */
export function resendConfirmation(email: string, language: string): Promise<ResendConfirmationResponse> {
  return api<ResendConfirmationResponse>('/auth/resend-confirmation', { method: 'POST', body: { email }, language });
}

export function useResendConfirmation() {
  const { i18n } = useTranslation();
  return useMutation({ mutationFn: (email: string) => resendConfirmation(email, i18n.language) });
}
