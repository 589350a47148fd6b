import { Button } from '../../../components/ui/button.tsx';
import modalStyles from './menu-modals.module.css';

interface ConfirmActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  /** What the confirm button says while the action runs. */
  busyLabel: string;
  isBusy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** 'danger' for what can't simply be taken back (deleting the account, cancelling). */
  variant?: 'primary' | 'danger';
}

/** A confirmation modal's two buttons: back out (not while the action runs), or go ahead. */
export function ConfirmActions({
  cancelLabel,
  confirmLabel,
  busyLabel,
  isBusy,
  onCancel,
  onConfirm,
  variant = 'primary',
}: ConfirmActionsProps) {
  return (
    <div className={modalStyles.actions}>
      <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
        {cancelLabel}
      </Button>
      <Button variant={variant} onClick={onConfirm} isLoading={isBusy} loadingLabel={busyLabel}>
        {confirmLabel}
      </Button>
    </div>
  );
}
