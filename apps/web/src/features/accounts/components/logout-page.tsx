import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { session } from '../../../lib/session.ts';

/** /logout: forgets everything this device kept (spec 1 section 2), then opens /login. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    try {
      localStorage.clear();
    } catch {
      // Storage blocked: the session store below still forgets the user for this visit.
    }
    session.clear();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);

  return (
    <Page title={t('accounts.login.title')}>
      <p role="status">{t('accounts.logout.message')}</p>
    </Page>
  );
}
