import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ShareContent, shareApp } from '../../../lib/share.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';

/**
 * Shares through the share sheet, or copies the link; `isCopied` says so for `copiedMs` (spec 3:
 * the link-copied indicator 2 s, the app-share one 4 s). A failure says the general error.
 */
export function useShareWithStatus(copiedMs: number) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [isCopied, copiedMs]);

  const share = async (content: ShareContent) => {
    const outcome = await shareApp(content);
    if (outcome === 'copied') setIsCopied(true);
    if (outcome === 'failed') snackbars.show({ message: t('common.generalError'), severity: 'error' });
  };
  return { share, isCopied };
}
