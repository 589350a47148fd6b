import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm } from '../../../components/account-forms/login-form.tsx';
import { SocialButtons } from '../../../components/account-forms/social/social-buttons.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './account-form.module.css';

/** /login: e-mail and password, social sign-in, and the ways to register or recover. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('accounts.login.title')} backTo={paths.plan}>
      <p className={styles.subtitle}>{t('accounts.login.subtitle')}</p>
      <LoginForm />
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
