import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** DELETE /api/user: removes the account and its data; the server mails a confirmation. */
export function deleteAccount(): Promise<{ deleted: true; email: string }> {
  return api('/user', { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
