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

export const DONATION_OPTIONS_MODAL_ID = 'donation-options';

/** Opens the donation options modal (from the menu's support card or the ask-donation modal). */
export async function openDonationOptions(): Promise<void> {
  await donationStrings.load(i18next.language);
  modals.open({
    id: DONATION_OPTIONS_MODAL_ID,
    title: i18next.t('donations.options.title'),
    render: (close) => (
      <Suspense
        fallback={
          <p role="status" className={styles.body}>
            {i18next.t('donations.payment.starting')}
          </p>
        }
      >
        <DonationDialog isSignedIn={session.get() !== null} close={close} />
      </Suspense>
    ),
  });
}
