import type { InviteLink } from '@bible-journey/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { paths } from '../../../../config/paths.ts';
import { useShareInviteLink } from '../../hooks/use-share-invite-link.ts';
import { LinkCopiedStatus } from '../common/link-copied-status.tsx';
import styles from './ranking.module.css';

interface NotAcceptedPanelProps {
  challengeId: string;
  title: string;
  isOwner: boolean;
  inviteLink: InviteLink;
}

/**
 * Nobody has accepted yet (spec 3 section 2): the leader can add participants; everyone is told the
 * invitations went by e-mail, and can share the invitation link (copied where there is no share
 * sheet) while the leader keeps it on.
 */
export function NotAcceptedPanel({ challengeId, title, isOwner, inviteLink }: NotAcceptedPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { share, isCopied } = useShareInviteLink({ _id: challengeId, title, inviteLink });

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
      </div>
      <LinkCopiedStatus isCopied={isCopied} />
    </section>
  );
}
