import type { ResetTokenStatus } from '@bible-journey/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PasswordField } from '../../../components/account-forms/password-field.tsx';
import { socialProviderOf } from '../../../components/account-forms/social-provider.ts';
import { useAccountOutcomes } from '../../../components/account-forms/use-account-outcomes.ts';
import { checkNewPassword, problemMessage } from '../../../components/account-forms/validate-account-fields.ts';
import { useCheckedForm } from '../../../components/forms/use-checked-form.ts';
import { useErrorText } from '../../../components/forms/use-error-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import { session } from '../../../lib/session.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { accountStrings } from '../account-strings.ts';
import { useResetLinkStatus } from '../api/reset-link-status.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { loginState } from '../login-state.ts';
import styles from './account-form.module.css';
import { ResetLinkProblem } from './reset-link-problem.tsx';

type LinkProblem = Exclude<ResetTokenStatus, 'valid'>;

/**
 * /reset-password/:token/:email: first asks whether the link still works (a used, expired or
 * unknown one is said before any form, with a way to a new link); then one new password, and on
 * success the log-in screen with the e-mail filled.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useLazyStrings(accountStrings);
  const { token = '', email = '' } = useParams();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const outcomes = useAccountOutcomes();
  const linkStatus = useResetLinkStatus(token, email);
  const resetPassword = useResetPassword();
  const { register, handleSubmit, formState } = useCheckedForm<{ password: string }>(
    { password: '' },
    ({ password }) => ({ password: problemMessage(checkNewPassword(password)) }),
  );
  // What submitting found out (the link was used in another tab meanwhile, or has just expired).
  const [foundProblem, setFoundProblem] = useState<LinkProblem | null>(null);

  const checked = linkStatus.data?.status;
  const problem: LinkProblem | null = foundProblem ?? (checked && checked !== 'valid' ? checked : null);
  // A check that failed (offline, server error) still shows the form: submitting says the rest.
  const isChecking = linkStatus.isPending;

  const handleInvalidToken = async () => {
    const { data } = await linkStatus.refetch();
    setFoundProblem(data && data.status !== 'valid' ? data.status : 'unknown');
  };

  const handleReset = ({ password }: { password: string }) =>
    resetPassword.mutate(
      { token, email, password },
      {
        onError: outcomes.showGeneralError,
        onSuccess(response) {
          if ('success' in response) {
            // The reset ended every session of the account, this device's too; its plan stays.
            if (session.get()?.user.email === email.trim().toLowerCase()) session.clear();
            snackbars.show({ message: t('accounts.reset.done'), severity: 'success' });
            navigate(paths.login, { replace: true, state: loginState(email) });
            return;
          }
          if ('notFound' in response) {
            outcomes.showAccountNotFound();
            return;
          }
          if ('invalidToken' in response) {
            void handleInvalidToken();
            return;
          }
          if ('tokenExpired' in response) {
            setFoundProblem('expired');
            return;
          }
          const provider = socialProviderOf(response);
          if (provider) outcomes.showSocialAccount(provider);
          else outcomes.showGeneralError();
        },
      },
    );

  return (
    <Page title={t('accounts.reset.title')} backTo={paths.plan}>
      {email && <p className={styles.subtitle}>{t('accounts.reset.intro', { email })}</p>}
      {/* One live region: "checking" turns into the link's problem, so the change is announced. */}
      <p className={styles.status} role="status" aria-busy={isChecking || undefined}>
        {isChecking ? t('accounts.reset.checking') : problem ? t(`accounts.reset.link.${problem}`) : ''}
      </p>
      {problem && <ResetLinkProblem problem={problem} email={email} />}
      {!isChecking && !problem && (
        <form className={styles.form} onSubmit={handleSubmit(handleReset)} noValidate>
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            label={t('accounts.fields.newPassword')}
            autoComplete="new-password"
            error={errorText(formState.errors.password)}
            {...register('password')}
          />
          <Button type="submit" isLoading={resetPassword.isPending} loadingLabel={t('accounts.reset.submitting')}>
            {t('accounts.reset.submit')}
          </Button>
        </form>
      )}
    </Page>
  );
}
