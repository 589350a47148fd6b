import type { Challenge, InviteLinkUpdateBody } from '@bible-journey/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useUpdateInviteLink } from '../../api/update-invite-link.ts';
import { useShareInviteLink } from '../../hooks/use-share-invite-link.ts';
import { LinkCopiedStatus } from '../common/link-copied-status.tsx';
import styles from './configs.module.css';
import { JoinCode } from './join-code-card.tsx';

const DONE: Record<InviteLinkUpdateBody['action'], string> = {
  renew: 'challenges.inviteLink.renewed',
  off: 'challenges.inviteLink.turnedOff',
  on: 'challenges.inviteLink.turnedOn',
};

/**
 * The leader's shared invite link (issue 22): share it, make a new one when it reached people it
 * shouldn't (the old one stops working), or turn it off so only people invited by e-mail join. The
 * join code and the QR code go with the link (issue 23).
 */
export function InviteLinkCard({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const { share, isCopied } = useShareInviteLink(challenge);
  const update = useUpdateInviteLink(challenge._id);
  const { isOn } = challenge.inviteLink;
  const change = (action: InviteLinkUpdateBody['action']) =>
    update.mutate(action, {
      onSuccess: () => snackbars.show({ message: t(DONE[action]), severity: 'success' }),
      onError: () => snackbars.show({ message: t('common.generalError'), severity: 'error' }),
    });
  /** A button changing the link: busy while its change is on its way, still while another is. */
  const changeButton = (action: InviteLinkUpdateBody['action'], label: string, variant?: 'secondary') => {
    const isBusy = update.isPending && update.variables === action;
    return (
      <Button
        variant={variant}
        onClick={() => change(action)}
        disabled={update.isPending && !isBusy}
        isLoading={isBusy}
        loadingLabel={t('challenges.inviteLink.working')}
      >
        {label}
      </Button>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="invite-link-heading">
      <h2 id="invite-link-heading" className={styles.cardTitle}>
        {t('challenges.inviteLink.heading')}
      </h2>
      <p className={styles.cardText}>{t(isOn ? 'challenges.inviteLink.onText' : 'challenges.inviteLink.offText')}</p>
      <div className={styles.actions}>
        {isOn ? (
          <>
            <Button onClick={() => void share()}>{t('challenges.inviteLink.share')}</Button>
            {changeButton('renew', t('challenges.inviteLink.renew'), 'secondary')}
            {changeButton('off', t('challenges.inviteLink.turnOff'), 'secondary')}
          </>
        ) : (
          changeButton('on', t('challenges.inviteLink.turnOn'))
        )}
      </div>
      <LinkCopiedStatus isCopied={isCopied} />
      {isOn && <JoinCode challenge={challenge} />}
    </section>
  );
}
