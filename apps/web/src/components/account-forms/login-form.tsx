import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import styles from './account-forms.module.css';
import { useAuthenticate } from './api/authenticate.ts';
import { finishRegisterPath } from './finish-register-path.ts';
import { PasswordField } from './password-field.tsx';
import { socialProviderOf } from './social-provider.ts';
import { useAccountOutcomes } from './use-account-outcomes.ts';
import { useFieldProblemText } from './use-field-problem-text.ts';
import { checkLogin } from './validate-account-fields.ts';

/**
 * E-mail and password sign-in, with each server outcome on its field or as a notice of the flow.
 * With `initialEmail` (after a password reset) the e-mail is filled and the password field focused.
 */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const problemText = useFieldProblemText();
  const outcomes = useAccountOutcomes();
  const authenticate = useAuthenticate();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkLogin({ email, password });
    setErrors({ email: problemText(problems.email), password: problemText(problems.password) });
    if (problems.email || problems.password) return;
    authenticate.mutate(
      { email: email.trim(), password },
      {
        onError: outcomes.showGeneralError,
        onSuccess(response) {
          if ('token' in response) return outcomes.startSession(response);
          if ('shouldFinishRegister' in response) {
            outcomes.goTo(finishRegisterPath(), { email: email.trim() });
            return;
          }
          if ('notFound' in response) {
            setErrors({ email: t('accountForms.outcomes.emailNotFound') });
            outcomes.showAccountNotFound();
            return;
          }
          if ('wrongPassword' in response) {
            setErrors({ password: t('accountForms.outcomes.wrongPassword') });
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
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('accountForms.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t('accountForms.fields.password')}
        name="password"
        autoComplete="current-password"
        // Arriving with the e-mail filled (after a reset), the password is what is left to type.
        autoFocus={initialEmail !== ''}
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" isLoading={authenticate.isPending} loadingLabel={t('accountForms.login.submitting')}>
        {t('accountForms.login.submit')}
      </Button>
    </form>
  );
}
