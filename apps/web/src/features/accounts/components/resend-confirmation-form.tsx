import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountOutcomes } from '../../../components/account-forms/use-account-outcomes.ts';
import { useFieldProblemText } from '../../../components/account-forms/use-field-problem-text.ts';
import { checkEmail } from '../../../components/account-forms/validate-account-fields.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import styles from './account-form.module.css';

/**
 * Asks for a new confirmation link. The server answers alike for every address, so the page says
 * what happens if the address has an account waiting for confirmation, never whether it has one.
 */
export function ResendConfirmationForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const problemText = useFieldProblemText();
  const outcomes = useAccountOutcomes();
  const resend = useResendConfirmation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemText(checkEmail(email));
    setError(problem);
    if (problem) return;
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
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.formHeading}>
            {t('accounts.confirmation.resendHeading')}
          </h2>
          <TextField
            label={t('accountForms.fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" isLoading={resend.isPending} loadingLabel={t('accounts.confirmation.resending')}>
            {t('accounts.confirmation.resend')}
          </Button>
        </form>
      )}
    </>
  );
}
