import type { TFunction } from 'i18next';
import { openReportErrorModal } from '../../../components/feedback/open-feedback-modal.ts';
import { Button } from '../../../components/ui/button.tsx';
import { modals } from '../../../lib/modals/modals.ts';
import styles from './plan-form.module.css';

/**
 * Spec 2 section 8: the calendar could not be built from these choices. The person may tell us
 * (spec 2 section 2: the creation screen's report-error modal), which opens over this one.
 */
export function openExceptionModal(t: TFunction) {
  modals.open({
    id: 'plan-creation-exception',
    title: t('plan-creation.exception.title'),
    render: (close) => (
      <div className={styles.modalBody}>
        <p>{t('plan-creation.exception.subtitle')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void openReportErrorModal()}>
            {t('plan-creation.reportError')}
          </Button>
          <Button onClick={close}>{t('plan-creation.exception.button')}</Button>
        </div>
      </div>
    ),
  });
}
