import { appPath, DEFAULT_APP_PATH } from './app-url.ts';

// A tap on a reminder opens the app where it leads (/plan unless the reminder names a page):
// an open window of the app is focused and taken there, else a new one opens.

/** The page a notification leads to: its data's url when that is a path of the app, else /plan. */
export function notificationUrl(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return appPath(url, origin) ?? DEFAULT_APP_PATH;
}

const pathOf = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Focuses a window this worker controls (the focused one first) and navigates it to `url`
 * unless it is there already; opens a new window when there is none, or when the window
 * cannot be navigated.
 */
export async function openApp(clients: Pick<Clients, 'matchAll' | 'openWindow'>, url: string): Promise<void> {
  // Only controlled windows: navigate() refuses the others.
  const windows = await clients.matchAll({ type: 'window' });
  const appWindow = windows.find((client) => client.focused) ?? windows[0];
  if (!appWindow) {
    await clients.openWindow(url);
    return;
  }
  const focused = await appWindow.focus();
  if (pathOf(focused.url) === url) return;
  try {
    await focused.navigate(url);
  } catch {
    await clients.openWindow(url);
  }
}
