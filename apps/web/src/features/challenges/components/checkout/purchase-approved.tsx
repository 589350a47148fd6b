import i18next from 'i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { afterModalClosed } from '../../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../../lib/modals/modals.ts';
import styles from './checkout.module.css';

const APPROVED_MODAL_ID = 'purchase-approved';

/** Spec 1 section 4: a pending store purchase was approved; the modal offers creating the first challenge. */
export function openPurchaseApproved(goToWizard: () => void): void {
  let isCreating = false;
  modals.open({
    id: APPROVED_MODAL_ID,
    title: i18next.t('challenges.checkout.approvedTitle'),
    render: (close) => (
      <div className={styles.body}>
        <p className={styles.status}>{i18next.t('challenges.checkout.approved')}</p>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              isCreating = true;
              close();
            }}
          >
            {i18next.t('challenges.checkout.createFirst')}
          </Button>
        </div>
      </div>
    ),
    onClose: () => {
      if (isCreating) afterModalClosed(APPROVED_MODAL_ID, goToWizard);
    },
  });
}
