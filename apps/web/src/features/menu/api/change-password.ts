import type { ChangePasswordBody, ChangePasswordResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** PUT /api/user/password: ends every other session and answers this device's new one. */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return api('/user/password', { method: 'PUT', body });
}

/** Changes the password; this device stays signed in with the fresh token it is answered. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess(response) {
      if (!('token' in response)) return;
      const current = session.get();
      session.set({ user: { ...current?.user, ...response.user }, token: response.token });
    },
  });
}
