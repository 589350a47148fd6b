import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import { modals } from '../../lib/modals/modals.ts';
import { session } from '../../lib/session.ts';
import { donationStrings } from './donation-strings.ts';
import styles from './donations.module.css';

// The card form's code (and, once an amount is chosen, Stripe.js) loads only when the modal opens.
const DonationDialog = lazy(() =>
  import('./donation-dialog.tsx').then(({ DonationDialog }) => ({ default: DonationDialog })),
);
const DonationReturnDialog = lazy(() =>
  import('./donation-return-dialog.tsx').then(({ DonationReturnDialog }) => ({ default: DonationReturnDialog })),
);

export const DONATION_OPTIONS_MODAL_ID = 'donation-options';
export const DONATION_RETURN_MODAL_ID = 'donation-return';

function Starting() {
  return (
    <p role="status" className={styles.body}>
      {i18next.t('donations.payment.starting')}
    </p>
  );
}

/** Opens the donation options modal (from the menu's support card or the ask-donation modal). */
export async function openDonationOptions(): Promise<void> {
  await donationStrings.load(i18next.language);
  modals.open({
    id: DONATION_OPTIONS_MODAL_ID,
    title: i18next.t('donations.options.title'),
    render: (close) => (
      <Suspense fallback={<Starting />}>
        <DonationDialog isSignedIn={session.get() !== null} close={close} />
      </Suspense>
    ),
  });
}

export interface DonationReturn {
  clientSecret: string;
  publishableKey: string;
  onSucceeded: () => void;
}

/** The result of a donation whose bank page sent the donor back (payment_intent_client_secret). */
export async function openDonationReturn({ clientSecret, publishableKey, onSucceeded }: DonationReturn): Promise<void> {
  await donationStrings.load(i18next.language);
  modals.open({
    id: DONATION_RETURN_MODAL_ID,
    title: i18next.t('donations.options.title'),
    render: (close) => (
      <Suspense fallback={<Starting />}>
        <DonationReturnDialog
          clientSecret={clientSecret}
          publishableKey={publishableKey}
          close={close}
          onSucceeded={onSucceeded}
        />
      </Suspense>
    ),
  });
}
