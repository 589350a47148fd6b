import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import styles from './account-forms.module.css';
import { useRegister } from './api/register.ts';
import { FlowLink } from './flow-link.tsx';
import { PasswordField } from './password-field.tsx';
import { socialProviderOf } from './social-provider.ts';
import { useAccountOutcomes } from './use-account-outcomes.ts';
import { useFieldProblemText } from './use-field-problem-text.ts';
import { checkRegister, type FieldProblems } from './validate-account-fields.ts';

/** Name, e-mail and password, checked before sending; the server's answer as a notice of the flow. */
export function RegisterForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t, i18n } = useTranslation();
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
          if ('taken' in response) return outcomes.showEmailTaken();
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
        label={t('accountForms.fields.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        error={problemText(problems.name)}
        onChange={handleChange('name')}
      />
      <TextField
        label={t('accountForms.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={problemText(problems.email)}
        onChange={handleChange('email')}
      />
      <PasswordField
        label={t('accountForms.fields.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={problemText(problems.password)}
        onChange={handleChange('password')}
      />
      <p className={styles.consent}>
        {t('accountForms.register.consent')}{' '}
        <FlowLink to={privacyPolicyPath(i18n.language)}>{t('accountForms.register.privacyPolicy')}</FlowLink>.
      </p>
      <Button type="submit" isLoading={register.isPending} loadingLabel={t('accountForms.register.submitting')}>
        {t('accountForms.register.submit')}
      </Button>
    </form>
  );
}

/** The policy in the interface language: its Portuguese address for pt (spec 1), else the one that follows the language. */
export const privacyPolicyPath = (language: string) =>
  language === 'pt' ? paths.privacyPolicyPortuguese : paths.privacyPolicy;
