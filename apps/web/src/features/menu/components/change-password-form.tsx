import { PASSWORD_MAX, PASSWORD_MIN } from '@bible-journey/contract/limits';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/account-forms/password-field.tsx';
import { useFieldProblemText } from '../../../components/account-forms/use-field-problem-text.ts';
import { checkNewPassword } from '../../../components/account-forms/validate-account-fields.ts';
import { Button } from '../../../components/ui/button.tsx';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { isSessionEnded, showSessionEnded } from '../lib/session-ended.ts';
import styles from './menu-modals.module.css';

interface FieldErrors {
  currentPassword?: string | undefined;
  password?: string | undefined;
}

function focusField(form: HTMLFormElement | null, name: keyof FieldErrors): void {
  form?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();
}

/**
 * The current password and a new one (the register rule). A change ends the sessions on every
 * other device; this one carries on with the fresh token (stored by useChangePassword).
 */
export function ChangePasswordForm({ id, email, onDone }: { id: string; email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const problemText = useFieldProblemText();
  const change = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => focusField(formRef.current, 'currentPassword'), []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      currentPassword: currentPassword ? undefined : t('menu.sessions.currentRequired'),
      password: problemText(checkNewPassword(password)),
    };
    setErrors(found);
    if (found.currentPassword || found.password) {
      focusField(formRef.current, found.currentPassword ? 'currentPassword' : 'password');
      return;
    }
    try {
      const answer = await change.mutateAsync({ currentPassword, password });
      if ('token' in answer) {
        snackbars.show({ message: t('menu.sessions.passwordChanged'), severity: 'success' });
        onDone();
        return;
      }
      if ('wrongPassword' in answer) {
        setErrors({ currentPassword: t('accountForms.outcomes.wrongPassword') });
        focusField(formRef.current, 'currentPassword');
        return;
      }
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
    } catch (error) {
      if (isSessionEnded(error)) showSessionEnded();
      else snackbars.show({ message: t('common.generalError'), severity: 'error' });
    }
  };

  return (
    <form
      id={id}
      ref={formRef}
      className={styles.modalForm}
      aria-label={t('menu.sessions.changePassword')}
      noValidate
      onSubmit={handleSubmit}
    >
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('menu.sessions.currentPassword')}
        toggleLabel={t('menu.sessions.showCurrentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        required
        value={currentPassword}
        error={errors.currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <PasswordField
        label={t('menu.sessions.newPassword')}
        toggleLabel={t('menu.sessions.showNewPassword')}
        hint={t('menu.sessions.newPasswordHint', { min: PASSWORD_MIN })}
        name="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
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
