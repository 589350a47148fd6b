import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDevicePlan, seedDevice } from '@bible-journey/test-support/device';
import { expectOfflineReady, waitForControllingWorker } from '../support/service-worker.ts';
import { expect, test } from '../support/suite.ts';

test.use({ locale: 'en-US', serviceWorkers: 'allow' });

// The build the server serves: WEB_DIST_DIR as in apps/server/src/config.ts, else apps/web/dist.
const webDistDir = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

// The manifest's and the worker's types, and the worker and page revalidated on every load
// (no-cache): web-app.test.ts, through the same server code.
test('the app is installable: a valid manifest with loadable icons', async ({ page, request }) => {
  await page.goto('/plan');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Bible Journey',
    short_name: expect.any(String),
    description: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#f7f3ec',
    background_color: '#f7f3ec',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon) => icon.src), appleTouchIcon ?? 'missing']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
});

test('after the first visit, the plan opens offline from the cache', async ({ page, context }) => {
  // Read up to yesterday: the checklist opens without the late-reading dialog.
  await seedDevice(page, { planv2: buildDevicePlan({ readDays: 10, trackDelays: false }) });
  await page.goto('/plan');
  const progress = page.getByRole('progressbar', { name: 'Progress' });
  await expect(progress).toBeVisible();
  await expectOfflineReady(page);
  await waitForControllingWorker(page);

  await context.setOffline(true);
  try {
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(progress).toBeVisible();
    await expect(page.locator('li[aria-current="date"]')).toContainText('Today');
    // A deep link never visited is still the app (the cached page), not the browser's error.
    await page.goto('/plan/edit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a new version is offered with an Update button, and the next load says the app was updated', async ({ page }) => {
  await seedDevice(page, { planv2: buildDevicePlan({ readDays: 10, trackDelays: false }) });
  await page.goto('/plan');
  // Installing the worker (precaching every chunk) takes a while on a busy machine.
  await expectOfflineReady(page);
  await waitForControllingWorker(page);

  // Deploy a "new version": the same worker made byte-different, as a new build's would be. The
  // browser fetches worker scripts itself (page.route never sees them), so the served file
  // changes for a moment.
  const workerFile = join(webDistDir, 'sw.js');
  const deployed = readFileSync(workerFile, 'utf8');
  writeFileSync(workerFile, `${deployed}\n// next version ${Date.now()}\n`);
  try {
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Update' }).click();

    // The new worker takes over and the page reloads by itself.
    await expect(page.getByRole('status').filter({ hasText: 'App updated' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /App updated|A new version/ })).toHaveCount(0);
  } finally {
    writeFileSync(workerFile, deployed);
  }
});
