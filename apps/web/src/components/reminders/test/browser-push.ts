import { vi } from 'vitest';

/** A PushSubscription as the browser gives it: JSON.stringify reads its toJSON. */
export function fakeSubscription(id: string) {
  return {
    endpoint: `https://push.example.com/${id}`,
    toJSON: () => ({
      endpoint: `https://push.example.com/${id}`,
      expirationTime: null,
      keys: {
        p256dh: `BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM${id}`,
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
  };
}

/**
 * The browser's side of Web Push for component tests (happy-dom has none): Notification with the
 * permission it holds and the answer its question gets, a service worker registration whose push
 * manager holds `current` and subscribes to `next`. The real browser runs in e2e/tests/reminders.spec.ts.
 */
export function stubBrowserPush({
  permission = 'default',
  answer = permission,
  current = null,
  next = fakeSubscription('next'),
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  current?: ReturnType<typeof fakeSubscription> | null;
  next?: ReturnType<typeof fakeSubscription>;
} = {}) {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  let held = current;
  const pushManager = {
    getSubscription: vi.fn(async () => held),
    subscribe: vi.fn(async () => {
      held = next;
      return next;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { notification, pushManager };
}

export function unstubBrowserPush() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
