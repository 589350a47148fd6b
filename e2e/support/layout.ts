import { expect, type Locator, type Page } from '@playwright/test';

// Layout checks for small screens: nothing scrolls sideways, nothing is cut, nothing leaves the screen.

type Box = { x: number; y: number; width: number; height: number };

/** Fails when the page scrolls sideways (something sticks out past the screen's width). */
export async function expectNoHorizontalOverflow(page: Page, what: string) {
  const sizes = await page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(sizes.scroll, `horizontal overflow of ${what}`).toBeLessThanOrEqual(sizes.client);
}

/** Fails unless the element is wholly inside the viewport; `sideways` checks only its left and right edges. */
export async function expectOnScreen(page: Page, locator: Locator, what: string, { sideways = false } = {}) {
  const box = (await locator.boundingBox()) as Box;
  const viewport = page.viewportSize() as { width: number; height: number };
  expect(box, what).not.toBeNull();
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  if (sideways) return;
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
}

/** Fails when the element's text is cut (an ellipsis or hidden overflow). */
export async function expectNotCut(locator: Locator, what: string) {
  const sizes = await locator.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(sizes.scroll, what).toBeLessThanOrEqual(sizes.client);
}
