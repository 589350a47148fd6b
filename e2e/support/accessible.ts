import type { Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoA11yViolationsLightAndDark } from './a11y.ts';
import { expectNoHorizontalOverflow } from './layout.ts';

/**
 * axe (WCAG 2.1 A and AA) finds nothing at all on the page as it is now: at 360 px in the light and
 * the dark theme, and at a desktop width too (there without the colour rules: the same colours on
 * the same elements, already measured); at 360 px nothing scrolls sideways. The viewport is put back
 * afterwards.
 */
export async function expectAccessibleOnPhoneAndDesktop(page: Page, screen: string) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(page, `${screen} at 360 px`);
  await expectNoA11yViolationsLightAndDark(page, `${screen}, 360 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page, `${screen}, 1280 px`, { otherWidth: true });
  if (original) await page.setViewportSize(original);
}
