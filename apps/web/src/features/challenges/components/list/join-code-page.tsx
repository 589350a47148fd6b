import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/ui/page.tsx';
import { useSessionToken } from '../../../../lib/use-session-token.ts';
import { SignInActions } from '../common/sign-in-actions.tsx';
import { JoinCodeForm } from './join-code-entry.tsx';

/**
 * /challenges/join: the join code's field on a page of its own, for the landing page's "Have a join
 * code?" (someone with no challenge yet) and someone signed out, who gets the account box first and
 * the field once signed in.
 */
export function JoinCodePage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  return (
    <Page title={t('challenges.joinCode.title')}>
      {token ? (
        <JoinCodeForm />
      ) : (
        <>
          <p>{t('challenges.joinCode.signInText')}</p>
          <SignInActions reason={t('challenges.joinCode.signInReason')} />
        </>
      )}
    </Page>
  );
}
