import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openAccountModal } from '../../../components/account-modal/open-account-modal.tsx';
import { paths } from '../../../config/paths.ts';
import { session } from '../../../lib/session.ts';
import { LanguageSelect } from './language-select.tsx';
import styles from './new-plan.module.css';

const isSignedInNow = () => session.get() !== null;

/**
 * The top of the first screen: the app's name and what it does, the language, and a way in for
 * someone who already keeps a plan on an account (so a new phone doesn't start a second plan).
 */
export function WelcomeHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSignedIn = useSyncExternalStore(session.subscribe, isSignedInNow);

  const handleLogin = () =>
    openAccountModal({
      intent: 'login',
      reason: t('plan-creation.welcome.loginReason'),
      // The account's plan, when it has one; /plan comes back here when it has none.
      onSignedIn: () => navigate(paths.plan, { replace: true }),
    });

  return (
    <header className={styles.welcome}>
      <div className={styles.topRow}>
        <p className={styles.brand}>
          <svg viewBox="0 0 64 48" width="32" height="24" aria-hidden="true">
            <path
              d="M32 10c-6-5-16-6-26-4v36c10-2 20-1 26 4 6-5 16-6 26-4V6c-10-2-20-1-26 4zm0 0v36"
              fill="none"
              stroke="currentColor"
              strokeWidth="3.5"
              strokeLinejoin="round"
            />
          </svg>
          {t('app.name')}
        </p>
        <LanguageSelect />
      </div>
      <p className={styles.tagline}>{t('app.tagline')}</p>
      {!isSignedIn && (
        <p className={styles.login}>
          <span>{t('plan-creation.welcome.loginPrompt')}</span>
          <button type="button" className={styles.textButton} onClick={handleLogin}>
            {t('plan-creation.welcome.login')}
          </button>
        </p>
      )}
    </header>
  );
}
