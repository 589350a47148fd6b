import { type CalendarDay, formatReadingRange, groupDaysByMonth, type Language } from '@bible-journey/core';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/** The name the download screen saves the file under. */
export const PLAN_PDF_FILE_NAME = 'Bible Journey.pdf';

export interface PlanPdfOptions {
  language: Language;
  /** Shown in the page header and stored as the document title. */
  title: string;
  /** A full TrueType font (DejaVu Sans): WOFF fonts lose glyphs in pdf-lib. */
  fontBytes: ArrayBuffer | Uint8Array;
  labels: { read: string };
}

export const PAGE_SIZE: readonly [number, number] = [595.28, 841.89];
export const COLUMNS_PER_PAGE = 3;
export const LINES_PER_COLUMN = 34;

const [PAGE_WIDTH, PAGE_HEIGHT] = PAGE_SIZE;
const MARGIN = 36;
const COLUMN_GAP = 14;
const COLUMN_WIDTH = (PAGE_WIDTH - 2 * MARGIN - (COLUMNS_PER_PAGE - 1) * COLUMN_GAP) / COLUMNS_PER_PAGE;
const HEADER_HEIGHT = 52;
const FOOTER_HEIGHT = 30;
const COLUMN_TOP = PAGE_HEIGHT - MARGIN - HEADER_HEIGHT;
const LINE_HEIGHT = (COLUMN_TOP - MARGIN - FOOTER_HEIGHT) / LINES_PER_COLUMN;

const TITLE_SIZE = 15;
const SUBTITLE_SIZE = 10;
const MONTH_SIZE = 11;
const DAY_SIZE = 9;
const FOOTER_SIZE = 8;
const BOX_SIZE = 8;
const BOX_GAP = 5;
const TEXT_GAP = 6;

const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.42, 0.42, 0.42);
const ACCENT = rgb(0.2, 0.33, 0.55);
const WHITE = rgb(1, 1, 1);

type Line = { kind: 'month'; text: string } | { kind: 'day'; date: string; range: string; read: boolean };

/**
 * The plan as a printable A4 checklist: three columns of 34 lines per page, each month opened by
 * a "Month Year" line, one line per day (checkbox, date, reading). Every word comes from the
 * options or from Intl in the plan's language.
 */
export async function buildPlanPdf(days: CalendarDay[], options: PlanPdfOptions): Promise<Uint8Array> {
  if (days.length === 0) throw new Error('buildPlanPdf: the plan has no days to export');
  const { language, title, labels } = options;
  const months = groupDaysByMonth(days);
  const sorted = months.flatMap((month) => month.days);
  const first = sorted[0] as CalendarDay;
  const last = sorted[sorted.length - 1] as CalendarDay;
  const subtitle = formatReadingRange(first.readingStart, last.readingEnd, language);

  const monthTitle = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const lines: Line[] = months.flatMap(({ year, month, days: monthDays }): Line[] => [
    { kind: 'month', text: capitalize(monthTitle.format(utcDate(year, month, 1)), language) },
    ...monthDays.map((day): Line => {
      const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
      return {
        kind: 'day',
        date: `${d} ${weekday.format(utcDate(y, m, d))}`,
        range: formatReadingRange(day.readingStart, day.readingEnd, language),
        read: day.read,
      };
    }),
  ]);

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(options.fontBytes, { subset: true });
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setLanguage(language);
  pdf.setSubject(subtitle);

  const dateWidth = Math.max(
    ...lines.map((line) => (line.kind === 'day' ? font.widthOfTextAtSize(line.date, DAY_SIZE) : 0)),
  );
  const linesPerPage = COLUMNS_PER_PAGE * LINES_PER_COLUMN;
  const pageCount = Math.ceil(lines.length / linesPerPage);

  for (let pageIndex = 0; pageIndex < pageCount; pageIndex++) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    drawHeader(page, font, title, subtitle, labels.read);
    drawText(page, font, `${pageIndex + 1} / ${pageCount}`, FOOTER_SIZE, MUTED, {
      x: PAGE_WIDTH / 2,
      y: MARGIN,
      maxWidth: PAGE_WIDTH,
      center: true,
    });
    const pageLines = lines.slice(pageIndex * linesPerPage, (pageIndex + 1) * linesPerPage);
    pageLines.forEach((line, index) => {
      const column = Math.floor(index / LINES_PER_COLUMN);
      const row = index % LINES_PER_COLUMN;
      const x = MARGIN + column * (COLUMN_WIDTH + COLUMN_GAP);
      const baseline = COLUMN_TOP - (row + 1) * LINE_HEIGHT + LINE_HEIGHT * 0.3;
      if (line.kind === 'month') {
        drawText(page, font, line.text, MONTH_SIZE, ACCENT, { x, y: baseline, maxWidth: COLUMN_WIDTH });
        return;
      }
      drawCheckbox(page, x, baseline - 1, line.read);
      const dateX = x + BOX_SIZE + BOX_GAP;
      drawText(page, font, line.date, DAY_SIZE, MUTED, { x: dateX, y: baseline, maxWidth: dateWidth });
      const rangeX = dateX + dateWidth + TEXT_GAP;
      drawText(page, font, line.range, DAY_SIZE, INK, { x: rangeX, y: baseline, maxWidth: x + COLUMN_WIDTH - rangeX });
    });
  }
  return pdf.save();
}

function drawHeader(page: PDFPage, font: PDFFont, title: string, subtitle: string, readLabel: string) {
  const top = PAGE_HEIGHT - MARGIN;
  const legendWidth = BOX_SIZE + BOX_GAP + font.widthOfTextAtSize(readLabel, SUBTITLE_SIZE);
  const textWidth = PAGE_WIDTH - 2 * MARGIN - legendWidth - COLUMN_GAP;
  drawText(page, font, title, TITLE_SIZE, INK, { x: MARGIN, y: top - TITLE_SIZE, maxWidth: textWidth });
  const subtitleY = top - TITLE_SIZE - 8 - SUBTITLE_SIZE;
  drawText(page, font, subtitle, SUBTITLE_SIZE, MUTED, { x: MARGIN, y: subtitleY, maxWidth: textWidth });
  // Legend: what a filled box means, in the caller's words.
  const legendX = PAGE_WIDTH - MARGIN - legendWidth;
  drawCheckbox(page, legendX, subtitleY - 1, true);
  drawText(page, font, readLabel, SUBTITLE_SIZE, MUTED, {
    x: legendX + BOX_SIZE + BOX_GAP,
    y: subtitleY,
    maxWidth: legendWidth,
  });
  const ruleY = top - HEADER_HEIGHT + 10;
  page.drawLine({
    start: { x: MARGIN, y: ruleY },
    end: { x: PAGE_WIDTH - MARGIN, y: ruleY },
    thickness: 0.5,
    color: MUTED,
  });
}

function drawCheckbox(page: PDFPage, x: number, y: number, checked: boolean) {
  page.drawRectangle({
    x,
    y,
    width: BOX_SIZE,
    height: BOX_SIZE,
    borderColor: INK,
    borderWidth: 0.7,
    color: checked ? INK : undefined,
  });
  if (!checked) return;
  const tick = { thickness: 1.1, color: WHITE };
  page.drawLine({ start: { x: x + 1.6, y: y + 4.2 }, end: { x: x + 3.4, y: y + 2 }, ...tick });
  page.drawLine({ start: { x: x + 3.4, y: y + 2 }, end: { x: x + 6.6, y: y + 6.4 }, ...tick });
}

interface TextPlacement {
  x: number;
  y: number;
  maxWidth: number;
  center?: boolean;
}

function drawText(
  page: PDFPage,
  font: PDFFont,
  text: string,
  size: number,
  color: ReturnType<typeof rgb>,
  { x, y, maxWidth, center }: TextPlacement,
) {
  const fitted = fitText(font, text, size, maxWidth);
  if (!fitted) return;
  const width = font.widthOfTextAtSize(fitted, size);
  page.drawText(fitted, { x: center ? x - width / 2 : x, y, size, font, color });
}

/** The text, cut and ended with "…" when wider than `maxWidth`. */
export function fitText(font: PDFFont, text: string, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = `${chars.slice(0, mid).join('').trimEnd()}…`;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : `${chars.slice(0, low).join('').trimEnd()}…`;
}

// Noon UTC of a calendar date, formatted with timeZone 'UTC', so no offset can shift the day.
function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day, 12));
}

function capitalize(text: string, language: Language): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
