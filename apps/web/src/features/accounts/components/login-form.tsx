import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAuthenticate } from '../api/authenticate.ts';
import { finishRegisterPath } from '../finish-register-path.ts';
import { socialProviderOf } from '../hooks/social-provider.ts';
import { useAccountOutcomes } from '../hooks/use-account-outcomes.ts';
import { useFieldProblemText } from '../hooks/use-field-problem-text.ts';
import { checkLogin } from '../hooks/validate-account-fields.ts';
import styles from './account-form.module.css';
import { PasswordField } from './password-field.tsx';

/** E-mail and password sign-in, with each server outcome on its field or in a snackbar. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useFieldProblemText();
  const outcomes = useAccountOutcomes();
  const authenticate = useAuthenticate();
  const [email, setEmail] = useState('');
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
            navigate(finishRegisterPath(), { state: { email: email.trim() } });
            return;
          }
          if ('notFound' in response) {
            setErrors({ email: t('accounts.outcomes.emailNotFound') });
            outcomes.showAccountNotFound();
            return;
          }
          if ('wrongPassword' in response) {
            setErrors({ password: t('accounts.outcomes.wrongPassword') });
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
        label={t('accounts.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t('accounts.fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" isLoading={authenticate.isPending} loadingLabel={t('accounts.login.submitting')}>
        {t('accounts.login.submit')}
      </Button>
    </form>
  );
}
