import type { PremiumLike, PremiumType } from '@bible-journey/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stripeFor } from '../../../../lib/stripe-js.ts';
import styles from './checkout.module.css';
import { type PaymentOutcome, paymentOutcome } from './payment-outcome.ts';
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
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);

  useEffect(() => {
    let isCurrent = true;
    stripeFor(publishableKey)
      .then((stripe) => (stripe ? stripe.retrievePaymentIntent(clientSecret) : null))
      .then((answer) => {
        if (isCurrent) setOutcome(paymentOutcome(answer?.paymentIntent?.status));
      })
      .catch(() => {
        if (isCurrent) setOutcome('failed');
      });
    return () => {
      isCurrent = false;
    };
  }, [clientSecret, publishableKey]);

  if (outcome === null) {
    return (
      <p role="status" className={styles.status}>
        {t('challenges.checkout.verifying')}
      </p>
    );
  }
  return <PaymentResult outcome={outcome} kind={kind} before={before} onConfirmed={onConfirmed} onClose={close} />;
}
