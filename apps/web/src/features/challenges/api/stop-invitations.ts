import type { InvitationStopResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/invitations/stop with the invitation mail's signed link (no account needed). */
export function stopInvitations(query: { email: string; signature: string }): Promise<InvitationStopResponse> {
  return api(`/invitations/stop?${new URLSearchParams(query)}`, { method: 'POST', body: {} });
}

export function useStopInvitations() {
  return useMutation({ mutationFn: stopInvitations });
}
