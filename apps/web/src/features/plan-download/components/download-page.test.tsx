import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildReadingCalendar, type LocalPlanV2, storeLocalPlan } from '@bible-journey/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from '../../../components/snackbars/snackbar-host.tsx';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { PDF_BUILD_DELAY_MS } from '../hooks/use-pdf-export.ts';
import { loadPlanPdfFont } from '../plan-pdf-font.ts';
import { DownloadPage } from './download-page.tsx';

// The font is fetched from the built app in a browser; here it is read from the package.
vi.mock('../plan-pdf-font.ts', () => ({ loadPlanPdfFont: vi.fn() }));
const fontPath = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

function wholeYearPlan(): LocalPlanV2 {
  const days = buildReadingCalendar({
    planType: 2,
    quantityOfDays: 365,
    readingOrder: 'traditional',
    startDate: '2026-01-01',
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 65, chapter: 22 },
  });
  const settings = {
    blockedWeekDays: [],
    planType: 2 as const,
    chaptersPerDay: 3,
    quantityOfDays: 365,
    readingOrder: 'traditional' as const,
    trackDelays: true,
  };
  return storeLocalPlan(days, settings, null, '2026-01-01T00:00:00.000Z');
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/download', element: <DownloadPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/download'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <SnackbarHost />
    </>,
  );
  return router;
}

/** Catches what the page hands to the browser as a download, without navigating. */
function watchDownloads() {
  const blobs: Blob[] = [];
  const links: { download: string; href: string }[] = [];
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push({ download: this.download, href: this.href });
  });
  return { blobs, links, create, revoke };
}

beforeAll(async () => {
  await setupTestI18n();
  // pdf-lib loads on the first click; import it once here so a cold start doesn't count.
  await import('../build-plan-pdf.ts');
});
afterEach(() => {
  cleanup();
  for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('DownloadPage', () => {
  it('sums the plan up: range, days and dates, with a way back to the plan', () => {
    localPlan.set(wholeYearPlan());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Download your plan' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Your reading plan' });
    expect(summary.textContent).toContain('Gen 1 - Rev 22');
    expect(summary.textContent).toContain('Days of reading: 365');
    expect(summary.textContent).toContain('From January 1, 2026 to December 31, 2026');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/plan');
  });

  it('offers plan creation when the device has no plan', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'You have no reading plan yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a plan' }).getAttribute('href')).toBe('/new');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('shows the loading label for at least the build delay, then saves "Bible Journey.pdf"', async () => {
    vi.mocked(loadPlanPdfFont).mockResolvedValue(new Uint8Array(readFileSync(fontPath)).buffer);
    localPlan.set(wholeYearPlan());
    const downloads = watchDownloads();
    renderPage();

    const startedAt = performance.now();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const busy = screen.getByRole('button', { name: 'Preparing your PDF…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');

    const saved = await screen.findByText('Your plan was saved as “Bible Journey.pdf”.', {}, { timeout: 10_000 });
    expect(saved.closest('[role="status"]')).toBeTruthy();
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(PDF_BUILD_DELAY_MS - 5);
    expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(false);

    expect(downloads.links).toEqual([{ download: 'Bible Journey.pdf', href: 'blob:test/1' }]);
    const [blob] = downloads.blobs;
    expect(blob?.type).toBe('application/pdf');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(4); // 365 days + 12 month titles, 3 x 34 lines a page
    expect(pdf.getTitle()).toBe('My Bible reading plan');
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(downloads.revoke).toHaveBeenCalledWith('blob:test/1'), { timeout: 3000 });
  });

  it('shows the general error when the PDF cannot be built, and lets the person try again', async () => {
    vi.mocked(loadPlanPdfFont).mockRejectedValue(new Error('font: HTTP 503'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localPlan.set(wholeYearPlan());
    const downloads = watchDownloads();
    renderPage();

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(screen.getByRole('button', { name: 'Preparing your PDF…' })).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Something went wrong, please try again');
    const button = screen.getByRole('button', { name: 'Download PDF' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(downloads.create).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('The plan PDF could not be built', expect.any(Error));
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Preparing your PDF…' })).toBeTruthy();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(false);
  });
});
