import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import { flushPlanSync } from '../../../lib/plan/plan-sync.ts';
import { session } from '../../../lib/session.ts';
import { accountStrings } from '../account-strings.ts';
import styles from './account-form.module.css';

/**
 * /logout: forgets everything this device kept (spec 1 section 2), then opens /login. Ticks not
 * yet on the account are sent first; when they can't be (offline), the person decides: they would
 * be lost with the device's storage.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  useLazyStrings(accountStrings);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'saving' | 'unsent'>('saving');

  const logOut = useCallback(() => {
    try {
      localStorage.clear();
    } catch {
      // Storage blocked: the session store below still forgets the user for this visit.
    }
    session.clear();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);

  useEffect(() => {
    let isCurrent = true;
    void flushPlanSync().then((isSaved) => {
      if (!isCurrent) return;
      if (isSaved) logOut();
      else setState('unsent');
    });
    return () => {
      isCurrent = false;
    };
  }, [logOut]);

  if (state === 'saving') {
    return (
      <Page title={t('accounts.login.title')}>
        <p role="status">{t('accounts.logout.message')}</p>
      </Page>
    );
  }
  return (
    <Page title={t('accounts.logout.unsentTitle')}>
      <p role="alert" className={styles.message}>
        {t('accounts.logout.unsentBody')}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => navigate(paths.plan, { replace: true })}>
          {t('accounts.logout.stay')}
        </Button>
        <Button onClick={logOut}>{t('accounts.logout.anyway')}</Button>
      </div>
    </Page>
  );
}
