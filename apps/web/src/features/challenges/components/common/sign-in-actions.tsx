import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccountIntent, openAccountModal } from '../../../../components/account-modal/open-account-modal.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import styles from './common.module.css';

/**
 * For a challenge screen opened signed out: the account box opens at once (saying `reason`), and
 * Log in and Create an account open it again once closed. Signed in, the screen shows its content.
 */
export function SignInActions({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const open = (intent: AccountIntent) => openAccountModal({ intent, reason });
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, as the screen loads.
  useEffect(() => open('login'), []);
  return (
    <div className={styles.actions}>
      <Button onClick={() => open('login')}>{t('challenges.signedOut.login')}</Button>
      <Button variant="secondary" onClick={() => open('register')}>
        {t('challenges.signedOut.register')}
      </Button>
    </div>
  );
}
