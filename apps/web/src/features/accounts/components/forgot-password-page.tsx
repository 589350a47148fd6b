import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmailField } from '../../../components/account-forms/email-field.tsx';
import { socialProviderOf } from '../../../components/account-forms/social-provider.ts';
import { useAccountOutcomes } from '../../../components/account-forms/use-account-outcomes.ts';
import { checkEmailGiven, problemMessage } from '../../../components/account-forms/validate-account-fields.ts';
import { useCheckedForm } from '../../../components/forms/use-checked-form.ts';
import { useErrorText } from '../../../components/forms/use-error-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import { accountStrings } from '../account-strings.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import styles from './account-form.module.css';

/** /forgot-password(?email=): mails a reset link, then asks the person to check their e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useLazyStrings(accountStrings);
  const [searchParams] = useSearchParams();
  const errorText = useErrorText();
  const outcomes = useAccountOutcomes();
  const forgotPassword = useForgotPassword();
  // A link that no longer works sends the person here with its address filled in.
  const { register, handleSubmit, formState } = useCheckedForm<{ email: string }>(
    { email: searchParams.get('email') ?? '' },
    ({ email }) => ({ email: problemMessage(checkEmailGiven(email)) }),
  );
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSend = ({ email }: { email: string }) => {
    const address = email.trim();
    forgotPassword.mutate(address, {
      onError: outcomes.showGeneralError,
      onSuccess(response) {
        if ('success' in response) return setSentTo(address);
        if ('notFound' in response) {
          outcomes.showAccountNotFound();
          return;
        }
        const provider = socialProviderOf(response);
        if (provider) outcomes.showSocialAccount(provider);
        else outcomes.showGeneralError();
      },
    });
  };

  return (
    <Page title={t('accounts.forgot.title')} backTo={paths.login}>
      {sentTo ? (
        <p className={styles.message} role="status">
          {t('accounts.forgot.checkEmail', { email: sentTo })}
        </p>
      ) : (
        <>
          <p className={styles.subtitle}>{t('accounts.forgot.intro')}</p>
          <form className={styles.form} onSubmit={handleSubmit(handleSend)} noValidate>
            <EmailField error={errorText(formState.errors.email)} {...register('email')} />
            <Button type="submit" isLoading={forgotPassword.isPending} loadingLabel={t('accounts.forgot.submitting')}>
              {t('accounts.forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <nav className={styles.links}>
        <Link to={paths.login}>{t('accounts.forgot.backToLogin')}</Link>
      </nav>
    </Page>
  );
}
