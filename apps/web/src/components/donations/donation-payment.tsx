import { useTranslation } from 'react-i18next';
import { CardPaymentForm } from '../payments/card-payment-form.tsx';
import { type DonationOutcome, donationOutcome } from './donation-result.tsx';

export interface DonationCardFormProps {
  /** The amount as the language writes it, for the pay button. */
  price: string;
  isMonthly: boolean;
  /** Where a bank's own page (3-D Secure) sends the donor back (donation-return.ts reads it there). */
  returnUrl: string;
  onOutcome: (outcome: DonationOutcome) => void;
  onCancel: () => void;
}

/** The donation's card form: the shared card form, with the donation's words and outcome. */
export function DonationCardForm({ price, isMonthly, returnUrl, onOutcome, onCancel }: DonationCardFormProps) {
  const { t } = useTranslation();
  return (
    <CardPaymentForm
      returnUrl={returnUrl}
      onSettled={(status) => onOutcome(status === 'failed' ? 'failed' : donationOutcome(status))}
      onCancel={onCancel}
      words={{
        pay: t(isMonthly ? 'donations.payment.giveMonthly' : 'donations.payment.giveOnce', { price }),
        paying: t('donations.payment.paying'),
        cancel: t('donations.options.cancel'),
        secureNote: t('donations.payment.secureNote'),
        refused: t('donations.payment.failed'),
      }}
    />
  );
}
