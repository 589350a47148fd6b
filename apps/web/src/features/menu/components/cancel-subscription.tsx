import i18next from 'i18next';
import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openSomethingWentWrongModal } from '../../../components/feedback/open-something-went-wrong.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { afterModalClosed } from '../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { ConfirmActions } from './confirm-actions.tsx';
import modalStyles from './menu-modals.module.css';

/** Spec 1 section 9: the subscription-cancel success closes after 2 s. */
export const SUBSCRIPTION_CANCELLED_CLOSE_MS = 2000;
export const CANCEL_SUBSCRIPTION_MODAL_ID = 'menu-cancel-subscription';

interface CancelSubscriptionDialogProps {
  subscriptionId: string | undefined;
  onClose: () => void;
  onCancelled: () => void;
}

function CancelSubscriptionDialog({ subscriptionId, onClose, onCancelled }: CancelSubscriptionDialogProps) {
  const { t } = useTranslation();
  const cancellation = useCancelSubscription();
  const [isCancelled, setIsCancelled] = useState(false);
  const [isUnavailable, setIsUnavailable] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!isCancelled) return;
    // The button that had focus is gone: focus stays in the dialog, on the outcome.
    statusRef.current?.focus();
    const timer = setTimeout(() => onCloseRef.current(), SUBSCRIPTION_CANCELLED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isCancelled]);

  const handleConfirm = async () => {
    setIsUnavailable(false);
    try {
      await cancellation.mutateAsync(subscriptionId);
      onCancelled();
      setIsCancelled(true);
    } catch (error) {
      // Stripe can't be reached (spec 1 section 8): said here, where the person can try again later.
      if (error instanceof ApiError && error.status === 503) setIsUnavailable(true);
      // Inside this modal a snackbar would sit behind it: the failure gets a modal on top.
      else void openSomethingWentWrongModal({ onRetry: () => void handleConfirm() });
    }
  };

  if (isCancelled) {
    return (
      <div ref={statusRef} className={modalStyles.modalForm} role="status" tabIndex={-1}>
        <p>{t('menu.premium.cancelled')}</p>
      </div>
    );
  }
  return (
    <div className={modalStyles.modalForm}>
      <p>{t('menu.premium.confirmBody')}</p>
      {isUnavailable && (
        <p className={modalStyles.error} role="alert">
          {t('menu.premium.unavailable')}
        </p>
      )}
      <ConfirmActions
        variant="danger"
        cancelLabel={t('menu.premium.keep')}
        confirmLabel={t('menu.premium.confirm')}
        busyLabel={t('menu.premium.cancelling')}
        isBusy={cancellation.isPending}
        onCancel={onClose}
        onConfirm={handleConfirm}
      />
    </div>
  );
}

/**
 * Asks before cancelling a Stripe subscription; once cancelled, `onCancelledAndClosed` runs when the
 * modal has gone (the card's cancel button went with the subscription, so focus needs a new home).
 */
export function openCancelSubscriptionModal(subscriptionId: string | undefined, onCancelledAndClosed: () => void) {
  let isCancelled = false;
  modals.open({
    id: CANCEL_SUBSCRIPTION_MODAL_ID,
    title: i18next.t('menu.premium.confirmTitle'),
    render: (close) =>
      createElement(CancelSubscriptionDialog, {
        subscriptionId,
        onClose: close,
        onCancelled: () => {
          isCancelled = true;
        },
      }),
    onClose: () => {
      if (isCancelled) afterModalClosed(CANCEL_SUBSCRIPTION_MODAL_ID, onCancelledAndClosed);
    },
  });
}
