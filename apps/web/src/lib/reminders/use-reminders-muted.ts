import { useSyncExternalStore } from 'react';
import { areRemindersMuted, showReminders } from './reminder-settings.ts';

/** Whether reminders are muted on this device, re-rendering when that changes (also in another tab). */
export function useRemindersMuted(): boolean {
  return useSyncExternalStore(showReminders.subscribe, areRemindersMuted);
}
