import type { ResetTokenStatus } from '@bible-journey/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { forgotPasswordFor, loginState } from '../login-state.ts';
import styles from './account-form.module.css';

/**
 * A reset link that no longer works (its reason is said in the page's live region): a new link
 * for the same address, and for a used one, logging in (the password it set may be the one).
 */
export function ResetLinkProblem({ problem, email }: { problem: Exclude<ResetTokenStatus, 'valid'>; email: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.linkActions}>
      <ButtonLink to={forgotPasswordFor(email, paths.forgotPassword)}>{t('accounts.reset.newLink')}</ButtonLink>
      {problem === 'used' && (
        <ButtonLink variant="secondary" to={paths.login} state={loginState(email)}>
          {t('accounts.reset.logIn')}
        </ButtonLink>
      )}
    </div>
  );
}
