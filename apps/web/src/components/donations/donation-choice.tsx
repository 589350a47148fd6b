import { useTranslation } from 'react-i18next';
import { checkoutCurrency, formatPrice } from '../../lib/format-price.ts';
import { useUiLanguage } from '../../lib/use-ui-language.ts';
import { useCheckedForm } from '../forms/use-checked-form.ts';
import { Button } from '../ui/button.tsx';
import type { DonationChoice, DonationFrequency } from './donation-api.ts';
import styles from './donations.module.css';

/** The amounts offered, in whole reais or dollars (the interface language's currency). */
export const DONATION_PRESETS = [10, 25, 50] as const;

interface ChoiceValues {
  frequency: DonationFrequency;
  amount: string;
}

export interface DonationChoiceFormProps {
  /** Monthly donations need an account (the subscription is the account's). */
  isSignedIn: boolean;
  onChoose: (choice: DonationChoice) => void;
  onCancel: () => void;
}

/** Once or every month, and how much (spec 1 section 2, the donation options modal). */
export function DonationChoiceForm({ isSignedIn, onChoose, onCancel }: DonationChoiceFormProps) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const currency = checkoutCurrency(language);
  // Every combination is valid: the form has nothing to check.
  const form = useCheckedForm<ChoiceValues>({ frequency: 'once', amount: String(DONATION_PRESETS[1]) }, () => ({}));
  const submit = form.handleSubmit(({ frequency, amount }) =>
    onChoose({ frequency, amount: Number(amount) * 100, currency }),
  );
  return (
    <form className={styles.body} onSubmit={submit} noValidate>
      <p>{t('donations.options.text')}</p>
      <fieldset className={styles.choices}>
        <legend>{t('donations.options.frequency')}</legend>
        <label className={styles.choice}>
          <input type="radio" value="once" {...form.register('frequency')} />
          {t('donations.options.once')}
        </label>
        <label className={styles.choice}>
          <input type="radio" value="monthly" disabled={!isSignedIn} {...form.register('frequency')} />
          {t('donations.options.monthly')}
        </label>
      </fieldset>
      {!isSignedIn && <p className={styles.note}>{t('donations.options.monthlyNeedsLogin')}</p>}
      <fieldset className={styles.choices}>
        <legend>{t('donations.options.amount')}</legend>
        {DONATION_PRESETS.map((amount) => (
          <label key={amount} className={styles.choice}>
            <input type="radio" value={String(amount)} {...form.register('amount')} />
            {formatPrice(amount, language, currency)}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('donations.options.cancel')}
        </Button>
        <Button type="submit">{t('donations.options.continue')}</Button>
      </div>
    </form>
  );
}
