import { useTranslation } from 'react-i18next';
import { shareApp } from '../../lib/share.ts';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';

/** Shares the app (share sheet, else the link copied) and tells the person how it went. */
export function useShareApp(): () => Promise<void> {
  const { t } = useTranslation();
  return async () => {
    const outcome = await shareApp({ title: t('app.name'), text: t('app.tagline') });
    if (outcome === 'copied') snackbars.show({ message: t('share.linkCopied'), severity: 'success' });
    else if (outcome === 'failed') snackbars.show({ message: t('common.generalError'), severity: 'error' });
  };
}
