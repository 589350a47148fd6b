import type { EmailReminderBody, EmailReminderResponse } from '@bible-journey/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/notifications/email-reminder: whether the person gets the reminder by e-mail when push can't reach them. */
export const emailReminderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['email-reminder', token],
    queryFn: () => api<EmailReminderResponse>('/notifications/email-reminder'),
    staleTime: 60_000,
  });

/** PUT /api/notifications/email-reminder */
export function useSaveEmailReminder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailReminderBody) =>
      api<EmailReminderResponse>('/notifications/email-reminder', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(emailReminderQueryOptions(token).queryKey, answer),
  });
}
