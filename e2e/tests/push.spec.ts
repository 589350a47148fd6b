import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/suite.ts';

// The service worker's push handling (apps/web/src/service-worker/, decision 0012): every push
// shows a notification. Pushes are delivered through the DevTools protocol, as DevTools'
// "Push" button does: the browser dispatches a real push event to the worker's registration.

test.use({ locale: 'en-US', permissions: ['notifications'], serviceWorkers: 'allow' });

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The notifications the worker's registration shows now. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map(({ title, body, tag, icon, data }) => ({ title, body, tag, icon, data }));
  });
}

interface WorkerRegistration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** The DevTools id of the app's worker registration (scope `/`), once the worker is active. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: WorkerRegistration[] }) => {
      const app = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (app) resolve(app.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Opens the app, waits for its worker, and answers a function that pushes `data` to it. */
async function openWithWorker(page: Page) {
  await page.goto('/plan');
  // Installing the worker (precaching every chunk) takes a while on a busy machine; the pushes
  // go to a worker that has finished activating.
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (!active || active.state === 'activated') return;
    await new Promise((resolve) => active.addEventListener('statechange', resolve));
  });
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const id = await registrationId(cdp, origin);
  return (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
}

/**
 * Pushes `data` until the worker's notifications pass `check`, pushing again after 5 s without.
 * DevTools' delivery now and then reaches no worker on a busy machine (no push event runs at all);
 * a push that arrives and is shown wrongly fails every time, and the same reminder pushed again
 * only replaces its own notification (same tag).
 */
async function pushUntilShown(
  page: Page,
  push: (data: string) => Promise<unknown>,
  data: string,
  check: (notifications: ShownNotification[]) => void,
) {
  await expect(async () => {
    await push(data);
    await expect(async () => check(await shownNotifications(page))).toPass({ timeout: 5_000 });
  }).toPass({ timeout: 20_000, intervals: [0] });
}

test("a reminder's push shows its title and body, replacing the earlier days' reminder", async ({ page }) => {
  const push = await openWithWorker(page);
  const reminder = (localDate: string, body: string) =>
    // What the server sends (apps/server/src/modules/notifications/web-push-sender.ts, PushMessage).
    JSON.stringify({ title: 'Time for your Bible reading', body, url: '/plan', tag: `reminder-${localDate}` });

  await pushUntilShown(page, push, reminder('2026-03-02', 'Today: Genesis 1–3'), (notifications) =>
    expect(notifications).toEqual([
      {
        title: 'Time for your Bible reading',
        body: 'Today: Genesis 1–3',
        tag: 'reminder-2026-03-02',
        icon: new URL('/icons/icon-192.png', page.url()).href,
        data: { url: '/plan' },
      },
    ]),
  );

  await pushUntilShown(page, push, reminder('2026-03-03', 'Today: Genesis 4–6'), (notifications) =>
    expect(notifications.map(({ tag, body }) => ({ tag, body }))).toEqual([
      { tag: 'reminder-2026-03-03', body: 'Today: Genesis 4–6' },
    ]),
  );
});

test('an unreadable push still shows a notification, titled Bible Journey and leading to /plan', async ({ page }) => {
  const push = await openWithWorker(page);
  await pushUntilShown(page, push, 'not json {', (notifications) =>
    expect(notifications).toEqual([
      {
        title: 'Bible Journey',
        body: '',
        tag: expect.stringMatching(/^reminder-\d{4}-\d{2}-\d{2}$/),
        icon: new URL('/icons/icon-192.png', page.url()).href,
        data: { url: '/plan' },
      },
    ]),
  );
});
