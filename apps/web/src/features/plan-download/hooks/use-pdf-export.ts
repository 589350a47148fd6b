import type { CalendarDay, Language } from '@bible-journey/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { saveFile } from '../lib/save-file.ts';

/** Spec 2 section 9: the PDF takes at least this long, so the loading label is read, not flashed. */
export const PDF_BUILD_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Builds the plan's PDF and saves it: pdf-lib and the 740 KB font load only now, never with the
 * screen. Success and failure end in a snackbar (spec 2 sections 4 and 8).
 */
export function usePdfExport(days: readonly CalendarDay[], language: Language) {
  const { t } = useTranslation();
  const [isBuilding, setIsBuilding] = useState(false);

  const handleDownload = async () => {
    setIsBuilding(true);
    try {
      const labels = { title: t('plan-download.pdf.title'), read: t('plan-download.pdf.read') };
      const [[bytes, fileName]] = await Promise.all([buildPdf([...days], language, labels), wait(PDF_BUILD_DELAY_MS)]);
      saveFile(bytes, fileName, 'application/pdf');
      snackbars.show({ message: t('plan-download.saved', { fileName }), severity: 'success' });
    } catch (error) {
      console.warn('The plan PDF could not be built', error);
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
    } finally {
      setIsBuilding(false);
    }
  };

  return { isBuilding, handleDownload };
}

async function buildPdf(
  days: CalendarDay[],
  language: Language,
  labels: { title: string; read: string },
): Promise<[Uint8Array<ArrayBuffer>, string]> {
  const [{ buildPlanPdf, PLAN_PDF_FILE_NAME }, { loadPlanPdfFont }] = await Promise.all([
    import('../build-plan-pdf.ts'),
    import('../plan-pdf-font.ts'),
  ]);
  const bytes = await buildPlanPdf(days, {
    language,
    title: labels.title,
    fontBytes: await loadPlanPdfFont(),
    labels: { read: labels.read },
  });
  return [new Uint8Array(bytes), PLAN_PDF_FILE_NAME];
}
