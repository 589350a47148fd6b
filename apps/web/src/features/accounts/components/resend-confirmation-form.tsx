import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/account-forms/email-field.tsx';
import { useAccountOutcomes } from '../../../components/account-forms/use-account-outcomes.ts';
import { checkEmail, problemMessage } from '../../../components/account-forms/validate-account-fields.ts';
import { useCheckedForm } from '../../../components/forms/use-checked-form.ts';
import { useErrorText } from '../../../components/forms/use-error-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import styles from './account-form.module.css';

/**
 * Asks for a new confirmation link. The server answers alike for every address, so the page says
 * what happens if the address has an account waiting for confirmation, never whether it has one.
 */
export function ResendConfirmationForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const outcomes = useAccountOutcomes();
  const resend = useResendConfirmation();
  const { register, handleSubmit, formState } = useCheckedForm<{ email: string }>(
    { email: initialEmail },
    ({ email }) => ({ email: problemMessage(checkEmail(email)) }),
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingId = useId();

  const handleResend = ({ email }: { email: string }) => {
    const address = email.trim();
    resend.mutate(address, { onError: outcomes.showGeneralError, onSuccess: () => setSentTo(address) });
  };

  return (
    <>
      {/* Present from the start, so the words put in it once sent are announced. */}
      <p className={sentTo ? styles.message : styles.status} role="status">
        {sentTo ? t('accounts.confirmation.resent', { email: sentTo }) : ''}
      </p>
      {!sentTo && (
        <form className={styles.form} onSubmit={handleSubmit(handleResend)} noValidate aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.formHeading}>
            {t('accounts.confirmation.resendHeading')}
          </h2>
          <EmailField error={errorText(formState.errors.email)} {...register('email')} />
          <Button type="submit" isLoading={resend.isPending} loadingLabel={t('accounts.confirmation.resending')}>
            {t('accounts.confirmation.resend')}
          </Button>
        </form>
      )}
    </>
  );
}
