import { isPurchaseConfirmed, type PremiumLike, type PremiumType } from '@bible-journey/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { premiumQueryOptions } from '../../../../lib/premium.ts';
import { useSessionToken } from '../../../../lib/use-session-token.ts';
import styles from './checkout.module.css';
import type { PaymentOutcome } from './payment-outcome.ts';

/** Spec 1 section 9: after a purchase, the success message stays 3 s before the wizard opens. */
export const POST_PURCHASE_REDIRECT_MS = 3000;
/** How often the premium access is asked for while Stripe's event is on its way. */
export const PREMIUM_POLL_MS = 2000;
/** Paid, but no premium after this long: the purchase is pending (spec 1 section 8). */
export const PREMIUM_WAIT_MS = 60_000;

interface PaymentResultProps {
  outcome: PaymentOutcome;
  kind: PremiumType;
  /** The premium access before the payment: a one-time purchase is confirmed by a higher count. */
  before: PremiumLike | null;
  /** Premium is confirmed and the success message was shown: go create the challenge. */
  onConfirmed: () => void;
  /** Back to the card form (after an unsuccessful payment). */
  onRetry?: () => void;
  onClose: () => void;
}

/**
 * What a card payment came to (spec 1 sections 4 and 8). A paid or processing payment waits for
 * the premium access: only Stripe's verified event grants it (decision 0014), a moment later.
 */
export function PaymentResult({ outcome, kind, before, onConfirmed, onRetry, onClose }: PaymentResultProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const isWaiting = outcome === 'succeeded' || outcome === 'processing';
  const [hasWaitedTooLong, setHasWaitedTooLong] = useState(false);
  const premium = useQuery({
    ...premiumQueryOptions(token ?? ''),
    enabled: isWaiting && token !== null,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      isPurchaseConfirmed(kind, before, query.state.data) || hasWaitedTooLong ? false : PREMIUM_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const isConfirmed = isWaiting && isPurchaseConfirmed(kind, before, premium.data);

  useEffect(() => {
    if (!isWaiting || isConfirmed) return;
    const timer = setTimeout(() => setHasWaitedTooLong(true), PREMIUM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [isWaiting, isConfirmed]);

  useEffect(() => {
    if (!isConfirmed) return;
    const timer = setTimeout(onConfirmed, POST_PURCHASE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isConfirmed, onConfirmed]);

  if (isConfirmed) {
    return (
      <div className={styles.body}>
        <p role="status" className={styles.success}>
          {t('challenges.checkout.success')}
        </p>
      </div>
    );
  }
  if (isWaiting && !hasWaitedTooLong) {
    return (
      <div className={styles.body}>
        <p role="status" className={styles.status}>
          {outcome === 'processing' ? t('challenges.checkout.processing') : t('challenges.checkout.verifying')}
        </p>
      </div>
    );
  }
  const message = isWaiting
    ? t('challenges.checkout.pending')
    : outcome === 'unsuccessful'
      ? t('challenges.checkout.unsuccessful')
      : t('challenges.checkout.failed');
  return (
    <div className={styles.body}>
      <p role={isWaiting ? 'status' : 'alert'} className={isWaiting ? styles.status : styles.error}>
        {message}
      </p>
      {isWaiting && <p className={styles.note}>{t('challenges.checkout.pendingNote')}</p>}
      <div className={styles.actions}>
        {!isWaiting && onRetry && <Button onClick={onRetry}>{t('challenges.checkout.tryAgain')}</Button>}
        <Button variant={!isWaiting && onRetry ? 'secondary' : 'primary'} onClick={onClose}>
          {t('challenges.checkout.ok')}
        </Button>
      </div>
    </div>
  );
}
