import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/text-field.tsx';
import styles from './account-forms.module.css';

export interface PasswordFieldProps extends Omit<ComponentProps<typeof TextField>, 'type'> {
  /** The toggle's name when a form has two password fields ("Show current password"). */
  toggleLabel?: string;
}

/** A password input with a show/hide toggle (a pressed/unpressed button, so its name stays put). */
export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={styles.password}>
      <TextField {...props} type={isVisible ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={isVisible}
        onClick={() => setIsVisible((visible) => !visible)}
      >
        {toggleLabel ?? t('accountForms.fields.showPassword')}
      </button>
    </div>
  );
}
