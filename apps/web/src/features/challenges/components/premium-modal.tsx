import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { afterModalClosed } from '../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../lib/modals/modals.ts';
import styles from './common/common.module.css';

const PREMIUM_MODAL_ID = 'challenge-premium-needed';

function PremiumNeeded({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.dialogBody}>
      <p>{t('challenges.premiumModal.text')}</p>
      <div className={styles.dialogActions}>
        <Button onClick={onOk}>{t('challenges.premiumModal.ok')}</Button>
      </div>
    </div>
  );
}

/**
 * Spec 3 section 5: creating is blocked for a one_time premium that owns as many challenges as it
 * bought, and while the premium status can't be told: 'Subscribe or buy a new challenge to be able
 * to create it', and Ok runs `goToPrices` (the landing page's #start-now) once the modal is gone.
 * Closed another way (Escape, Back), it runs only when `isLeaving` (the wizard has nothing to show).
 */
export function openPremiumModal(goToPrices: () => void, { isLeaving = false } = {}): void {
  let isOk = false;
  modals.open({
    id: PREMIUM_MODAL_ID,
    title: i18next.t('challenges.premiumModal.title'),
    render: (close) => (
      <PremiumNeeded
        onOk={() => {
          isOk = true;
          close();
        }}
      />
    ),
    onClose: () => {
      if (isOk || isLeaving) afterModalClosed(PREMIUM_MODAL_ID, goToPrices);
    },
  });
}
