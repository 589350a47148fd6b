import type { Session } from '@bible-journey/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { session } from '../../lib/session.ts';
import { useAccountFlow } from './account-flow.tsx';
import type { SocialProviderName } from './social-provider.ts';

/** The outcomes shared by the account forms and screens: start a session, account not found, social account, general error. */
export function useAccountOutcomes() {
  const { t } = useTranslation();
  const flow = useAccountFlow();
  return {
    /** Stores the session, then goes on as the flow says; the device's anonymous plan stays as it is. */
    startSession(signedIn: Session) {
      session.set({ user: signedIn.user, token: signedIn.token });
      flow.onSignedIn();
    },
    /** 'Account not found.' with a link to register. */
    showAccountNotFound() {
      flow.notify({
        message: t('accountForms.outcomes.notFound'),
        severity: 'warning',
        link: { label: t('accountForms.outcomes.registerLink'), to: paths.register },
      });
    },
    /** 'Email already registered.' with a link to log in. */
    showEmailTaken() {
      flow.notify({
        message: t('accountForms.outcomes.taken'),
        severity: 'warning',
        link: { label: t('accountForms.outcomes.loginLink'), to: paths.login },
      });
    },
    showSocialAccount(provider: SocialProviderName) {
      flow.notify({ message: t('accountForms.outcomes.usingProvider', { provider }), severity: 'warning' });
    },
    showGeneralError() {
      flow.notify({ message: t('common.generalError'), severity: 'error' });
    },
    /** Leaves for another screen (finish a registration, recover a password). */
    goTo: flow.goTo,
  };
}
