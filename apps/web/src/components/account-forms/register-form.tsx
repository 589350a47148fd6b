import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { useCheckedForm } from '../forms/use-checked-form.ts';
import { useErrorText } from '../forms/use-error-text.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import styles from './account-forms.module.css';
import { useRegister } from './api/register.ts';
import { EmailField } from './email-field.tsx';
import { FlowLink } from './flow-link.tsx';
import { PasswordField } from './password-field.tsx';
import { socialProviderOf } from './social-provider.ts';
import { useAccountOutcomes } from './use-account-outcomes.ts';
import { asFormProblems, checkRegister } from './validate-account-fields.ts';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

/** Name, e-mail and password, checked before sending; the server's answer as a notice of the flow. */
export function RegisterForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const outcomes = useAccountOutcomes();
  const registration = useRegister();
  const { register, handleSubmit, formState } = useCheckedForm<RegisterValues>(
    { name: '', email: initialEmail, password: '' },
    (values) => asFormProblems(checkRegister(values)),
  );

  const handleRegister = (values: RegisterValues) =>
    registration.mutate(
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

  return (
    <form className={styles.form} onSubmit={handleSubmit(handleRegister)} noValidate>
      <TextField
        label={t('accountForms.fields.name')}
        autoComplete="name"
        error={errorText(formState.errors.name)}
        {...register('name')}
      />
      <EmailField error={errorText(formState.errors.email)} {...register('email')} />
      <PasswordField
        label={t('accountForms.fields.password')}
        autoComplete="new-password"
        error={errorText(formState.errors.password)}
        {...register('password')}
      />
      <p className={styles.consent}>
        {t('accountForms.register.consent')}{' '}
        <FlowLink to={privacyPolicyPath(i18n.language)}>{t('accountForms.register.privacyPolicy')}</FlowLink>.
      </p>
      <Button type="submit" isLoading={registration.isPending} loadingLabel={t('accountForms.register.submitting')}>
        {t('accountForms.register.submit')}
      </Button>
    </form>
  );
}

/** The policy in the interface language: its Portuguese address for pt (spec 1), else the one that follows the language. */
export const privacyPolicyPath = (language: string) =>
  language === 'pt' ? paths.privacyPolicyPortuguese : paths.privacyPolicy;
