import type { Page } from '@playwright/test';
import { expectNoA11yViolationsLightAndDark } from './a11y.ts';
import { expectNoHorizontalOverflow } from './layout.ts';

/**
 * axe (WCAG 2.1 A and AA) finds nothing at all on the page as it is now, in the light and the dark
 * theme, at 360 px and at a desktop width; at 360 px nothing scrolls sideways. The viewport is put
 * back afterwards.
 */
export async function expectAccessibleOnPhoneAndDesktop(page: Page, screen: string) {
  const original = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    if (width === 360) await expectNoHorizontalOverflow(page, `${screen} at 360 px`);
    await expectNoA11yViolationsLightAndDark(page, `${screen}, ${width} px`);
  }
  if (original) await page.setViewportSize(original);
}
