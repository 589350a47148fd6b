import { lazy, type MouseEvent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { useDocumentMeta } from '../../hooks/use-document-meta.ts';
import { HOW_IT_WORKS_ID, START_NOW_ID } from './anchors.ts';
import styles from './landing.module.css';

// Below the fold: the steps, the prices and the contact load after the header (spec 3 section 2).
const LandingSections = lazy(() =>
  import('./landing-sections.tsx').then(({ LandingSections }) => ({ default: LandingSections })),
);

/**
 * /challenges/presentation: what a challenge is, how it works, the prices and how to reach us
 * (spec 3 section 2, "Landing page"). The bottom bar is hidden here (app/bottom-bar).
 */
export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentMeta({ title: t('challenges.landing.metaTitle'), description: t('challenges.landing.metaDescription') });

  // The anchor goes in the address (replacing it, so Back leaves the page); LandingSections
  // scrolls to it, also when it arrives later than the click.
  const goToSection = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    navigate({ hash: id }, { replace: true });
  };

  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <Link to={paths.plan} className={styles.back} aria-label={t('common.back')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </Link>
        <svg className={styles.illustration} viewBox="0 0 168 96" aria-hidden="true">
          <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            {/* Three readers on a path that climbs to a flag. */}
            <path d="M8 88 48 80 88 66 128 52 146 46" strokeDasharray="1 8" />
            <path d="M146 46V12l14 6-14 6" />
            <path d="M35 81.5 40 73.5 45 81.5M40 73.5v-10M34 69l6-5 6 5" />
            <circle cx="40" cy="58" r="4.5" />
            <path d="M75 69 80 61 85 69M80 61V51M74 56.5l6-5 6 5" />
            <circle cx="80" cy="45.5" r="4.5" />
            <path d="M115 55 120 47 125 55M120 47V37M114 42.5l6-5 6 5" />
            <circle cx="120" cy="31.5" r="4.5" />
          </g>
        </svg>
        <h1 className={styles.title}>{t('challenges.landing.title')}</h1>
        <p className={styles.lead}>{t('challenges.landing.text')}</p>
        <div className={styles.heroActions}>
          <a
            href={`#${START_NOW_ID}`}
            className={styles.startNow}
            onClick={(event) => goToSection(event, START_NOW_ID)}
          >
            {t('challenges.landing.startNow')}
          </a>
          <a
            href={`#${HOW_IT_WORKS_ID}`}
            className={styles.more}
            onClick={(event) => goToSection(event, HOW_IT_WORKS_ID)}
          >
            {t('challenges.landing.more')}
          </a>
          {/* Someone who came to join a group with the code its leader gave (issue 23). */}
          <Link to={paths.joinByCode} className={styles.more}>
            {t('challenges.joinCode.toggle')}
          </Link>
        </div>
      </header>
      <Suspense
        fallback={
          <div role="status" className={styles.placeholder}>
            <span className={styles.visuallyHidden}>{t('challenges.landing.loading')}</span>
          </div>
        }
      >
        <LandingSections />
      </Suspense>
    </main>
  );
}
