import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * The rules whose outcome the theme decides. The light and dark themes differ only in colours (CSS
 * custom properties), so after a whole check in the light theme the dark one is checked with these
 * alone: axe costs seconds a run on a shared CI machine.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface A11yCheckOptions {
  /** 'dark' after the same page was checked whole in 'light': only the colour rules run. */
  theme?: 'light' | 'dark';
  /**
   * After the same screen was checked whole at another width: every rule but the colour ones (the
   * same colours on the same elements; color-contrast is most of axe's time).
   */
  otherWidth?: boolean;
}

/**
 * Runs axe-core on the page as it is now (WCAG 2.1 A and AA rules) and fails on the violations
 * `counts` keeps, listing each rule with the elements it found.
 */
async function expectNoA11yViolationsWhere(
  page: Page,
  screen: string,
  counts: (violation: Violation) => boolean,
  { theme, otherWidth }: A11yCheckOptions = {},
) {
  // A dialog still fading in has its colours blended with the page: contrast is measured once the
  // transitions and animations under way have ended (a loaded machine makes them outlast the click),
  // and with motion reduced while axe runs, so a notice appearing meanwhile (the worker's "ready to
  // work offline") shows at once in its own colours instead of half faded in.
  const wasReduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!wasReduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await analyze(page, screen, counts, { theme, otherWidth });
  } finally {
    if (!wasReduced) await page.emulateMedia({ reducedMotion: null });
  }
}

async function analyze(
  page: Page,
  screen: string,
  counts: (violation: Violation) => boolean,
  { theme, otherWidth }: A11yCheckOptions,
) {
  await page.evaluate(() => {
    type Running = {
      finished: Promise<unknown>;
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
    };
    const { document } = globalThis as unknown as { document: { getAnimations(): Running[] } };
    // Endless ones (a spinner, a skeleton's shimmer) never finish: only those with an end are awaited.
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    return Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  const axe = new AxeBuilder({ page });
  const wcag = () => axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (theme === 'dark'
    ? axe.withRules(COLOUR_RULES)
    : otherWidth
      ? wcag().disableRules(COLOUR_RULES)
      : wcag()
  ).analyze();
  const described = results.violations.filter(counts).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n')}`,
  );
  expect(described, `axe on ${screen}`).toEqual([]);
}

/** Fails on any serious or critical WCAG 2.1 A/AA violation axe-core finds on the page as it is now. */
export const expectNoSeriousA11yViolations = (page: Page, screen: string, options: A11yCheckOptions = {}) =>
  expectNoA11yViolationsWhere(
    page,
    screen,
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    options,
  );

/** Fails on any WCAG 2.1 A/AA violation axe-core finds on the page as it is now, whatever its impact. */
export const expectNoA11yViolations = (page: Page, screen: string, options: A11yCheckOptions = {}) =>
  expectNoA11yViolationsWhere(page, screen, () => true, options);

/** axe finds nothing on the page as it is now, in the light and then the dark theme (motion reduced). */
export async function expectNoA11yViolationsLightAndDark(page: Page, screen: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoA11yViolations(page, `${screen} (${colorScheme})`, { theme: colorScheme });
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
}

/**
 * axe on a screen in a project (screens.spec.ts, shell-navigation.spec.ts): serious and critical
 * violations, in the light and then the dark theme (motion reduced), with `shoot` called in each.
 * The colours of a screen's content are the same at every width and are measured in the phone
 * project; the desktop project measures them only where its layout has colours of its own (the side
 * panel: `ownColours`), and checks every other rule on each screen.
 */
export async function expectScreenAccessible(
  page: Page,
  screen: string,
  { project, ownColours, shoot }: { project: string; ownColours: boolean; shoot: (theme: string) => Promise<void> },
) {
  const coloursMeasured = project === 'desktop' && !ownColours;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    if (!coloursMeasured) {
      await expectNoSeriousA11yViolations(page, `${screen} (${colorScheme})`, { theme: colorScheme });
    } else if (colorScheme === 'light') {
      await expectNoSeriousA11yViolations(page, `${screen} (${colorScheme})`, { otherWidth: true });
    }
    await shoot(colorScheme);
  }
}
