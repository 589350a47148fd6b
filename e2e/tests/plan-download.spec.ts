import { readFile } from 'node:fs/promises';
import { buildReadingCalendar, type LocalPlanV2, storeLocalPlan } from '@bible-journey/core';
import { seedDevice } from '@bible-journey/test-support/device';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { documentLanguage, embeddedFontNames, pageTexts } from '../support/pdf.ts';
import { expect, test } from '../support/suite.ts';

test.use({ locale: 'en-US' });

/** A whole-Bible plan over the 365 days of 2026, made on the device without an account. */
function yearPlan(): LocalPlanV2 {
  const days = buildReadingCalendar({
    planType: 2,
    quantityOfDays: 365,
    readingOrder: 'traditional',
    startDate: '2026-01-01',
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 65, chapter: 22 },
  }).map((day, index) => ({ ...day, read: index < 20 }));
  const settings = {
    blockedWeekDays: [],
    planType: 2 as const,
    chaptersPerDay: 4,
    quantityOfDays: 365,
    readingOrder: 'traditional' as const,
    trackDelays: false,
  };
  return storeLocalPlan(days, settings, null, new Date().toISOString());
}

/** Spec 2 section 9: a line per day plus a title per month, three columns of 34 lines a page. */
function expectedPages(plan: LocalPlanV2): number {
  const months = new Set(plan.planv2.map((day) => day.date.slice(0, 7)));
  return Math.ceil((plan.planv2.length + months.size) / (3 * 34));
}

/**
 * Clicks the button and returns the saved file parsed. (The loading label's one second is checked
 * by the component test: on a loaded machine it can be over before a first look here.)
 */
async function downloadPdf(page: Page, button: string, path: string) {
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      console.log(`[page ${message.type()}]`, message.text());
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Bible Journey.pdf');
  await download.saveAs(path);
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return PDFDocument.load(bytes);
}

// The page's summary and Back link, the saved snackbar (download-page.test.tsx), and the PDF's four
// A4 pages of 3 x 34 lines, its title and month titles (download-page.test.tsx, build-plan-pdf.test.ts)
// are proven below the browser.
test('an anonymous plan downloads as "Bible Journey.pdf"', async ({ page }, testInfo) => {
  await seedDevice(page, { planv2: yearPlan() });
  await page.goto('/download');

  await expect(page.getByRole('heading', { level: 1, name: 'Download your plan' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/download');

  await downloadPdf(page, 'Download PDF', testInfo.outputPath('plan.pdf'));
});

test('in Polish the PDF embeds DejaVu Sans and keeps the Polish letters', async ({ page }, testInfo) => {
  const plan = yearPlan();
  await seedDevice(page, { planv2: plan });
  // The interface language is kept as plain text under "language" (src/lib/language.ts).
  await page.addInitScript(() => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
    localStorage.setItem('language', 'pl');
  });
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Pobierz swój plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Twój plan czytania' })).toContainText('Dni czytania: 365');

  const doc = await downloadPdf(page, 'Pobierz PDF', testInfo.outputPath('plan-pl.pdf'));
  await expect(page.getByText('Plan został zapisany jako „Bible Journey.pdf”.')).toBeVisible({ timeout: 15_000 });

  expect(doc.getPageCount()).toBe(expectedPages(plan));
  expect(documentLanguage(doc)).toBe('pl');
  expect(embeddedFontNames(doc).some((name) => name.includes('DejaVu'))).toBe(true);
  const texts = pageTexts(doc).flat();
  expect(texts).toContain('Mój plan czytania Biblii');
  expect(texts).toContain('Przeczytane');
  // The month titles come from the browser's Intl in Polish: "Styczeń 2026" … "Grudzień 2026".
  const monthTitles = texts.filter((text) => /^\p{Lu}\p{Ll}+ 2026$/u.test(text));
  expect(monthTitles).toHaveLength(12);
  expect(monthTitles.some((title) => /^Stycze[ńn]/.test(title))).toBe(true);
  expect(monthTitles.some((title) => /[ąćęłńóśźż]/.test(title))).toBe(true);
  expect(texts.join(' ')).not.toContain('?');
});
