import { LINK_COPIED_MS } from '@bible-journey/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { paths } from '../../../../config/paths.ts';
import { shareApp } from '../../../../lib/share.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import styles from './ranking.module.css';

interface NotAcceptedPanelProps {
  challengeId: string;
  title: string;
  isOwner: boolean;
}

/**
 * Nobody has accepted yet (spec 3 section 2): the leader can add participants; everyone is told the
 * invitations went by e-mail, and can share the invitation link (copied where there is no share sheet).
 */
export function NotAcceptedPanel({ challengeId, title, isOwner }: NotAcceptedPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleShare = async () => {
    const outcome = await shareApp({
      title,
      text: t('challenges.ranking.notAccepted.shareText', { title }),
      url: `${location.origin}${paths.challengeInvite(challengeId)}`,
    });
    if (outcome === 'copied') setIsCopied(true);
    if (outcome === 'failed') snackbars.show({ message: t('common.generalError'), severity: 'error' });
  };

  return (
    <section className={styles.notAccepted} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('challenges.ranking.notAccepted.title')}
      </h2>
      <p>{t('challenges.ranking.notAccepted.checkEmail')}</p>
      <div className={styles.panelActions}>
        {isOwner && (
          <ButtonLink to={paths.challengeParticipantsAdd(challengeId)}>
            {t('challenges.ranking.notAccepted.add')}
          </ButtonLink>
        )}
        <Button variant="secondary" onClick={() => void handleShare()}>
          {t('challenges.ranking.notAccepted.share')}
        </Button>
      </div>
      <p className={styles.copied} role="status">
        {isCopied ? t('share.linkCopied') : ''}
      </p>
    </section>
  );
}
