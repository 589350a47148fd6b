import type { CheckoutPrice } from '@bible-journey/contract';
import type { PremiumLike } from '@bible-journey/core';
import { Elements } from '@stripe/react-stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPaymentForm } from '../../../../components/payments/card-payment-form.tsx';
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

/** The checkout's card form: the shared card form, with the product's words and outcome. */
function CardForm({ price, before, onOutcome, onCancel }: CardFormProps) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  return (
    <CardPaymentForm
      returnUrl={paymentReturnUrl(price, before)}
      onSettled={(status) => onOutcome(status === 'failed' ? 'failed' : paymentOutcome(status))}
      onCancel={onCancel}
      words={{
        pay: t(
          price.type === 'subscription' ? 'challenges.checkout.paySubscription' : 'challenges.checkout.payOneTime',
          {
            price: priceAmount(price, language),
          },
        ),
        paying: t('challenges.checkout.paying'),
        cancel: t('challenges.checkout.cancel'),
        secureNote: t('challenges.checkout.secureNote'),
        refused: t('challenges.checkout.unsuccessful'),
      }}
    />
  );
}
