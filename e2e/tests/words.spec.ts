import { todayIso } from '@bible-journey/core';
import { buildDevicePlan, seedDevice } from '@bible-journey/test-support/device';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/suite.ts';

// Words on small screens: month titles capitalised by each language's rules (not CSS's "Novembro
// De 2026"), and week-day toggles that fit 320 px with their names whole.

const LOCALE_TAGS = { pt: 'pt-BR', pl: 'pl', en: 'en', id: 'id' } as const;
type Language = keyof typeof LOCALE_TAGS;
type DOMRectLike = { left: number; right: number; height: number };

/** The interface language is kept as plain text under "language" (src/lib/language.ts). */
async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((value) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
    localStorage.setItem('language', value);
  }, language);
}

/** This month's title as a native speaker writes it: "Novembro de 2026", "Listopad 2026". */
function thisMonthTitle(language: Language): string {
  const [year = 0, month = 1] = todayIso().split('-').map(Number);
  const name = new Intl.DateTimeFormat(LOCALE_TAGS[language], { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
  const capitalised = name.charAt(0).toLocaleUpperCase(LOCALE_TAGS[language]) + name.slice(1);
  return language === 'pt' ? `${capitalised} de ${year}` : `${capitalised} ${year}`;
}

/** Elements whose text is wider than their box (cut or spilling over). */
const overflowing = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );

const EDIT = { pt: 'Editar plano', pl: 'Edytuj plan', en: 'Edit plan', id: 'Ubah rencana' } as const;
const READING_DAYS = { pt: 'Dias de leitura', pl: 'Dni czytania', en: 'Reading days', id: 'Hari membaca' } as const;

/** All seven toggles inside the screen's width, each a 44 px tall target. */
async function expectRowOnScreen(weekDays: Locator, width: number) {
  const boxes = await weekDays
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRectLike));
  expect(boxes).toHaveLength(7);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
}

/** The plan form of /plan/edit, past its confirmation. */
async function openPlanForm(page: Page, language: Language) {
  await seedDevice(page, { planv2: buildDevicePlan({ readDays: 10, trackDelays: false }) });
  await useLanguage(page, language);
  await page.goto('/plan/edit');
  await page.getByRole('dialog').getByRole('button', { name: EDIT[language], exact: true }).click();
  return page.getByRole('group', { name: READING_DAYS[language] });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const language of ['pt', 'pl', 'en', 'id'] as const) {
    test(`${language}: the month title is written as the language writes it`, async ({ page }) => {
      await seedDevice(page, { planv2: buildDevicePlan({ readDays: 10, trackDelays: false }) });
      await useLanguage(page, language);
      await page.goto('/plan');
      const title = page.locator('#checklist-month');
      await expect(title).toHaveText(thisMonthTitle(language));
      await expect(title).toHaveCSS('text-transform', 'none');
      expect(await overflowing(page, '#checklist-month')).toEqual([]);
    });
  }

  test('pl: the week runs from Monday, its days fit as two letters that tell them apart, named in full', async ({
    page,
  }) => {
    const weekDays = await openPlanForm(page, 'pl');
    const sunday = weekDays.getByRole('button', { name: 'niedziela' });
    // One letter would be "P" for both poniedziałek and piątek (issue 24).
    await expect(weekDays.getByRole('button')).toHaveText(['Po', 'Wt', 'Śr', 'Cz', 'Pt', 'So', 'Ni'], {
      useInnerText: true,
    });
    await expect(weekDays.getByRole('button')).toHaveCount(7);
    expect(await overflowing(page, 'fieldset button[aria-pressed]')).toEqual([]);
    await expectRowOnScreen(weekDays, 320);
    await sunday.click();
    await expect(sunday).toHaveAttribute('aria-pressed', 'false');
  });

  test('pt: the week days keep their abbreviations, whole', async ({ page }) => {
    const weekDays = await openPlanForm(page, 'pt');
    await expect(weekDays.getByRole('button', { name: 'domingo' })).toHaveText('dom.');
    await expect(weekDays.getByRole('button', { name: 'sábado' })).toHaveText('sáb.');
    expect(await overflowing(page, 'fieldset button[aria-pressed]')).toEqual([]);
    await expectRowOnScreen(weekDays, 320);
  });

  test('pl, dark theme: the plan form has no serious accessibility problems', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await openPlanForm(page, 'pl');
    await expectNoSeriousA11yViolations(page, 'plan form, pl, 320 px, dark');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('pl: with room for them, the week days show their abbreviations, whole', async ({ page }) => {
    const weekDays = await openPlanForm(page, 'pl');
    await expect(weekDays.getByRole('button', { name: 'niedziela' })).toHaveText('niedz.', { useInnerText: true });
    expect(await overflowing(page, 'fieldset button[aria-pressed]')).toEqual([]);
    await expectRowOnScreen(weekDays, 390);
  });
});
