import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnedIntent } from '../../lib/use-returned-intent.ts';
import { DonationResult, donationOutcome } from './donation-result.tsx';
import { updateDonationState } from './donation-state.ts';
import styles from './donations.module.css';

export interface DonationReturnDialogProps {
  clientSecret: string;
  publishableKey: string;
  close: () => void;
  onSucceeded: () => void;
}

/** Asks Stripe what became of a donation the donor's bank sent them back from, and says it. */
export function DonationReturnDialog({ clientSecret, publishableKey, close, onSucceeded }: DonationReturnDialogProps) {
  const { t } = useTranslation();
  const answer = useReturnedIntent(publishableKey, clientSecret);
  const outcome = answer && donationOutcome(answer.status);

  // biome-ignore lint/correctness/useExhaustiveDependencies: kept once per payment; onSucceeded is the opener's.
  useEffect(() => {
    if (outcome !== 'succeeded') return;
    updateDonationState({ donated: true });
    onSucceeded();
  }, [outcome]);

  if (outcome === null) {
    return (
      <p role="status" className={styles.body}>
        {t('donations.payment.verifying')}
      </p>
    );
  }
  return <DonationResult outcome={outcome} onClose={close} />;
}
