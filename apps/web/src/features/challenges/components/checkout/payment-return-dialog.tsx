import type { PremiumLike, PremiumType } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { useReturnedIntent } from '../../../../lib/use-returned-intent.ts';
import styles from './checkout.module.css';
import { paymentOutcome } from './payment-outcome.ts';
import { PaymentResult } from './payment-result.tsx';

interface PaymentReturnDialogProps {
  clientSecret: string;
  publishableKey: string;
  kind: PremiumType;
  before: PremiumLike | null;
  close: () => void;
  onConfirmed: () => void;
}

/** Asks Stripe what became of a payment the person's bank sent them back from, and says it. */
export function PaymentReturnDialog({
  clientSecret,
  publishableKey,
  kind,
  before,
  close,
  onConfirmed,
}: PaymentReturnDialogProps) {
  const { t } = useTranslation();
  const answer = useReturnedIntent(publishableKey, clientSecret);

  if (answer === null) {
    return (
      <p role="status" className={styles.status}>
        {t('challenges.checkout.verifying')}
      </p>
    );
  }
  return (
    <PaymentResult
      outcome={paymentOutcome(answer.status)}
      kind={kind}
      before={before}
      onConfirmed={onConfirmed}
      onClose={close}
    />
  );
}
