import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PasswordField } from '../../../components/account-forms/password-field.tsx';
import { socialProviderOf } from '../../../components/account-forms/social-provider.ts';
import { useAccountOutcomes } from '../../../components/account-forms/use-account-outcomes.ts';
import { useFieldProblemText } from '../../../components/account-forms/use-field-problem-text.ts';
import { checkNewPassword } from '../../../components/account-forms/validate-account-fields.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { session } from '../../../lib/session.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import styles from './account-form.module.css';

/** /reset-password/:token/:email: one new password, then a snackbar for each outcome. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '', email = '' } = useParams();
  const problemText = useFieldProblemText();
  const outcomes = useAccountOutcomes();
  const resetPassword = useResetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemText(checkNewPassword(password));
    setError(problem);
    if (problem) return;
    resetPassword.mutate(
      { token, email, password },
      {
        onError: outcomes.showGeneralError,
        onSuccess(response) {
          if ('success' in response) {
            // The reset ended every session of the account, this device's too; its plan stays.
            if (session.get()?.user.email === email.trim().toLowerCase()) session.clear();
            snackbars.show({
              message: t('accounts.outcomes.passwordChanged'),
              severity: 'success',
              link: { label: t('accountForms.outcomes.loginLink'), to: paths.login },
              duration: null,
            });
            return;
          }
          if ('notFound' in response) {
            outcomes.showAccountNotFound();
            return;
          }
          if ('invalidToken' in response) {
            snackbars.show({ message: t('accounts.outcomes.invalidToken'), severity: 'error' });
            return;
          }
          if ('tokenExpired' in response) {
            snackbars.show({
              message: t('accounts.outcomes.tokenExpired'),
              severity: 'warning',
              link: { label: t('accounts.outcomes.askAgain'), to: paths.forgotPassword },
            });
            return;
          }
          const provider = socialProviderOf(response);
          if (provider) outcomes.showSocialAccount(provider);
          else outcomes.showGeneralError();
        },
      },
    );
  };

  return (
    <Page title={t('accounts.reset.title')} backTo={paths.plan}>
      {email && <p className={styles.subtitle}>{t('accounts.reset.intro', { email })}</p>}
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={t('accounts.fields.newPassword')}
          name="password"
          autoComplete="new-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" isLoading={resetPassword.isPending} loadingLabel={t('accounts.reset.submitting')}>
          {t('accounts.reset.submit')}
        </Button>
      </form>
    </Page>
  );
}
