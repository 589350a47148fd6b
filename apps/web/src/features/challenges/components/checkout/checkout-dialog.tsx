import type { CheckoutPrice } from '@bible-journey/contract';
import type { PremiumLike } from '@bible-journey/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../../../../components/forms/use-checked-form.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { session } from '../../../../lib/session.ts';
import { stripeFor, stripeLocale } from '../../../../lib/stripe-js.ts';
import { systemTheme, themePreference } from '../../../../lib/theme-preference.ts';
import { useUiLanguage } from '../../../../lib/use-ui-language.ts';
import { startCheckout } from '../../api/checkout.ts';
import styles from './checkout.module.css';
import { priceAmount, productTitle } from './offer-price.ts';
import { type PaymentOutcome, paymentOutcome } from './payment-outcome.ts';
import { PaymentResult } from './payment-result.tsx';
import { PURCHASE_PARAM, PURCHASES_BEFORE_PARAM } from './return-params.ts';

export interface CheckoutDialogProps {
  price: CheckoutPrice;
  publishableKey: string;
  /** The premium access before paying (PaymentResult tells a new purchase by it). */
  before: PremiumLike | null;
  close: () => void;
  /** Premium is confirmed: go create the challenge. */
  onConfirmed: () => void;
}

type Phase =
  | { name: 'starting' }
  | { name: 'unavailable' }
  | { name: 'paying'; clientSecret: string }
  | { name: 'result'; clientSecret: string; outcome: PaymentOutcome };

/** Where Stripe sends the person back when their bank needs a page of its own (3-D Secure). */
export const paymentReturnUrl = (price: CheckoutPrice, before: PremiumLike | null) =>
  `${window.location.origin}${paths.challengesPresentation}?${new URLSearchParams({
    [PURCHASE_PARAM]: price.type,
    [PURCHASES_BEFORE_PARAM]: String(before?.amountPurchases ?? 0),
  })}`;

/**
 * The card checkout (spec 1 section 4): the payment (or the subscription) is made on the server,
 * then Stripe's own card form confirms it. Loaded only when a checkout opens, with Stripe.js.
 */
export function CheckoutDialog({ price, publishableKey, before, close, onConfirmed }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const [phase, setPhase] = useState<Phase>({ name: 'starting' });
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);

  useEffect(() => {
    let isCurrent = true;
    const email = session.get()?.user.email ?? '';
    // One attempt per dialog: a call retried within it gets the same object back.
    const attempt = crypto.randomUUID();
    Promise.all([startCheckout(price, email, attempt), stripe])
      .then(([clientSecret, loaded]) => {
        if (isCurrent) setPhase(loaded ? { name: 'paying', clientSecret } : { name: 'unavailable' });
      })
      .catch(() => {
        if (isCurrent) setPhase({ name: 'unavailable' });
      });
    return () => {
      isCurrent = false;
    };
  }, [price, stripe]);

  if (phase.name === 'starting') {
    return (
      <div className={styles.body}>
        <p role="status" className={styles.status}>
          {t('challenges.checkout.starting')}
        </p>
      </div>
    );
  }
  if (phase.name === 'unavailable') {
    return (
      <div className={styles.body}>
        <p role="alert" className={styles.error}>
          {t('challenges.checkout.unavailable')}
        </p>
        <div className={styles.actions}>
          <Button onClick={close}>{t('challenges.checkout.ok')}</Button>
        </div>
      </div>
    );
  }
  if (phase.name === 'result') {
    return (
      <PaymentResult
        outcome={phase.outcome}
        kind={price.type}
        before={before}
        onConfirmed={onConfirmed}
        onRetry={() => setPhase({ name: 'paying', clientSecret: phase.clientSecret })}
        onClose={close}
      />
    );
  }
  const theme = themePreference.get() ?? systemTheme();
  return (
    <div className={styles.body}>
      <p className={styles.summary}>
        <span>{productTitle(price, language)}</span>
        <span>
          {price.type === 'subscription'
            ? t('challenges.checkout.perMonth', { price: priceAmount(price, language) })
            : priceAmount(price, language)}
        </span>
      </p>
      <Elements
        stripe={stripe}
        options={{
          clientSecret: phase.clientSecret,
          locale: stripeLocale(language),
          appearance: { theme: theme === 'dark' ? 'night' : 'stripe' },
        }}
      >
        <CardForm
          price={price}
          before={before}
          onOutcome={(outcome) => setPhase({ name: 'result', clientSecret: phase.clientSecret, outcome })}
          onCancel={close}
        />
      </Elements>
    </div>
  );
}

interface CardFormProps {
  price: CheckoutPrice;
  before: PremiumLike | null;
  onOutcome: (outcome: PaymentOutcome) => void;
  onCancel: () => void;
}

/**
 * Stripe's card form and the pay button. A refused card is said under the form (Stripe's own
 * words, in the person's language) and may be corrected; anything else ends in a result.
 */
function CardForm({ price, before, onOutcome, onCancel }: CardFormProps) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
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
        confirmParams: { return_url: paymentReturnUrl(price, before) },
        redirect: 'if_required',
      });
      if (error) {
        if (error.type === 'card_error' || error.type === 'validation_error') {
          setCardError(error.message ?? t('challenges.checkout.unsuccessful'));
        } else {
          onOutcome(paymentOutcome(error.payment_intent?.status));
        }
        return;
      }
      onOutcome(paymentOutcome(paymentIntent?.status));
    } catch {
      onOutcome('failed');
    }
  });

  return (
    <form className={styles.body} onSubmit={pay} noValidate>
      <div className={styles.element}>
        <PaymentElement onReady={() => setIsReady(true)} onLoadError={() => onOutcome('failed')} />
      </div>
      {cardError && (
        <p role="alert" className={styles.error}>
          {cardError}
        </p>
      )}
      <p className={styles.note}>{t('challenges.checkout.secureNote')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('challenges.checkout.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!isReady}
          isLoading={form.formState.isSubmitting}
          loadingLabel={t('challenges.checkout.paying')}
        >
          {t(price.type === 'subscription' ? 'challenges.checkout.paySubscription' : 'challenges.checkout.payOneTime', {
            price: priceAmount(price, language),
          })}
        </Button>
      </div>
    </form>
  );
}
