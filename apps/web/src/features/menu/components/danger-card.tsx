import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate } from 'react-router';
import { openSomethingWentWrongModal } from '../../../components/feedback/open-something-went-wrong.ts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { session } from '../../../lib/session.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { navigateAfterModal } from '../lib/navigate-after-modal.ts';
import { ConfirmActions } from './confirm-actions.tsx';
import styles from './menu.module.css';
import modalStyles from './menu-modals.module.css';

/** Spec 1 section 9: the account-removal confirmation closes after 4 s. */
export const ACCOUNT_DELETED_CLOSE_MS = 4000;
export const DELETE_ACCOUNT_MODAL_ID = 'menu-delete-account';

/**
 * The account is gone on the server: the device forgets it. Its plan goes too when it was the
 * server's copy (it belonged to the deleted account); a plan never saved there stays, as for
 * anyone without an account. Returns where the person goes next.
 */
export function forgetDeletedAccount(queryClient: QueryClient): string {
  session.clear();
  queryClient.clear();
  const plan = localPlan.get();
  if (plan?.planId) localPlan.clear();
  return localPlan.get()?.planv2.length ? paths.plan : paths.newPlan;
}

function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const deletion = useDeleteAccount();
  const [deletedEmail, setDeletedEmail] = useState<string | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (deletedEmail === null) return;
    const timer = setTimeout(() => onCloseRef.current(), ACCOUNT_DELETED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [deletedEmail]);

  const handleConfirm = async () => {
    try {
      const { email } = await deletion.mutateAsync();
      onDeleted();
      setDeletedEmail(email);
    } catch {
      // Inside this modal a snackbar would sit behind it: the failure gets a modal on top.
      void openSomethingWentWrongModal({ onRetry: () => void handleConfirm() });
    }
  };

  if (deletedEmail !== null) {
    return (
      <div className={modalStyles.modalForm} role="status">
        <p>{t('menu.danger.deleted', { email: deletedEmail })}</p>
      </div>
    );
  }
  return (
    <div className={modalStyles.modalForm}>
      <p>{t('menu.danger.confirmBody')}</p>
      <ConfirmActions
        variant="danger"
        cancelLabel={t('menu.danger.cancel')}
        confirmLabel={t('menu.danger.confirm')}
        busyLabel={t('menu.danger.deleting')}
        isBusy={deletion.isPending}
        onCancel={onClose}
        onConfirm={handleConfirm}
      />
    </div>
  );
}

function openDeleteAccountModal(queryClient: QueryClient, navigate: NavigateFunction) {
  let destination: string | null = null;
  modals.open({
    id: DELETE_ACCOUNT_MODAL_ID,
    title: i18next.t('menu.danger.confirmTitle'),
    render: (close) =>
      createElement(DeleteAccountDialog, {
        onClose: close,
        onDeleted: () => {
          destination = forgetDeletedAccount(queryClient);
        },
      }),
    onClose: () => {
      if (destination) navigateAfterModal(navigate, DELETE_ACCOUNT_MODAL_ID, destination);
    },
  });
}

/** Account removal in two steps: this button asks, the modal's button deletes. */
export function DangerCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="menu-danger-heading">
      <h2 id="menu-danger-heading" className={styles.cardTitle}>
        {t('menu.danger.heading')}
      </h2>
      <p className={styles.cardText}>{t('menu.danger.body')}</p>
      <Button variant="danger" onClick={() => openDeleteAccountModal(queryClient, navigate)}>
        {t('menu.danger.delete')}
      </Button>
    </section>
  );
}
