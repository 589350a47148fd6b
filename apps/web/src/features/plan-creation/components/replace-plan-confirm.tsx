import type { TFunction } from 'i18next';
import { Button } from '../../../components/ui/button.tsx';
import { modals } from '../../../lib/modals/modals.ts';
import styles from './plan-form.module.css';

export const REPLACE_PLAN_MODAL_ID = 'plan-creation-confirm-replace';

/**
 * Asks before a new plan takes the place of one with read days, naming how many would be lost.
 * Resolves true to replace, false to keep (the buttons, Escape, the backdrop or Back). It resolves
 * once the modal's history entry is gone, so a navigation made next is not undone by it.
 */
export function confirmReplacePlan(t: TFunction, readDays: number): Promise<boolean> {
  return new Promise((resolve) => {
    let isConfirmed = false;
    modals.open({
      id: REPLACE_PLAN_MODAL_ID,
      title: t('plan-creation.replaceConfirm.title'),
      render: (close) => (
        <div className={styles.modalBody}>
          <p>{t('plan-creation.replaceConfirm.body', { count: readDays })}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              {t('plan-creation.replaceConfirm.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                isConfirmed = true;
                close();
              }}
            >
              {t('plan-creation.replaceConfirm.confirm')}
            </Button>
          </div>
        </div>
      ),
      onClose: () => {
        const settle = () => resolve(isConfirmed);
        // Closed by a button: the store has called history.back(), which lands later.
        const isBackPending = (window.history.state as { modal?: string } | null)?.modal === REPLACE_PLAN_MODAL_ID;
        if (isBackPending) window.addEventListener('popstate', settle, { once: true });
        else settle();
      },
    });
  });
}
