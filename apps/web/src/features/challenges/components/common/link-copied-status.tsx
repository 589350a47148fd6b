import { useTranslation } from 'react-i18next';
import styles from './common.module.css';

/** Says "Link copied" for a while after a share fell back to copying (useShareInviteLink). */
export function LinkCopiedStatus({ isCopied }: { isCopied: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={styles.linkCopied} role="status">
      {isCopied ? t('share.linkCopied') : ''}
    </p>
  );
}
