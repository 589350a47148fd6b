import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from './delayed-reading-dialog.module.css';

/** The late-reading dialog's body: dismiss, or rebuild the unread days from today. */
export function DelayedReadingDialog({ onDismiss, onReplan }: { onDismiss: () => void; onReplan: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.body}>
      <p>{t('plan-checklist.late.body')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDismiss}>
          {t('plan-checklist.late.dismiss')}
        </Button>
        <Button onClick={onReplan}>{t('plan-checklist.late.replan')}</Button>
      </div>
    </div>
  );
}
