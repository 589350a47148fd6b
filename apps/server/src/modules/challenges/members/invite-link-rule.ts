import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { ForbiddenError } from '../../../http/errors.js';
import { wasRemoved } from './members-repository.js';

// Who may come in by the shared link (decision 0019), and so see what the invite page shows: the
// same rule for joining (invites-service.ts) and for the invitation's details (invitation-service.ts).
// Someone invited by e-mail, or already a member, is not asked.

/** The link's state, as the challenge row holds it. */
export interface InviteLinkState {
  inviteLinkKey: string | null;
  inviteLinkOff: boolean;
}

/**
 * Why the link does not let this person in (403 with its reason), or undefined when it does:
 * removed by the leader (back only by a new invitation), the link turned off, or replaced by a new
 * one whose key they don't hold. `userId` undefined: someone not signed in, who can't be removed.
 */
export async function linkRefusal(
  db: Db,
  challenge: { id: string } & InviteLinkState,
  userId: string | undefined,
  inviteKey: string | undefined,
): Promise<ForbiddenError | undefined> {
  if (userId !== undefined && (await wasRemoved(db, challenge.id, userId))) {
    return new ForbiddenError('The leader removed you from this challenge: ask them to invite you again.', 'removed');
  }
  if (challenge.inviteLinkOff) {
    return new ForbiddenError(
      'The leader turned this challenge’s invite link off: ask them to invite you.',
      'invite_link_off',
    );
  }
  if (challenge.inviteLinkKey !== null && !sameKey(inviteKey, challenge.inviteLinkKey)) {
    return new ForbiddenError(
      'This invite link was replaced by a new one: ask the leader for it.',
      'invite_link_replaced',
    );
  }
  return undefined;
}

/** The link's key, compared in constant time (a key guessed a character at a time learns nothing). */
function sameKey(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
