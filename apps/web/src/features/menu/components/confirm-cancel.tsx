import { type ReactNode, useEffect, useRef, useState } from 'react';
import { openSomethingWentWrongModal } from '../../../components/feedback/open-something-went-wrong.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { afterModalClosed } from '../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { ConfirmActions } from './confirm-actions.tsx';
import modalStyles from './menu-modals.module.css';

/** Spec 1 section 9: the subscription-cancel success closes after 2 s (a donation's stop likewise). */
export const SUBSCRIPTION_CANCELLED_CLOSE_MS = 2000;

/** What a cancel's modal says: the question, Stripe out of reach, its two buttons, and the outcome. */
export interface CancelWords {
  body: string;
  unavailable: string;
  keep: string;
  confirm: string;
  busy: string;
  done: string;
}

export interface ConfirmCancelDialogProps {
  words: CancelWords;
  isBusy: boolean;
  /** Cancels in Stripe (through the server); rejects with the API's error. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Asks before cancelling something paid every month in Stripe (the premium subscription, a monthly
 * donation): the outcome for 2 s, Stripe out of reach said in place, any other failure in a modal
 * on top with another try. Nothing changes until the server has answered.
 */
export function ConfirmCancelDialog({ words, isBusy, onConfirm, onClose, onDone }: ConfirmCancelDialogProps) {
  const [isDone, setIsDone] = useState(false);
  const [isUnavailable, setIsUnavailable] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!isDone) return;
    // The button that had focus is gone: focus stays in the dialog, on the outcome.
    statusRef.current?.focus();
    const timer = setTimeout(() => onCloseRef.current(), SUBSCRIPTION_CANCELLED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isDone]);

  const handleConfirm = async () => {
    setIsUnavailable(false);
    try {
      await onConfirm();
      onDone();
      setIsDone(true);
    } catch (error) {
      // Stripe can't be reached (spec 1 section 8): said here, where the person can try again later.
      if (error instanceof ApiError && error.status === 503) setIsUnavailable(true);
      // Inside this modal a snackbar would sit behind it: the failure gets a modal on top.
      else void openSomethingWentWrongModal({ onRetry: () => void handleConfirm() });
    }
  };

  if (isDone) {
    return (
      <div ref={statusRef} className={modalStyles.modalForm} role="status" tabIndex={-1}>
        <p>{words.done}</p>
      </div>
    );
  }
  return (
    <div className={modalStyles.modalForm}>
      <p>{words.body}</p>
      {isUnavailable && (
        <p className={modalStyles.error} role="alert">
          {words.unavailable}
        </p>
      )}
      <ConfirmActions
        variant="danger"
        cancelLabel={words.keep}
        confirmLabel={words.confirm}
        busyLabel={words.busy}
        isBusy={isBusy}
        onCancel={onClose}
        onConfirm={handleConfirm}
      />
    </div>
  );
}

export interface ConfirmCancelModal {
  id: string;
  title: string;
  render: (close: () => void, onDone: () => void) => ReactNode;
  /** Runs once cancelled and the modal has gone (the card's button went with it: focus needs a new home). */
  onDoneAndClosed: () => void;
}

/** Opens a cancel's modal (its body a ConfirmCancelDialog). */
export function openConfirmCancelModal({ id, title, render, onDoneAndClosed }: ConfirmCancelModal): void {
  let isDone = false;
  modals.open({
    id,
    title,
    render: (close) =>
      render(close, () => {
        isDone = true;
      }),
    onClose: () => {
      if (isDone) afterModalClosed(id, onDoneAndClosed);
    },
  });
}
