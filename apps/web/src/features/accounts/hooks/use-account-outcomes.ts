import type { Session } from '@bible-journey/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { snackbars } from '../../../app/snackbars/snackbar-store.ts';
import { paths } from '../../../config/paths.ts';
import { session } from '../../../lib/session.ts';
import type { SocialProviderName } from './social-provider.ts';

/** The outcomes shared by the account screens: start a session, account not found, social account, general error. */
export function useAccountOutcomes() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    /** Stores the session and opens the plan; the device's anonymous plan stays as it is. */
    startSession(signedIn: Session) {
      session.set({ user: signedIn.user, token: signedIn.token });
      navigate(paths.plan, { replace: true });
    },
    /** 'Account not found.' with a link to register. */
    showAccountNotFound() {
      snackbars.show({
        message: t('accounts.outcomes.notFound'),
        severity: 'warning',
        link: { label: t('accounts.outcomes.registerLink'), to: paths.register },
      });
    },
    showSocialAccount(provider: SocialProviderName) {
      snackbars.show({ message: t('accounts.outcomes.usingProvider', { provider }), severity: 'warning' });
    },
    showGeneralError() {
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
    },
  };
}
