import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { paths } from '../../config/paths.ts';
import styles from './not-found-page.module.css';

/** "We couldn't find this page": possible reasons and what to do (spec 1 section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <svg className={styles.illustration} viewBox="0 0 120 80" aria-hidden="true">
        <path
          d="M10 20c16-6 30-6 50 2 20-8 34-8 50-2v48c-16-6-30-6-50 2-20-8-34-8-50-2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M60 22v48" stroke="currentColor" strokeWidth="3" />
        <path d="M80 36l12 12m0-12L80 48" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p>{t('notFound.reasonsIntro')}</p>
      <ul>
        <li>{t('notFound.reasonTyped')}</li>
        <li>{t('notFound.reasonMoved')}</li>
        <li>{t('notFound.reasonOldVersion')}</li>
      </ul>
      <p>{t('notFound.suggestion')}</p>
      <ButtonLink className={styles.action} to={paths.home}>
        {t('notFound.goHome')}
      </ButtonLink>
    </main>
  );
}
