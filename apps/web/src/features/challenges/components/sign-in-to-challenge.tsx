import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccountIntent, openAccountModal } from '../../../components/account-modal/open-account-modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useChallengeName } from '../api/get-challenge-name.ts';
import styles from './common/common.module.css';

/**
 * A challenge's screen opened signed out (a shared ranking or question link): the account box opens
 * at once, and once signed in the same screen shows (ChallengeLayout renders it then). Closed, the
 * box opens again from here. The challenge's public name says what the link is.
 */
export function SignInToChallenge({ challengeId }: { challengeId: string }) {
  const { t } = useTranslation();
  const name = useChallengeName(challengeId);
  const open = (intent: AccountIntent) => openAccountModal({ intent, reason: t('challenges.signedOut.reason') });
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, as the screen loads.
  useEffect(() => open('login'), []);
  return (
    <Page title={t('challenges.signedOut.title')}>
      {name.data && <p>{t('challenges.signedOut.named', { title: name.data })}</p>}
      <p>{t('challenges.signedOut.text')}</p>
      <div className={styles.actions}>
        <Button onClick={() => open('login')}>{t('challenges.signedOut.login')}</Button>
        <Button variant="secondary" onClick={() => open('register')}>
          {t('challenges.signedOut.register')}
        </Button>
      </div>
    </Page>
  );
}
