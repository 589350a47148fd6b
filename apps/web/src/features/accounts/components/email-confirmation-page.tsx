import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import { session } from '../../../lib/session.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { accountStrings } from '../account-strings.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import styles from './account-form.module.css';
import { ResendConfirmationForm } from './resend-confirmation-form.tsx';

type Outcome = 'confirming' | 'invalidToken' | 'tokenExpired' | 'failed';

/**
 * /email-confirmation/:token: confirms once, then opens the plan with the outcome. A link that no
 * longer works (used, replaced by a newer one, expired) stays here and offers a new link; a failed
 * request offers to try again.
 */
export function EmailConfirmationPage() {
  const { t } = useTranslation();
  useLazyStrings(accountStrings);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { mutate } = useConfirmEmail();
  const [outcome, setOutcome] = useState<Outcome>('confirming');
  // StrictMode runs effects twice in development: a token is only spent once.
  const sentFor = useRef<string | null>(null);

  const confirm = useCallback(() => {
    setOutcome('confirming');
    mutate(token, {
      onSuccess(response) {
        if ('success' in response) {
          const current = session.get();
          if (current && current.user.id === response.user.id) session.set({ ...current, user: response.user });
          snackbars.show({ message: t('accounts.outcomes.accountConfirmed'), severity: 'success' });
          navigate(paths.plan, { replace: true });
        } else setOutcome('tokenExpired' in response ? 'tokenExpired' : 'invalidToken');
      },
      onError: () => setOutcome('failed'),
    });
  }, [token, mutate, navigate, t]);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    confirm();
  }, [token, confirm]);

  const isLinkProblem = outcome === 'invalidToken' || outcome === 'tokenExpired';
  const statusText = {
    confirming: t('accounts.confirmation.message'),
    invalidToken: t('accounts.confirmation.linkInvalid'),
    tokenExpired: t('accounts.confirmation.linkExpired'),
    failed: t('common.generalError'),
  }[outcome];

  return (
    <Page title={isLinkProblem ? t('accounts.confirmation.problemTitle') : t('accounts.confirmation.title')}>
      {/* One live region: "please wait" turns into the outcome, so the change is announced. */}
      <p className={styles.message} role="status" aria-busy={outcome === 'confirming' || undefined}>
        {statusText}
      </p>
      {outcome === 'failed' && <Button onClick={confirm}>{t('accounts.confirmation.tryAgain')}</Button>}
      {isLinkProblem && <ResendConfirmationForm initialEmail={session.get()?.user.email ?? ''} />}
      {outcome !== 'confirming' && (
        <nav className={styles.links}>
          <Link to={paths.plan}>{t('accounts.confirmation.toPlan')}</Link>
        </nav>
      )}
    </Page>
  );
}
