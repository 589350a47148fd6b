import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './challenges-coming-page.module.css';

/** Every challenge screen until the challenges arrive (spec 3): what they will be, and the way back to the plan. */
export function ChallengesComingPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
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
      <h1 className={styles.title}>{t('challenges.comingTitle')}</h1>
      <p className={styles.text}>{t('challenges.comingText')}</p>
      <ButtonLink className={styles.action} to={paths.plan}>
        {t('challenges.goToPlan')}
      </ButtonLink>
    </main>
  );
}
