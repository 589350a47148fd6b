import type { ChallengeInvite } from '@bible-journey/contract';
import { routeStrings } from '../../../../lib/i18n.ts';
import { getInvites } from '../../api/get-invites.ts';
import { openInviteModal, withdrawInviteModals } from './invite-modal.tsx';

export { withdrawInviteModals };

const loadStrings = routeStrings('challenges');

// Invites put off with "See later" are not offered again until the app is opened again.
const putOff = new Set<string>();

/**
 * Fetches the pending invites (and the challenge strings) and answers how to offer them: one
 * invite modal each, in turn, after any modal already open.
 */
export async function loadInviteOffer(): Promise<() => void> {
  const [invites] = await Promise.all([getInvites(), loadStrings()]);
  return () => {
    for (const invite of invites.filter((pending) => !putOff.has(pending._id))) offer(invite);
  };
}

function offer(invite: ChallengeInvite) {
  openInviteModal(invite, { waitForTurn: true, onLater: () => putOff.add(invite._id) });
}
