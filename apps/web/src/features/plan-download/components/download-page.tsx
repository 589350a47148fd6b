import { type CalendarDay, formatReadingRange, type Language } from '@bible-journey/core';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { FALLBACK_LANGUAGE, isLanguage } from '../../../lib/language.ts';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { usePdfExport } from '../hooks/use-pdf-export.ts';
import styles from './download-page.module.css';

/**
 * /download: the plan in one glance and its PDF. It reads the device's plan: for someone signed
 * in, the checklist keeps that copy in step with the server's.
 */
export function DownloadPage() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const plan = useSyncExternalStore(localPlan.subscribe, localPlan.get);
  const days = plan?.planv2 ?? [];

  return (
    <Page title={t('plan-download.title')} backTo={paths.plan}>
      {days.length > 0 ? <PlanDownload days={days} language={language} /> : <NoPlan />}
    </Page>
  );
}

function PlanDownload({ days, language }: { days: readonly CalendarDay[]; language: Language }) {
  const { t } = useTranslation();
  const { isBuilding, handleDownload } = usePdfExport(days, language);
  const headingId = useId();
  const first = days[0] as CalendarDay;
  const last = days[days.length - 1] as CalendarDay;
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const asDate = (iso: string) => new Date(`${iso}T12:00:00Z`);

  return (
    <>
      <section className={styles.summary} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t('plan-download.summaryHeading')}
        </h2>
        <p className={styles.range}>{formatReadingRange(first.readingStart, last.readingEnd, language)}</p>
        <p>{t('plan-download.days', { days: days.length })}</p>
        <p>
          {t('plan-download.dates', { start: dates.format(asDate(first.date)), end: dates.format(asDate(last.date)) })}
        </p>
      </section>
      <p className={styles.intro}>{t('plan-download.intro')}</p>
      <Button
        className={styles.download}
        isLoading={isBuilding}
        loadingLabel={t('plan-download.building')}
        onClick={() => void handleDownload()}
      >
        {t('plan-download.download')}
      </Button>
    </>
  );
}

function NoPlan() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <svg className={styles.illustration} viewBox="0 0 64 48" width="96" height="72" aria-hidden="true">
        <path
          d="M32 10c-6-5-16-6-26-4v36c10-2 20-1 26 4 6-5 16-6 26-4V6c-10-2-20-1-26 4zm0 0v36"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className={styles.heading}>{t('plan-download.empty.title')}</h2>
      <p>{t('plan-download.empty.body')}</p>
      <ButtonLink className={styles.action} to={paths.newPlan}>
        {t('plan-download.empty.action')}
      </ButtonLink>
    </div>
  );
}
