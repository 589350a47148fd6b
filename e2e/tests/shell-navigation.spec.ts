import { buildDevicePlan, seedDevice } from '@bible-journey/test-support/device';
import type { Page } from '@playwright/test';
import { expectScreenAccessible } from '../support/a11y.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expect, test } from '../support/suite.ts';

test.use({ locale: 'en-US' });

interface Screen {
  name: string;
  path: string;
  heading: string | RegExp;
  withPlan?: boolean;
  hasBar: boolean;
}

// The navigation and the screens that came with it: legal texts, download-app, the challenge landing.
const screens: Screen[] = [
  { name: 'nav-plan', path: '/plan', heading: 'Your reading plan', withPlan: true, hasBar: true },
  { name: 'privacy-policy', path: '/privacy-policy', heading: 'Privacy policy', hasBar: true },
  {
    name: 'politica-de-privacidade',
    path: '/politica-de-privacidade',
    heading: 'Política de privacidade',
    hasBar: true,
  },
  { name: 'terms-of-use', path: '/terms-of-use', heading: 'Terms of use', hasBar: true },
  { name: 'download-app', path: '/download-app', heading: 'Install Bible Journey', hasBar: false },
  {
    name: 'challenge-landing',
    path: '/challenges/presentation',
    heading: 'Get your group into the Bible',
    hasBar: false,
  },
];

async function openScreen(page: Page, screen: Screen) {
  if (screen.withPlan) await seedDevice(page, { planv2: buildDevicePlan({ readDays: 12, trackDelays: false }) });
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
}

for (const screen of screens) {
  test(`${screen.name}: navigation ${screen.hasBar ? 'shown' : 'hidden'}, no serious a11y problems`, async ({
    page,
  }, testInfo) => {
    await openScreen(page, screen);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (screen.hasBar) {
      await expect(nav).toBeVisible();
      // Nothing of the page ends under the bar: at the very bottom, the page's last element sits above
      // it. Content may still be arriving (the legal texts load lazily), so scroll and measure until
      // the page has settled.
      const navBox = await nav.boundingBox();
      if (!navBox) throw new Error('the navigation has no box');
      if (testInfo.project.name === 'phone') {
        await expect
          .poll(async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            const mainBox = await page.locator('main').last().boundingBox();
            return mainBox ? mainBox.y + mainBox.height : Number.POSITIVE_INFINITY;
          })
          .toBeLessThanOrEqual(navBox.y + 1);
      } else {
        const mainBox = await page.locator('main').last().boundingBox();
        expect(mainBox?.x).toBeGreaterThanOrEqual(navBox.x + navBox.width - 1);
      }
    } else {
      await expect(nav).toHaveCount(0);
    }
    await expectScreenAccessible(page, screen.path, {
      project: testInfo.project.name,
      // The side panel's colours: with the plan.
      ownColours: screen.name === 'nav-plan',
      shoot: async (theme) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await saveScreenshot(page, `${testInfo.project.name}/${screen.name}-${theme}`);
      },
    });
  });
}

// The old challenge addresses replaced by /challenges/presentation, keeping the query:
// challenges/routes.test.tsx (the server answering the app for any such path: web-app.test.ts).

test('the bar moves between Home, Challenges and Menu', async ({ page }) => {
  await seedDevice(page, { planv2: buildDevicePlan({ readDays: 3, trackDelays: false }) });
  await page.goto('/plano');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
  // Signed out, Challenges leads to the landing page, which has no bar and a way back to the plan.
  await nav.getByRole('link', { name: 'Challenges' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get your group into the Bible' })).toBeVisible();
  await expect(nav).toHaveCount(0);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your reading plan' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});
