import i18next from 'i18next';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useStopMonthlyDonation } from '../api/stop-monthly-donation.ts';
import { ConfirmCancelDialog, openConfirmCancelModal } from './confirm-cancel.tsx';

export const STOP_DONATION_MODAL_ID = 'menu-stop-donation';

interface StopDonationDialogProps {
  subscriptionId: string;
  onClose: () => void;
  onStopped: () => void;
}

function StopDonationDialog({ subscriptionId, onClose, onStopped }: StopDonationDialogProps) {
  const { t } = useTranslation();
  const stopping = useStopMonthlyDonation();
  return createElement(ConfirmCancelDialog, {
    words: {
      body: t('donations.stop.body'),
      unavailable: t('donations.stop.unavailable'),
      keep: t('donations.stop.keep'),
      confirm: t('donations.stop.confirm'),
      busy: t('donations.stop.stopping'),
      done: t('donations.stop.stopped'),
    },
    isBusy: stopping.isPending,
    onConfirm: () => stopping.mutateAsync(subscriptionId),
    onClose,
    onDone: onStopped,
  });
}

/**
 * Asks before stopping a monthly donation (issue 14); once stopped, `onStoppedAndClosed` runs when
 * the modal has gone. A failure changes nothing: the donation runs until the server says it stopped.
 */
export function openStopDonationModal(subscriptionId: string, onStoppedAndClosed: () => void) {
  openConfirmCancelModal({
    id: STOP_DONATION_MODAL_ID,
    title: i18next.t('donations.stop.title'),
    render: (close, onDone) => createElement(StopDonationDialog, { subscriptionId, onClose: close, onStopped: onDone }),
    onDoneAndClosed: onStoppedAndClosed,
  });
}
