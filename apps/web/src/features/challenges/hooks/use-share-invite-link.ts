import type { InviteLink } from '@bible-journey/contract';
import { LINK_COPIED_MS } from '@bible-journey/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { shareApp } from '../../../lib/share.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';

/**
 * Shares the challenge's invite link (with its key once the leader made a new link) through the
 * share sheet, or copies it; `isCopied` says so for a while.
 */
export function useShareInviteLink(challenge: { _id: string; title: string; inviteLink: InviteLink }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const share = async () => {
    const outcome = await shareApp({
      title: challenge.title,
      text: t('challenges.ranking.notAccepted.shareText', { title: challenge.title }),
      url: `${location.origin}${paths.challengeInvite(challenge._id, challenge.inviteLink.key)}`,
    });
    if (outcome === 'copied') setIsCopied(true);
    if (outcome === 'failed') snackbars.show({ message: t('common.generalError'), severity: 'error' });
  };
  return { share, isCopied };
}
