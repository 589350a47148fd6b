// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BuildInput, buildReadingCalendar, type CalendarDay, LANGUAGES } from '@bible-journey/core';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPlanPdf, PLAN_PDF_FILE_NAME } from './build-plan-pdf.ts';

const fontBytes = readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const labels = { read: 'Read' };

function plan(input: Partial<BuildInput>): CalendarDay[] {
  return buildReadingCalendar({
    planType: 2,
    readingOrder: 'traditional',
    startDate: '2026-01-01',
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 65, chapter: 22 },
    ...input,
  });
}

const wholeBible = plan({ quantityOfDays: 365 }).map((day, index) => ({ ...day, read: index < 40 }));
const threeDays = plan({ quantityOfDays: 3, endReading: { bookIndex: 0, chapter: 9 } });
const oneDay = plan({ quantityOfDays: 1, startDate: '2026-03-31', endReading: { bookIndex: 0, chapter: 2 } });

/** The rule, written apart from the builder: a line per day plus a title per month, 3 x 34 per page. */
function expectedPages(days: CalendarDay[]): number {
  const months = new Set(days.map((day) => day.date.slice(0, 7)));
  return Math.ceil((days.length + months.size) / (3 * 34));
}

function decode(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** The strings drawn on each page, read back through the font's ToUnicode map. */
function pageTexts(doc: PDFDocument): string[][] {
  const toUnicode = new Map<string, string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const text = decode(object);
    if (!text.includes('beginbfchar')) continue;
    for (const [, glyph = '', unicode = ''] of text.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
      toUnicode.set(
        glyph.toLowerCase(),
        String.fromCharCode(...(unicode.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16))),
      );
    }
  }
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const ops = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map(decode)
      .join('\n');
    return [...ops.matchAll(/<([0-9a-f]*)> Tj/gi)].map(([, hex = '']) =>
      (hex.toLowerCase().match(/.{4}/g) ?? []).map((glyph) => toUnicode.get(glyph) ?? '?').join(''),
    );
  });
}

describe('buildPlanPdf', () => {
  it('lays a 365-day plan on A4 pages of 3 x 34 lines', async () => {
    const doc = await PDFDocument.load(
      await buildPlanPdf(wholeBible, { language: 'en', title: 'Bible Journey', fontBytes, labels }),
    );
    expect(expectedPages(wholeBible)).toBe(4); // 365 days + 12 month titles = 377 lines
    expect(doc.getPageCount()).toBe(4);
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 2);
      expect(page.getHeight()).toBeCloseTo(841.89, 2);
    }
    expect(doc.getTitle()).toBe('Bible Journey');
    expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toContain('en');
  });

  it('writes the header, month titles, days and page numbers', async () => {
    const doc = await PDFDocument.load(
      await buildPlanPdf(wholeBible, { language: 'en', title: 'Bible Journey', fontBytes, labels }),
    );
    const pages = pageTexts(doc);
    const [first = [], , , last = []] = pages;
    expect(first.slice(0, 3)).toEqual(['Bible Journey', 'Gen 1 - Rev 22', 'Read']);
    expect(first).toContain('1 / 4');
    expect(last).toContain('4 / 4');
    expect(first).toContain('January 2026');
    expect(first).toContain('1 Thu');
    expect(pages.flat()).toContain('December 2026');
    expect(pages.flat().filter((text) => /^[A-Z][a-z]+ 2026$/.test(text))).toHaveLength(12);
    expect(last).toContain('31 Thu');
    // Every line fits in its column, so no range is cut at this size.
    expect(pages.flat().some((text) => text.endsWith('…'))).toBe(false);
  });

  it('writes Polish text with its own letters, month and week-day names', async () => {
    const doc = await PDFDocument.load(
      await buildPlanPdf(threeDays, {
        language: 'pl',
        title: 'Plan czytania — Księga Rodzaju',
        fontBytes,
        labels: { read: 'Przeczytane' },
      }),
    );
    const [page = []] = pageTexts(doc);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Plan czytania — Księga Rodzaju');
    expect(page).toContain('Plan czytania — Księga Rodzaju');
    expect(page).toContain('Przeczytane');
    expect(page.some((text) => /^Stycze[nń] 2026$/i.test(text) || /^stycznia 2026$/i.test(text))).toBe(true);
    expect(page).toContain('1 czw.');
  });

  it('embeds the font as a TrueType subset', async () => {
    const bytes = await buildPlanPdf(oneDay, {
      language: 'pt',
      title: 'Jornada Bíblica',
      fontBytes,
      labels: { read: 'Lido' },
    });
    const doc = await PDFDocument.load(bytes);
    const objects = doc.context.enumerateIndirectObjects().map(([, object]) => object.toString());
    expect(objects.some((text) => text.includes('/FontFile2'))).toBe(true);
    expect(objects.some((text) => text.includes('/BaseFont /DejaVuSans'))).toBe(true);
    // Only the glyphs used are kept: far below the 740 KB font.
    expect(bytes.length).toBeLessThan(50_000);
    const [page = []] = pageTexts(doc);
    expect(page).toContain('Março de 2026');
    expect(page).toContain('31 ter.');
    expect(page).toContain('Gn 1-2');
  });

  it.each([
    ['one day', oneDay],
    ['three days', threeDays],
    ['a whole year', wholeBible],
  ])('gives %s the page count of the rule', async (_name, days) => {
    const doc = await PDFDocument.load(await buildPlanPdf(days, { language: 'en', title: 'T', fontBytes, labels }));
    expect(doc.getPageCount()).toBe(expectedPages(days));
  });

  it.each(LANGUAGES)('builds a PDF in %s', async (language) => {
    const bytes = await buildPlanPdf(wholeBible, {
      language,
      title: 'Plan czytania — Księga Rodzaju · Jornada Bíblica: ã õ ç á é ê í ó ú â',
      fontBytes: new Uint8Array(fontBytes).buffer,
      labels: { read: 'Dibaca' },
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(expectedPages(wholeBible));
    expect(pageTexts(doc).flat().join(' ')).not.toContain('?');
  });

  it('cuts a title wider than the page with an ellipsis', async () => {
    const doc = await PDFDocument.load(
      await buildPlanPdf(oneDay, { language: 'en', title: 'Journey '.repeat(40), fontBytes, labels }),
    );
    const [page = []] = pageTexts(doc);
    expect(page[0]).toMatch(/^Journey .*…$/);
    expect(page[0]?.length).toBeLessThan(120);
  });

  it('refuses a plan with no days', async () => {
    await expect(buildPlanPdf([], { language: 'en', title: 'T', fontBytes, labels })).rejects.toThrow(/no days/);
  });

  it('names the file Bible Journey.pdf', () => {
    expect(PLAN_PDF_FILE_NAME).toBe('Bible Journey.pdf');
  });
});
