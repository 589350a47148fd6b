import { PASSWORD_MAX, PASSWORD_MIN } from '@bible-journey/contract/limits';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/account-forms/password-field.tsx';
import { checkNewPassword, problemMessage } from '../../../components/account-forms/validate-account-fields.ts';
import { useCheckedForm } from '../../../components/forms/use-checked-form.ts';
import { useErrorText } from '../../../components/forms/use-error-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import styles from './menu-modals.module.css';

interface ChangePasswordValues {
  currentPassword: string;
  password: string;
}

const checkChangePassword = ({ currentPassword, password }: ChangePasswordValues) => ({
  currentPassword: currentPassword ? undefined : 'menu.sessions.currentRequired',
  password: problemMessage(checkNewPassword(password)),
});

/**
 * The current password and a new one (the register rule). A change ends the sessions on every
 * other device; this one carries on with the fresh token (stored by useChangePassword).
 */
export function ChangePasswordForm({ id, email, onDone }: { id: string; email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangePassword();
  const { register, handleSubmit, setError, formState } = useCheckedForm<ChangePasswordValues>(
    { currentPassword: '', password: '' },
    checkChangePassword,
  );

  const handleChange = async (values: ChangePasswordValues) => {
    try {
      const answer = await change.mutateAsync(values);
      if ('token' in answer) {
        snackbars.show({ message: t('menu.sessions.passwordChanged'), severity: 'success' });
        onDone();
        return;
      }
      if ('wrongPassword' in answer) {
        setError('currentPassword', { message: 'accountForms.outcomes.wrongPassword' }, { shouldFocus: true });
        return;
      }
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
    } catch (error) {
      // Ended elsewhere: the api client has said so (lib/session-ended.ts).
      if (!(error instanceof ApiError && error.status === 401))
        snackbars.show({ message: t('common.generalError'), severity: 'error' });
    }
  };

  return (
    <form
      id={id}
      className={styles.modalForm}
      aria-label={t('menu.sessions.changePassword')}
      noValidate
      onSubmit={handleSubmit(handleChange)}
    >
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('menu.sessions.currentPassword')}
        toggleLabel={t('menu.sessions.showCurrentPassword')}
        autoComplete="current-password"
        // The form opens at the person's request, on what they came to type.
        autoFocus
        maxLength={PASSWORD_MAX}
        required
        error={errorText(formState.errors.currentPassword)}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('menu.sessions.newPassword')}
        toggleLabel={t('menu.sessions.showNewPassword')}
        hint={t('menu.sessions.newPasswordHint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
        error={errorText(formState.errors.password)}
        {...register('password')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          {t('menu.sessions.cancel')}
        </Button>
        <Button type="submit" isLoading={change.isPending} loadingLabel={t('menu.sessions.saving')}>
          {t('menu.sessions.save')}
        </Button>
      </div>
    </form>
  );
}
