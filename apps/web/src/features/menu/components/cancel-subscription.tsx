import i18next from 'i18next';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { ConfirmCancelDialog, openConfirmCancelModal } from './confirm-cancel.tsx';

export const CANCEL_SUBSCRIPTION_MODAL_ID = 'menu-cancel-subscription';

interface CancelSubscriptionDialogProps {
  subscriptionId: string | undefined;
  onClose: () => void;
  onCancelled: () => void;
}

function CancelSubscriptionDialog({ subscriptionId, onClose, onCancelled }: CancelSubscriptionDialogProps) {
  const { t } = useTranslation();
  const cancellation = useCancelSubscription();
  return createElement(ConfirmCancelDialog, {
    words: {
      body: t('menu.premium.confirmBody'),
      unavailable: t('menu.premium.unavailable'),
      keep: t('menu.premium.keep'),
      confirm: t('menu.premium.confirm'),
      busy: t('menu.premium.cancelling'),
      done: t('menu.premium.cancelled'),
    },
    isBusy: cancellation.isPending,
    onConfirm: () => cancellation.mutateAsync(subscriptionId),
    onClose,
    onDone: onCancelled,
  });
}

/**
 * Asks before cancelling a Stripe subscription; once cancelled, `onCancelledAndClosed` runs when the
 * modal has gone (the card's cancel button went with the subscription, so focus needs a new home).
 */
export function openCancelSubscriptionModal(subscriptionId: string | undefined, onCancelledAndClosed: () => void) {
  openConfirmCancelModal({
    id: CANCEL_SUBSCRIPTION_MODAL_ID,
    title: i18next.t('menu.premium.confirmTitle'),
    render: (close, onDone) =>
      createElement(CancelSubscriptionDialog, { subscriptionId, onClose: close, onCancelled: onDone }),
    onDoneAndClosed: onCancelledAndClosed,
  });
}
