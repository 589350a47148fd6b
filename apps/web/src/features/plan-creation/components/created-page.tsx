import { formatReadingRange } from '@bible-journey/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';
import styles from './plan-form.module.css';

/** /created: the new plan in one sentence, and the way to it (in place of this screen: Back from the plan leaves it). */
export function CreatedPage() {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const plan = useSyncExternalStore(localPlan.subscribe, localPlan.get);
  const first = plan?.planv2[0];
  const last = plan?.planv2[plan.planv2.length - 1];
  if (!plan || !first || !last) return <Navigate to={paths.newPlan} replace />;

  return (
    <Page title={t('plan-creation.created.title')}>
      <div className={styles.created}>
        <svg className={styles.illustration} viewBox="0 0 64 48" width="96" height="72" aria-hidden="true">
          <path
            d="M32 10c-6-5-16-6-26-4v36c10-2 20-1 26 4 6-5 16-6 26-4V6c-10-2-20-1-26 4zm0 0v36"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </svg>
        <p className={styles.createdRange}>{formatReadingRange(first.readingStart, last.readingEnd, language)}</p>
        <p>{t('plan-creation.created.days', { days: plan.planv2.length })}</p>
        <Link to={paths.plan} replace className={styles.primaryLink}>
          {t('plan-creation.created.open')}
        </Link>
      </div>
    </Page>
  );
}
