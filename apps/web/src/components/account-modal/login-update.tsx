import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { lazyStrings } from '../../lib/lazy-strings.ts';
import type { LocaleTree } from '../../lib/locale-resources.ts';
import { afterModalClosed } from '../../lib/modals/after-modal-closed.ts';
import { modals } from '../../lib/modals/modals.ts';
import { session } from '../../lib/session.ts';
import { Button } from '../ui/button.tsx';
import styles from './account-modal.module.css';
import { isLoginUpdateDue, loginUpdateState, snoozedFrom } from './login-update-state.ts';
import { openAccountModal } from './open-account-modal.tsx';

export const LOGIN_UPDATE_MODAL_ID = 'login-update';

// Its words come with it, not with every screen's language bundle.
const loginUpdateStrings = lazyStrings(
  ['accountModal', 'loginUpdate'],
  import.meta.glob<LocaleTree>('./login-update-locales/*.json', { import: 'default' }),
);

/**
 * Shows the "updated login flow" notice when it is due (login-update-state.ts). The first call on
 * a device only remembers the day. "Log in" opens the account box on its log-in tab; "Not now"
 * and closing the box ask again a week later; "Don't show again" keeps it closed for good.
 */
export async function offerLoginUpdate(now = new Date()): Promise<void> {
  const state = loginUpdateState.get();
  if (!state) {
    loginUpdateState.set({ firstSeenAt: now.toISOString() });
    return;
  }
  if (session.get() || !isLoginUpdateDue(state, now)) return;
  try {
    await loginUpdateStrings.load(i18next.language);
  } catch {
    return; // Offline with the words never fetched: another day.
  }
  let chosen = false;
  const remember = (change: { snoozedUntil?: string; keepClosed?: boolean }) => {
    chosen = true;
    loginUpdateState.set({ ...(loginUpdateState.get() ?? state), ...change });
  };
  modals.open({
    id: LOGIN_UPDATE_MODAL_ID,
    title: i18next.t('accountModal.loginUpdate.title'),
    // After any dialog /plan opened itself (a late plan, a choice of plans).
    waitForTurn: true,
    render: (close) => (
      <LoginUpdate
        onLogIn={() => {
          remember({ snoozedUntil: snoozedFrom(now) });
          close();
          afterModalClosed(LOGIN_UPDATE_MODAL_ID, () => openAccountModal({ intent: 'login' }));
        }}
        onLater={() => {
          remember({ snoozedUntil: snoozedFrom(now) });
          close();
        }}
        onKeepClosed={() => {
          remember({ keepClosed: true });
          close();
        }}
      />
    ),
    onClose: () => {
      if (!chosen) remember({ snoozedUntil: snoozedFrom(now) });
    },
  });
}

function LoginUpdate({
  onLogIn,
  onLater,
  onKeepClosed,
}: {
  onLogIn: () => void;
  onLater: () => void;
  onKeepClosed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.body}>
      <p className={styles.updateText}>{t('accountModal.loginUpdate.body')}</p>
      <div className={styles.updateActions}>
        <Button onClick={onLogIn}>{t('accountModal.loginUpdate.logIn')}</Button>
        <Button variant="secondary" onClick={onLater}>
          {t('accountModal.loginUpdate.later')}
        </Button>
        <Button variant="quiet" onClick={onKeepClosed}>
          {t('accountModal.loginUpdate.keepClosed')}
        </Button>
      </div>
    </div>
  );
}
