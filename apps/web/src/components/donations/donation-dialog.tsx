import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format-price.ts';
import { stripeFor, stripeLocale } from '../../lib/stripe-js.ts';
import { systemTheme, themePreference } from '../../lib/theme-preference.ts';
import { useUiLanguage } from '../../lib/use-ui-language.ts';
import { type DonationChoice, startDonation } from './donation-api.ts';
import { DonationChoiceForm } from './donation-choice.tsx';
import { DonationCardForm } from './donation-payment.tsx';
import { type DonationOutcome, DonationResult } from './donation-result.tsx';
import { donationReturnUrl } from './donation-return-params.ts';
import { updateDonationState } from './donation-state.ts';
import styles from './donations.module.css';

type Phase =
  | { name: 'choosing' }
  | { name: 'starting'; choice: DonationChoice }
  | { name: 'unavailable' }
  | {
      name: 'paying';
      choice: DonationChoice;
      clientSecret: string;
      publishableKey: string;
      stripe: Promise<Stripe | null>;
    }
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
        if (isCurrent) setPhase({ name: 'paying', choice, clientSecret, publishableKey, stripe });
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
  if (phase.name === 'unavailable') return <DonationResult outcome="unavailable" onClose={close} />;
  if (phase.name === 'done') return <DonationResult outcome={phase.outcome} onRetry={phase.retry} onClose={close} />;
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
          returnUrl={donationReturnUrl(paying.publishableKey)}
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
