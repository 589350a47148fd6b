import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { useChallengeName } from '../api/get-challenge-name.ts';
import { SignInActions } from './common/sign-in-actions.tsx';

/**
 * A challenge's screen opened signed out (a shared ranking or question link): the account box opens
 * at once, and once signed in the same screen shows (ChallengeLayout renders it then). Closed, the
 * box opens again from here. The challenge's public name says what the link is.
 */
export function SignInToChallenge({ challengeId }: { challengeId: string }) {
  const { t } = useTranslation();
  const name = useChallengeName(challengeId);
  return (
    <Page title={t('challenges.signedOut.title')}>
      {name.data && <p>{t('challenges.signedOut.named', { title: name.data })}</p>}
      <p>{t('challenges.signedOut.text')}</p>
      <SignInActions reason={t('challenges.signedOut.reason')} />
    </Page>
  );
}
