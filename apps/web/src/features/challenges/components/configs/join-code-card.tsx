import type { Challenge } from '@bible-journey/contract';
import { formatJoinCode } from '@bible-journey/core';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { modals } from '../../../../lib/modals/modals.ts';
import { inviteUrl } from '../../hooks/use-share-invite-link.ts';
import styles from './configs.module.css';
import { QrCode } from './qr-code.tsx';

const SHOW_CODE_MODAL_ID = 'challenges-join-code';

/**
 * The join code and the QR code of the invite link (issue 23), inside the invite-link card while
 * the link is on: a leader says the code aloud (people type it under "Have a join code?" on
 * Challenges) or shows the QR code, large for a room.
 */
export function JoinCode({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const code = formatJoinCode(challenge.inviteLink.code);
  return (
    <div className={styles.joinCode}>
      <p className={styles.cardText}>{t('challenges.inviteLink.codeText')}</p>
      <p className={styles.codeLine}>
        <span className={styles.codeLabel}>{t('challenges.inviteLink.codeLabel')}</span>{' '}
        <span className={styles.code}>{code}</span>
      </p>
      <QrCode
        value={inviteUrl(challenge)}
        label={t('challenges.inviteLink.qrLabel', { title: challenge.title })}
        className={styles.qr}
      />
      <Button variant="secondary" onClick={() => openShownCode(challenge)}>
        {t('challenges.inviteLink.showLarge')}
      </Button>
    </div>
  );
}

/** The code and the QR code filling the screen, for a projector or a phone held up to a room. */
function openShownCode(challenge: Challenge): void {
  modals.open({
    id: SHOW_CODE_MODAL_ID,
    title: i18next.t('challenges.inviteLink.shownTitle', { title: challenge.title }),
    size: 'full',
    render: () => <ShownCode challenge={challenge} />,
  });
}

function ShownCode({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shownCode}>
      <p className={styles.shownHint}>{t('challenges.inviteLink.shownHint')}</p>
      <p className={styles.shownCodeText}>{formatJoinCode(challenge.inviteLink.code)}</p>
      <QrCode
        value={inviteUrl(challenge)}
        label={t('challenges.inviteLink.qrLabel', { title: challenge.title })}
        className={styles.shownQr}
      />
    </div>
  );
}
