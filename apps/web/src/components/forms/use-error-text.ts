import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A field's error in words: its message is an i18n key (the check's or a server outcome's). */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => (error?.message ? t(error.message) : undefined);
}
