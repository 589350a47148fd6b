import type { InviteLink } from '@bible-journey/contract';
import { LINK_COPIED_MS } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useShareWithStatus } from './use-share-with-status.ts';

/** The challenge's invite link, as shared and as its QR code reads. */
export const inviteUrl = (challenge: { _id: string; inviteLink: InviteLink }) =>
  `${location.origin}${paths.challengeInvite(challenge._id, challenge.inviteLink.key)}`;

/**
 * Shares the challenge's invite link (with its key once the leader made a new link) through the
 * share sheet, or copies it; `isCopied` says so for a while.
 */
export function useShareInviteLink(challenge: { _id: string; title: string; inviteLink: InviteLink }) {
  const { t } = useTranslation();
  const { share, isCopied } = useShareWithStatus(LINK_COPIED_MS);
  return {
    isCopied,
    share: () =>
      share({
        title: challenge.title,
        text: t('challenges.ranking.notAccepted.shareText', { title: challenge.title }),
        url: inviteUrl(challenge),
      }),
  };
}
