import type { PaymentIntent } from '@stripe/stripe-js';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import styles from './donations.module.css';

/** What a donation's payment came to: paid, still with the bank, or not made (another try). */
export type DonationOutcome = 'succeeded' | 'processing' | 'failed';

/** The outcome of a payment intent's status, as Stripe.js reports it. */
export function donationOutcome(status: PaymentIntent.Status | undefined): DonationOutcome {
  if (status === 'succeeded' || status === 'processing') return status;
  return 'failed';
}

export interface DonationResultProps {
  outcome: DonationOutcome | 'unavailable';
  /** Offered after a failed payment, when the same form may be tried again. */
  onRetry?: () => void;
  onClose: () => void;
}

/** A donation's thank-you, or why it was not made. */
export function DonationResult({ outcome, onRetry, onClose }: DonationResultProps) {
  const { t } = useTranslation();
  const isThanks = outcome === 'succeeded' || outcome === 'processing';
  return (
    <div className={styles.body}>
      <p role={isThanks ? 'status' : 'alert'} className={isThanks ? styles.thanks : styles.error}>
        {t(`donations.result.${outcome}`)}
      </p>
      <div className={styles.actions}>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('donations.result.tryAgain')}
          </Button>
        )}
        <Button onClick={onClose}>{t('donations.result.done')}</Button>
      </div>
    </div>
  );
}
