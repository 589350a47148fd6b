import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { openReportErrorModal } from '../../../components/feedback/open-feedback-modal.ts';
import { Button } from '../../../components/ui/button.tsx';
import { modals } from '../../../lib/modals/modals.ts';
import styles from './went-wrong-dialog.module.css';

export const WENT_WRONG_ID = 'plan-went-wrong';

function WentWrongDialog({ onRetry, onReport }: { onRetry: () => void; onReport: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.body}>
      <p>{t('plan-checklist.wentWrong.body')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onReport}>
          {t('plan-checklist.wentWrong.report')}
        </Button>
        <Button onClick={onRetry}>{t('plan-checklist.retry')}</Button>
      </div>
    </div>
  );
}

/**
 * Spec 1: the "something went wrong" modal on /plan — an action or the page itself failed. The
 * plan on the device is untouched; the person tries again or reports it.
 */
export function openWentWrong(onRetry: () => void = () => {}): void {
  modals.open({
    id: WENT_WRONG_ID,
    title: i18next.t('plan-checklist.wentWrong.title'),
    render: (close) => (
      <WentWrongDialog
        onRetry={() => {
          close();
          onRetry();
        }}
        onReport={() => {
          close();
          void openReportErrorModal();
        }}
      />
    ),
  });
}
