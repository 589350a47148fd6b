import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../forms/use-checked-form.ts';
import { Button } from '../ui/button.tsx';
import { type DonationOutcome, donationOutcome } from './donation-result.tsx';
import styles from './donations.module.css';

export interface DonationCardFormProps {
  /** The amount as the language writes it, for the pay button. */
  price: string;
  isMonthly: boolean;
  /** Where a bank's own page (3-D Secure) sends the donor back (donation-return.ts reads it there). */
  returnUrl: string;
  onOutcome: (outcome: DonationOutcome) => void;
  onCancel: () => void;
}

/**
 * Stripe's card form and the give button, inside Elements. A refused card is said under the form
 * in Stripe's own words and may be corrected; anything else ends in an outcome.
 */
export function DonationCardForm({ price, isMonthly, returnUrl, onOutcome, onCancel }: DonationCardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [isReady, setIsReady] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  // The card's fields live in Stripe's frame: the form holds no values of its own.
  const form = useCheckedForm<Record<string, never>>({}, () => ({}));

  const give = form.handleSubmit(async () => {
    if (!stripe || !elements) return;
    setCardError(null);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (error?.type === 'card_error' || error?.type === 'validation_error') {
        setCardError(error.message ?? t('donations.payment.failed'));
        return;
      }
      onOutcome(donationOutcome(error ? error.payment_intent?.status : paymentIntent?.status));
    } catch {
      onOutcome('failed');
    }
  });

  return (
    <form className={styles.body} onSubmit={give} noValidate>
      <div className={styles.element}>
        <PaymentElement onReady={() => setIsReady(true)} onLoadError={() => onOutcome('failed')} />
      </div>
      {cardError && (
        <p role="alert" className={styles.error}>
          {cardError}
        </p>
      )}
      <p className={styles.note}>{t('donations.payment.secureNote')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('donations.options.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!isReady}
          isLoading={form.formState.isSubmitting}
          loadingLabel={t('donations.payment.paying')}
        >
          {t(isMonthly ? 'donations.payment.giveMonthly' : 'donations.payment.giveOnce', { price })}
        </Button>
      </div>
    </form>
  );
}
