import { appPath, DEFAULT_APP_PATH } from './app-url.ts';

// A push is a daily reminder (apps/server/src/modules/notifications/web-push-sender.ts,
// PushMessage): JSON {title, body, url, tag}. Every push shows a notification, whatever it
// carries: browsers revoke the subscription of a site whose pushes show nothing
// (userVisibleOnly).

/** The title of a push that says nothing readable. */
export const APP_NAME = 'Bible Journey';
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The server's tags are `reminder-<local date>`: one reminder a day replaces the earlier ones. */
export const REMINDER_TAG_PREFIX = 'reminder-';

const MAX_TAG_LENGTH = 64;

/** What a reminder's notification shows, and the page a tap opens. */
export interface Reminder {
  title: string;
  body: string;
  /** A path of the app. */
  url: string;
  tag: string;
}

/** What the notification carries to its click (notificationclick). */
export interface ReminderData {
  url: string;
}

/** `YYYY-MM-DD` of `now` on the device's clock, as the server's tags name the local date. */
function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function parsed(data: Pick<PushMessageData, 'text'> | null): Record<string, unknown> {
  if (!data) return {};
  try {
    const value: unknown = JSON.parse(data.text());
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The reminder a push carries; each field the payload lacks or garbles falls back (the app's
 * name, no body, /plan, today's tag), so even an unreadable push shows something.
 */
export function readReminder(data: Pick<PushMessageData, 'text'> | null, origin: string, now: Date): Reminder {
  const payload = parsed(data);
  const tag = text(payload.tag);
  return {
    title: text(payload.title) ?? APP_NAME,
    body: text(payload.body) ?? '',
    url: appPath(payload.url, origin) ?? DEFAULT_APP_PATH,
    tag: tag && tag.length <= MAX_TAG_LENGTH ? tag : `${REMINDER_TAG_PREFIX}${localDate(now)}`,
  };
}

/**
 * Shows the reminder (one of the same tag is replaced), then closes the reminders of earlier
 * days still on screen: yesterday's "Today: …" would be wrong.
 */
export async function showReminder(
  registration: Pick<ServiceWorkerRegistration, 'showNotification' | 'getNotifications'>,
  reminder: Reminder,
): Promise<void> {
  const data: ReminderData = { url: reminder.url };
  await registration.showNotification(reminder.title, {
    body: reminder.body,
    icon: NOTIFICATION_ICON,
    tag: reminder.tag,
    data,
  });
  const shown = await registration.getNotifications();
  for (const notification of shown) {
    if (notification.tag !== reminder.tag && notification.tag.startsWith(REMINDER_TAG_PREFIX)) notification.close();
  }
}
