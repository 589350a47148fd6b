import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker is active, then reloads once if needed: a first install only
 * controls the pages loaded after it (no clients.claim, the update flow is ours).
 */
export async function waitForControllingWorker(page: Page) {
  const isControlled = () =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
  if (await isControlled()) return;
  await page.reload();
  expect(await isControlled()).toBe(true);
}

/**
 * Waits for the notice that the app works offline: the first install fetches the whole precache
 * (some 270 files), seconds on a loaded machine. It says "Ready" with the readings once the plan's
 * next days are on the device, and only that the app opens offline otherwise.
 */
export async function expectOfflineReady(page: Page, { withReadings = false } = {}) {
  const words = withReadings
    ? 'Ready to work offline, with your readings for the next 8 days'
    : /Ready to work offline|The app now opens offline/;
  await expect(page.getByRole('status').filter({ hasText: words })).toBeVisible({ timeout: 30_000 });
}
