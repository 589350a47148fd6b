import type { CheckoutPrice } from '@bible-journey/contract';
import type { PremiumLike } from '@bible-journey/core';
import i18next from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import { afterModalClosed } from '../../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../../lib/modals/modals.ts';
import styles from './checkout.module.css';

// Stripe.js and the card form load only when a checkout opens (issue 14).
const CheckoutDialog = lazy(() =>
  import('./checkout-dialog.tsx').then(({ CheckoutDialog }) => ({ default: CheckoutDialog })),
);
const PaymentReturnDialog = lazy(() =>
  import('./payment-return-dialog.tsx').then(({ PaymentReturnDialog }) => ({ default: PaymentReturnDialog })),
);

export const CHECKOUT_MODAL_ID = 'checkout';

function Starting() {
  return (
    <p role="status" className={styles.status}>
      {i18next.t('challenges.checkout.starting')}
    </p>
  );
}

/**
 * Opens a checkout modal; once premium is confirmed the modals close (spec 1 section 4: after the
 * success message) and `goToWizard` runs when the modal's history entry is gone.
 */
function openCheckoutModal(render: (close: () => void, confirm: () => void) => ReactNode, goToWizard: () => void) {
  let isConfirmed = false;
  modals.open({
    id: CHECKOUT_MODAL_ID,
    title: i18next.t('challenges.checkout.title'),
    render: (close) => (
      <Suspense fallback={<Starting />}>
        {render(close, () => {
          isConfirmed = true;
          modals.closeAll();
        })}
      </Suspense>
    ),
    onClose: () => {
      if (isConfirmed) afterModalClosed(CHECKOUT_MODAL_ID, goToWizard);
    },
  });
}

export interface CheckoutStart {
  price: CheckoutPrice;
  publishableKey: string;
  before: PremiumLike | null;
  goToWizard: () => void;
}

/** The card checkout for one price (subscribe, or buy one challenge). */
export function openCheckout({ price, publishableKey, before, goToWizard }: CheckoutStart): void {
  openCheckoutModal(
    (close, confirm) => (
      <CheckoutDialog
        price={price}
        publishableKey={publishableKey}
        before={before}
        close={close}
        onConfirmed={confirm}
      />
    ),
    goToWizard,
  );
}

export interface PaymentReturn {
  clientSecret: string;
  publishableKey: string;
  kind: CheckoutPrice['type'];
  before: PremiumLike | null;
  goToWizard: () => void;
}

/** The result of a payment whose bank page sent the person back here (payment_intent_client_secret). */
export function openPaymentReturn({ clientSecret, publishableKey, kind, before, goToWizard }: PaymentReturn): void {
  openCheckoutModal(
    (close, confirm) => (
      <PaymentReturnDialog
        clientSecret={clientSecret}
        publishableKey={publishableKey}
        kind={kind}
        before={before}
        close={close}
        onConfirmed={confirm}
      />
    ),
    goToWizard,
  );
}
