import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format-price.ts';
import { stripeFor, stripeLocale } from '../../lib/stripe-js.ts';
import { systemTheme, themePreference } from '../../lib/theme-preference.ts';
import { useUiLanguage } from '../../lib/use-ui-language.ts';
import { Button } from '../ui/button.tsx';
import { type DonationChoice, startDonation } from './donation-api.ts';
import { DonationChoiceForm } from './donation-choice.tsx';
import { DonationCardForm, type DonationOutcome } from './donation-payment.tsx';
import { updateDonationState } from './donation-state.ts';
import styles from './donations.module.css';

type Phase =
  | { name: 'choosing' }
  | { name: 'starting'; choice: DonationChoice }
  | { name: 'unavailable' }
  | { name: 'paying'; choice: DonationChoice; clientSecret: string; stripe: Promise<Stripe | null> }
  | { name: 'done'; outcome: DonationOutcome; retry?: () => void };

export interface DonationDialogProps {
  isSignedIn: boolean;
  close: () => void;
}

/**
 * The donation options modal (spec 1 section 2): once or monthly, an amount, then Stripe's card
 * form and a thank-you. Stripe.js loads only once an amount is chosen.
 */
export function DonationDialog({ isSignedIn, close }: DonationDialogProps) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const [phase, setPhase] = useState<Phase>({ name: 'choosing' });
  const choice = phase.name === 'starting' ? phase.choice : null;

  useEffect(() => {
    if (!choice) return;
    let isCurrent = true;
    // One attempt per choice: a call retried within it gets the same object back.
    startDonation(choice, crypto.randomUUID())
      .then(async ({ clientSecret, publishableKey }) => {
        const stripe = stripeFor(publishableKey);
        if (!(await stripe)) throw new Error('Stripe.js did not load');
        if (isCurrent) setPhase({ name: 'paying', choice, clientSecret, stripe });
      })
      .catch(() => {
        if (isCurrent) setPhase({ name: 'unavailable' });
      });
    return () => {
      isCurrent = false;
    };
  }, [choice]);

  if (phase.name === 'choosing') {
    return (
      <DonationChoiceForm
        isSignedIn={isSignedIn}
        onChoose={(chosen) => setPhase({ name: 'starting', choice: chosen })}
        onCancel={close}
      />
    );
  }
  if (phase.name === 'starting') {
    return (
      <p role="status" className={styles.body}>
        {t('donations.payment.starting')}
      </p>
    );
  }
  if (phase.name === 'unavailable' || phase.name === 'done') {
    const words = phase.name === 'unavailable' ? 'unavailable' : phase.outcome;
    const isThanks = words === 'succeeded' || words === 'processing';
    return (
      <div className={styles.body}>
        <p role={isThanks ? 'status' : 'alert'} className={isThanks ? styles.thanks : styles.error}>
          {t(`donations.result.${words}`)}
        </p>
        <div className={styles.actions}>
          {phase.name === 'done' && phase.retry && (
            <Button variant="secondary" onClick={phase.retry}>
              {t('donations.result.tryAgain')}
            </Button>
          )}
          <Button onClick={close}>{t('donations.result.done')}</Button>
        </div>
      </div>
    );
  }
  const paying = phase;
  const price = formatPrice(paying.choice.amount / 100, language, paying.choice.currency);
  const theme = themePreference.get() ?? systemTheme();
  return (
    <div className={styles.body}>
      <p className={styles.summary}>
        {t(
          paying.choice.frequency === 'monthly' ? 'donations.payment.summaryMonthly' : 'donations.payment.summaryOnce',
          {
            price,
          },
        )}
      </p>
      <Elements
        stripe={paying.stripe}
        options={{
          clientSecret: paying.clientSecret,
          locale: stripeLocale(language),
          appearance: { theme: theme === 'dark' ? 'night' : 'stripe' },
        }}
      >
        <DonationCardForm
          price={price}
          isMonthly={paying.choice.frequency === 'monthly'}
          onCancel={close}
          onOutcome={(outcome) => {
            if (outcome === 'succeeded') updateDonationState({ donated: true });
            setPhase({ name: 'done', outcome, ...(outcome === 'failed' && { retry: () => setPhase(paying) }) });
          }}
        />
      </Elements>
    </div>
  );
}
