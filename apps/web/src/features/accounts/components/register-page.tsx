import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FINISH_REGISTER_PARAM } from '../../../components/account-forms/finish-register-path.ts';
import { RegisterForm } from '../../../components/account-forms/register-form.tsx';
import { SocialButtons } from '../../../components/account-forms/social/social-buttons.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import { accountStrings } from '../account-strings.ts';
import styles from './account-form.module.css';

/** /register, or with ?finishRegister=true the end of an invited account's registration. */
export function RegisterPage() {
  const { t } = useTranslation();
  useLazyStrings(accountStrings);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const isFinishing = searchParams.get(FINISH_REGISTER_PARAM) === 'true';
  const state = location.state as { email?: unknown } | null;
  const initialEmail = typeof state?.email === 'string' ? state.email : '';
  return (
    <Page title={t(isFinishing ? 'accounts.register.finishTitle' : 'accounts.register.title')} backTo={paths.login}>
      <p className={styles.subtitle}>
        {t(isFinishing ? 'accounts.register.finishSubtitle' : 'accounts.register.subtitle')}
      </p>
      <RegisterForm initialEmail={initialEmail} />
      {!isFinishing && <SocialButtons />}
      <nav className={styles.links}>
        <p>
          {t('accounts.register.haveAccount')} <Link to={paths.login}>{t('accounts.register.loginLink')}</Link>
        </p>
      </nav>
    </Page>
  );
}
