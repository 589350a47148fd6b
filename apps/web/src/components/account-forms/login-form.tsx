import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useCheckedForm } from '../forms/use-checked-form.ts';
import { useErrorText } from '../forms/use-error-text.ts';
import { Button } from '../ui/button.tsx';
import styles from './account-forms.module.css';
import { useAuthenticate } from './api/authenticate.ts';
import { EmailField } from './email-field.tsx';
import { finishRegisterPath } from './finish-register-path.ts';
import { PasswordField } from './password-field.tsx';
import { socialProviderOf } from './social-provider.ts';
import { useAccountOutcomes } from './use-account-outcomes.ts';
import { asFormProblems, checkLogin } from './validate-account-fields.ts';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * E-mail and password sign-in, with each server outcome on its field or as a notice of the flow.
 * With `initialEmail` (after a password reset) the e-mail is filled and the password field focused.
 */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const outcomes = useAccountOutcomes();
  const authenticate = useAuthenticate();
  const { register, handleSubmit, setError, formState } = useCheckedForm<LoginValues>(
    { email: initialEmail, password: '' },
    (values) => asFormProblems(checkLogin(values)),
  );

  const handleLogin = ({ email, password }: LoginValues) =>
    authenticate.mutate(
      { email: email.trim(), password },
      {
        onError(error) {
          // Many wrong passwords from this address: it must wait a little (the server's 429).
          if (error instanceof ApiError && error.status === 429) {
            setError('password', { message: 'accountForms.outcomes.tooManyAttempts' }, { shouldFocus: true });
            return;
          }
          outcomes.showGeneralError();
        },
        onSuccess(response) {
          if ('token' in response) return outcomes.startSession(response);
          if ('shouldFinishRegister' in response) {
            outcomes.goTo(finishRegisterPath(), { email: email.trim() });
            return;
          }
          if ('notFound' in response) {
            setError('email', { message: 'accountForms.outcomes.emailNotFound' }, { shouldFocus: true });
            outcomes.showAccountNotFound();
            return;
          }
          if ('wrongPassword' in response) {
            setError('password', { message: 'accountForms.outcomes.wrongPassword' }, { shouldFocus: true });
            return;
          }
          const provider = socialProviderOf(response);
          if (provider) outcomes.showSocialAccount(provider);
          else outcomes.showGeneralError();
        },
      },
    );

  return (
    <form className={styles.form} onSubmit={handleSubmit(handleLogin)} noValidate>
      <EmailField error={errorText(formState.errors.email)} {...register('email')} />
      <PasswordField
        label={t('accountForms.fields.password')}
        autoComplete="current-password"
        // Arriving with the e-mail filled (after a reset), the password is what is left to type.
        autoFocus={initialEmail !== ''}
        error={errorText(formState.errors.password)}
        {...register('password')}
      />
      <Button type="submit" isLoading={authenticate.isPending} loadingLabel={t('accountForms.login.submitting')}>
        {t('accountForms.login.submit')}
      </Button>
    </form>
  );
}
