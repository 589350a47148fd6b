import type { ForgotPasswordResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/forgot_password: mails a reset link in the interface language. */
export function forgotPassword(email: string, language: string): Promise<ForgotPasswordResponse> {
  return api<ForgotPasswordResponse>('/auth/forgot_password', { method: 'POST', body: { email }, language });
}

export function useForgotPassword() {
  const { i18n } = useTranslation();
  return useMutation({ mutationFn: (email: string) => forgotPassword(email, i18n.language) });
}
