import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

export interface NotificationBody {
  type: 'SEND_EMAIL';
  message: string;
  contact: string;
}

/** POST /api/service/send-notification: the "didn't find" message to the team. */
export function sendNotification(body: NotificationBody, language: string): Promise<unknown> {
  return api('/service/send-notification', { method: 'POST', body, language });
}

export function useSendNotification() {
  const { i18n } = useTranslation();
  return useMutation({ mutationFn: (body: NotificationBody) => sendNotification(body, i18n.language) });
}
