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
 * Waits for the "Ready to work offline" notice: the first install fetches the whole precache (some
 * 270 files), seconds on a loaded machine.
 */
export async function expectOfflineReady(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible({ timeout: 30_000 });
}
