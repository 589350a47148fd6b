import type { PrecacheEntry } from 'workbox-precaching';
import { cacheAppShell } from './app-shell-cache.ts';
import { notificationUrl, openApp } from './notification-click.ts';
import { readReminder, showReminder } from './reminder-notification.ts';
import { renewSubscription } from './subscription-change.ts';
import { takeOverOnRequest } from './update-on-request.ts';

// The app's service worker (decision 0012), built by vite-plugin-pwa (`injectManifest`,
// vite.config.ts) into /sw.js: the build writes the precache list in place of
// self.__WB_MANIFEST. Each job is a module of its own; this file only wires them to the events.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

self.addEventListener('message', (event) => takeOverOnRequest(self, event.data));

cacheAppShell(self.__WB_MANIFEST);

self.addEventListener('push', (event) => {
  event.waitUntil(showReminder(self.registration, readReminder(event.data, self.location.origin, new Date())));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(self.clients, notificationUrl(event.notification.data, self.location.origin)));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    renewSubscription(
      { pushManager: self.registration.pushManager, fetch: (input, init) => self.fetch(input, init) },
      event,
    ),
  );
});
