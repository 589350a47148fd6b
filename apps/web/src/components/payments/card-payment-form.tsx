import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntent } from '@stripe/stripe-js';
import { useState } from 'react';
import { useCheckedForm } from '../forms/use-checked-form.ts';
import { Button } from '../ui/button.tsx';
import styles from './card-payment-form.module.css';

export interface CardPaymentFormProps {
  /** Where a bank's own page (3-D Secure) sends the person back. */
  returnUrl: string;
  /** What the payment came to: the intent's status, or 'failed' when Stripe could not be asked. */
  onSettled: (status: PaymentIntent.Status | undefined | 'failed') => void;
  onCancel: () => void;
  words: { pay: string; paying: string; cancel: string; secureNote: string; refused: string };
}

/**
 * Stripe's card form and the pay button, inside Elements (the card checkout and donations). A
 * refused card is said under the form in Stripe's own words and may be corrected; anything else
 * settles the payment.
 */
export function CardPaymentForm({ returnUrl, onSettled, onCancel, words }: CardPaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [isReady, setIsReady] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  // The card's fields live in Stripe's frame: the form holds no values of its own.
  const form = useCheckedForm<Record<string, never>>({}, () => ({}));

  const pay = form.handleSubmit(async () => {
    if (!stripe || !elements) return;
    setCardError(null);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (error?.type === 'card_error' || error?.type === 'validation_error') {
        setCardError(error.message ?? words.refused);
        return;
      }
      onSettled(error ? error.payment_intent?.status : paymentIntent?.status);
    } catch {
      onSettled('failed');
    }
  });

  return (
    <form className={styles.body} onSubmit={pay} noValidate>
      <div className={styles.element}>
        <PaymentElement onReady={() => setIsReady(true)} onLoadError={() => onSettled('failed')} />
      </div>
      {cardError && (
        <p role="alert" className={styles.error}>
          {cardError}
        </p>
      )}
      <p className={styles.note}>{words.secureNote}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {words.cancel}
        </Button>
        <Button type="submit" disabled={!isReady} isLoading={form.formState.isSubmitting} loadingLabel={words.paying}>
          {words.pay}
        </Button>
      </div>
    </form>
  );
}
