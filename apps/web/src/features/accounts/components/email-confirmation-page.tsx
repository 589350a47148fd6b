import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { session } from '../../../lib/session.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import styles from './account-form.module.css';

/** /email-confirmation/:token: confirms once, then opens the plan with the outcome. */
export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { mutate } = useConfirmEmail();
  // StrictMode runs effects twice in development: a token is only spent once.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    const showError = () => snackbars.show({ message: t('common.generalError'), severity: 'error' });
    mutate(token, {
      onSuccess(response) {
        if ('success' in response) {
          const current = session.get();
          if (current && current.user.id === response.user.id) session.set({ ...current, user: response.user });
          snackbars.show({ message: t('accounts.outcomes.accountConfirmed'), severity: 'success' });
        } else showError();
      },
      onError: showError,
      onSettled: () => navigate(paths.plan, { replace: true }),
    });
  }, [token, mutate, navigate, t]);

  return (
    <Page title={t('accounts.confirmation.title')}>
      <p className={styles.message} role="status" aria-busy="true">
        {t('accounts.confirmation.message')}
      </p>
    </Page>
  );
}
