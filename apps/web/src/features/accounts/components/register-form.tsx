import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { snackbars } from '../../../app/snackbars/snackbar-store.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useRegister } from '../api/register.ts';
import { socialProviderOf } from '../hooks/social-provider.ts';
import { useAccountOutcomes } from '../hooks/use-account-outcomes.ts';
import { useFieldProblemText } from '../hooks/use-field-problem-text.ts';
import { checkRegister, type FieldProblems } from '../hooks/validate-account-fields.ts';
import styles from './account-form.module.css';
import { PasswordField } from './password-field.tsx';

/** Name, e-mail and password, checked before sending; the server's answer as a snackbar. */
export function RegisterForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const problemText = useFieldProblemText();
  const outcomes = useAccountOutcomes();
  const register = useRegister();
  const [values, setValues] = useState({ name: '', email: initialEmail, password: '' });
  const [problems, setProblems] = useState<FieldProblems>({});

  const handleChange = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRegister(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.password },
      {
        onError: outcomes.showGeneralError,
        onSuccess(response) {
          if ('token' in response) return outcomes.startSession(response);
          if ('taken' in response) {
            snackbars.show({
              message: t('accounts.outcomes.taken'),
              severity: 'warning',
              link: { label: t('accounts.outcomes.loginLink'), to: paths.login },
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
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('accounts.fields.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        error={problemText(problems.name)}
        onChange={handleChange('name')}
      />
      <TextField
        label={t('accounts.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={problemText(problems.email)}
        onChange={handleChange('email')}
      />
      <PasswordField
        label={t('accounts.fields.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={problemText(problems.password)}
        onChange={handleChange('password')}
      />
      <p className={styles.consent}>
        {t('accounts.register.consent')}{' '}
        <Link to={paths.privacyPolicyPortuguese}>{t('accounts.register.privacyPolicy')}</Link>.
      </p>
      <Button type="submit" isLoading={register.isPending} loadingLabel={t('accounts.register.submitting')}>
        {t('accounts.register.submit')}
      </Button>
    </form>
  );
}
