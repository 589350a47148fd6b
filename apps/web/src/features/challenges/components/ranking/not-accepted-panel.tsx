import type { InviteLink } from '@bible-journey/contract';
import { APP_SHARE_COPIED_MS } from '@bible-journey/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { paths } from '../../../../config/paths.ts';
import { useShareInviteLink } from '../../hooks/use-share-invite-link.ts';
import { useShareWithStatus } from '../../hooks/use-share-with-status.ts';
import common from '../common/common.module.css';
import styles from './ranking.module.css';

interface NotAcceptedPanelProps {
  challengeId: string;
  title: string;
  isOwner: boolean;
  inviteLink: InviteLink;
}

/**
 * Nobody has accepted yet (spec 3 section 2): the leader can add participants; everyone is told the
 * invitations went by e-mail, and can share the invitation link while the leader keeps it on, and
 * the app's download link (each copied where there is no share sheet, and said so).
 */
export function NotAcceptedPanel({ challengeId, title, isOwner, inviteLink }: NotAcceptedPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { share, isCopied } = useShareInviteLink({ _id: challengeId, title, inviteLink });
  // Spec 3: the app's download link too, for those who will read in the app; its indicator stays 4 s.
  const app = useShareWithStatus(APP_SHARE_COPIED_MS);
  const shareApp = () =>
    app.share({
      title: t('app.name'),
      text: t('challenges.ranking.notAccepted.appShareText'),
      url: `${location.origin}${paths.downloadApp}`,
    });

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
        {inviteLink.isOn && (
          <Button variant="secondary" onClick={() => void share()}>
            {t('challenges.ranking.notAccepted.share')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void shareApp()}>
          {t('challenges.ranking.notAccepted.shareApp')}
        </Button>
      </div>
      <p className={common.linkCopied} role="status">
        {app.isCopied ? t('challenges.ranking.notAccepted.appCopied') : isCopied ? t('share.linkCopied') : ''}
      </p>
    </section>
  );
}
