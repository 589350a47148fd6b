import type { User } from '@bible-journey/contract';
import i18next from 'i18next';
import { createElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate } from 'react-router';
import { openSomethingWentWrongModal } from '../../../components/feedback/open-something-went-wrong.ts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { flushPlanSync } from '../../../lib/plan/plan-sync.ts';
import { useLogOutEverywhere } from '../api/logout-everywhere.ts';
import { navigateAfterModal } from '../lib/navigate-after-modal.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ConfirmActions } from './confirm-actions.tsx';
import styles from './menu.module.css';
import modalStyles from './menu-modals.module.css';

export const LOGOUT_EVERYWHERE_MODAL_ID = 'menu-logout-everywhere';

function LogoutEverywhereDialog({ onClose, onLoggedOut }: { onClose: () => void; onLoggedOut: () => void }) {
  const { t } = useTranslation();
  const logout = useLogOutEverywhere();

  const handleConfirm = async () => {
    // Ticks still waiting go to the account first, while this session can still send them.
    await flushPlanSync();
    try {
      await logout.mutateAsync();
    } catch (error) {
      // Ended already (from another device): this device is logged out all the same.
      if (!(error instanceof ApiError && error.status === 401)) {
        // Inside this modal a snackbar would sit behind it: the failure gets a modal on top.
        void openSomethingWentWrongModal({ onRetry: () => void handleConfirm() });
        return;
      }
    }
    onLoggedOut();
    onClose();
  };

  return (
    <div className={modalStyles.modalForm}>
      <p>{t('menu.sessions.confirmBody')}</p>
      <ConfirmActions
        cancelLabel={t('menu.sessions.cancel')}
        confirmLabel={t('menu.sessions.confirm')}
        busyLabel={t('menu.sessions.loggingOut')}
        isBusy={logout.isPending}
        onCancel={onClose}
        onConfirm={handleConfirm}
      />
    </div>
  );
}

/** Asks first; once every session has ended, /logout clears this device as a plain log-out does. */
function openLogoutEverywhereModal(navigate: NavigateFunction) {
  let isLoggedOut = false;
  modals.open({
    id: LOGOUT_EVERYWHERE_MODAL_ID,
    title: i18next.t('menu.sessions.confirmTitle'),
    render: (close) =>
      createElement(LogoutEverywhereDialog, {
        onClose: close,
        onLoggedOut: () => {
          isLoggedOut = true;
        },
      }),
    onClose: () => {
      if (isLoggedOut) navigateAfterModal(navigate, LOGOUT_EVERYWHERE_MODAL_ID, paths.logout);
    },
  });
}

/** Sign-in and security: change the password (accounts that have one), log out of all devices. */
export function SessionsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toggleId = useId();
  const formId = useId();
  const [isChangingPassword, setIsChangingPassword] = useState(false);

  const closePasswordForm = () => {
    setIsChangingPassword(false);
    document.getElementById(toggleId)?.focus();
  };

  return (
    <section className={styles.card} aria-labelledby="menu-sessions-heading">
      <h2 id="menu-sessions-heading" className={styles.cardTitle}>
        {t('menu.sessions.heading')}
      </h2>
      {user.hasPassword && (
        <>
          <Button
            id={toggleId}
            variant="secondary"
            aria-expanded={isChangingPassword}
            aria-controls={isChangingPassword ? formId : undefined}
            onClick={() => setIsChangingPassword((isOpen) => !isOpen)}
          >
            {t('menu.sessions.changePassword')}
          </Button>
          {isChangingPassword && (
            <div className={styles.fullWidth}>
              <ChangePasswordForm id={formId} email={user.email} onDone={closePasswordForm} />
            </div>
          )}
        </>
      )}
      <p className={styles.cardText}>{t('menu.sessions.logoutEverywhereBody')}</p>
      <Button variant="secondary" onClick={() => openLogoutEverywhereModal(navigate)}>
        {t('menu.sessions.logoutEverywhere')}
      </Button>
    </section>
  );
}
