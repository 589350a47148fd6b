import type { Page } from '@playwright/test';

/**
 * A screenshot for people to look at (e2e/screenshots/<name>.png), taken only when
 * E2E_SCREENSHOTS is set: nothing asserts on it, and a full-page capture costs seconds of a
 * shared CI machine.
 */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: `screenshots/${name}.png`, ...options });
}
