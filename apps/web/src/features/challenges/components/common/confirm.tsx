import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { afterModalClosed } from '../../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../../lib/modals/modals.ts';
import styles from './common.module.css';

/** What to do once the dialog is gone (navigate, say the outcome), or nothing. */
type FollowUp = (() => void) | undefined;

export interface ConfirmOptions {
  /** The modal's id in the stack. */
  id: string;
  /** The question the dialog asks (its accessible name). */
  title: string;
  body: string;
  confirmLabel: string;
  /** Shown on the confirm button while `onConfirm` runs. */
  busyLabel: string;
  /**
   * The confirmed action, run with the dialog open (its button shows `busyLabel`: spec 3 section
   * 4, "the button shows loading"). The dialog closes when it settles, whatever the outcome, and
   * then runs the follow-up it answered.
   */
  onConfirm: () => Promise<FollowUp>;
}

function ConfirmDialog({
  body,
  confirmLabel,
  busyLabel,
  onConfirm,
  close,
}: Omit<ConfirmOptions, 'onConfirm'> & { onConfirm: () => Promise<void>; close: () => void }) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const handleConfirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
    } finally {
      close();
    }
  };
  return (
    <div className={styles.dialogBody}>
      <p>{body}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={close} disabled={isBusy}>
          {t('challenges.screen.cancel')}
        </Button>
        <Button variant="danger" onClick={handleConfirm} isLoading={isBusy} loadingLabel={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}

/**
 * Asks before a destructive action (delete, remove). Cancel, Escape or Back close it with nothing
 * done; the confirm button runs the action in the dialog, closes it, and once the modal's history
 * entry is gone runs the action's follow-up (so a navigation there is not undone by that Back).
 */
export function confirmDestructive({ onConfirm, ...options }: ConfirmOptions): void {
  let followUp: FollowUp;
  modals.open({
    id: options.id,
    title: options.title,
    render: (close) => (
      <ConfirmDialog
        {...options}
        onConfirm={async () => {
          followUp = await onConfirm();
        }}
        close={close}
      />
    ),
    onClose: () => {
      if (followUp) afterModalClosed(options.id, followUp);
    },
  });
}
