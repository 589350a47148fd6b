import type { SendNotificationBody, SendNotificationResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/service/send-notification: a message to the team (spec 1 section 7): an error the app
 * caught (ERROR_APP), an error the person reports (REPORTING), feedback (FEEDBACK_APP), or the
 * "didn't find" message of plan creation (SEND_EMAIL).
 */
export function sendNotification(body: SendNotificationBody, language: string): Promise<SendNotificationResponse> {
  return api('/service/send-notification', { method: 'POST', body, language });
}

export function useSendNotification() {
  const { i18n } = useTranslation();
  return useMutation({ mutationFn: (body: SendNotificationBody) => sendNotification(body, i18n.language) });
}
