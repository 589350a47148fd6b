import type { RegisterBody, RegisterResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/register; the language header picks the confirmation mail's language. */
export function register(body: RegisterBody, language: string): Promise<RegisterResponse> {
  return api<RegisterResponse>('/auth/register', { method: 'POST', body, language });
}

export function useRegister() {
  const { i18n } = useTranslation();
  return useMutation({ mutationFn: (body: RegisterBody) => register(body, i18n.language) });
}
