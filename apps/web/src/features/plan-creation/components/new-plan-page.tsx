import { todayIso } from '@bible-journey/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openReportErrorModal } from '../../../components/feedback/open-feedback-modal.ts';
import pageStyles from '../../../components/ui/page.module.css';
import { requestPlanSync } from '../../../lib/plan/plan-sync.ts';
import styles from './new-plan.module.css';
import { openDidntFindModal } from './open-didnt-find-modal.tsx';
import formStyles from './plan-form.module.css';
import { PresetPicker } from './preset-picker.tsx';
import { WelcomeHeader } from './welcome-header.tsx';

/**
 * /new, the first screen: who we are, log in and language, then a plan in one or two taps from a
 * preset, or the whole form. Signed in, the account's plan is fetched onto the device first, so a
 * new plan over one with read days asks before replacing it.
 */
export function NewPlanPage() {
  const { t } = useTranslation();
  const [today] = useState(() => todayIso());
  useEffect(() => requestPlanSync(), []);

  return (
    <main className={pageStyles.page}>
      <WelcomeHeader />
      <h1 className={styles.title}>{t('plan-creation.title')}</h1>
      <PresetPicker today={today} />
      <div className={styles.footer}>
        <button type="button" className={formStyles.linkButton} onClick={() => void openDidntFindModal(t)}>
          {t('plan-creation.didntFind.link')}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={() => void openReportErrorModal()}>
          {t('plan-creation.reportError')}
        </button>
      </div>
    </main>
  );
}
