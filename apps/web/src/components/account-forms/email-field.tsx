import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../ui/text-field.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode'>;

/** The e-mail field of every account form: its label, an e-mail keyboard and the browser's autofill. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField label={t('accountForms.fields.email')} type="email" autoComplete="email" inputMode="email" {...props} />
  );
}
