import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoginForm } from '../../../components/account-forms/login-form.tsx';
import { SocialButtons } from '../../../components/account-forms/social/social-buttons.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import { accountStrings } from '../account-strings.ts';
import { emailOfLoginState } from '../login-state.ts';
import styles from './account-form.module.css';

/**
 * /login: e-mail and password (the e-mail filled in when arriving from a password reset), social
 * sign-in, and the ways to register or recover.
 */
export function LoginPage() {
  const { t } = useTranslation();
  useLazyStrings(accountStrings);
  const { state } = useLocation();
  return (
    <Page title={t('accounts.login.title')} backTo={paths.plan}>
      <p className={styles.subtitle}>{t('accounts.login.subtitle')}</p>
      <LoginForm initialEmail={emailOfLoginState(state)} />
      <SocialButtons />
      <nav className={styles.links}>
        <Link to={paths.forgotPassword}>{t('accounts.login.forgotPassword')}</Link>
        <p>
          {t('accounts.login.noAccount')} <Link to={paths.register}>{t('accounts.login.registerLink')}</Link>
        </p>
      </nav>
    </Page>
  );
}
