import { isLanguage, type Language } from '@bible-journey/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { Mailer } from '../../../integrations/mail/mailer.js';
import { challengeInviteMail } from '../../../integrations/mail/messages.js';
import type { Tx } from '../plan/template.js';
import { ChallengeFullError, type InvitationAllowance } from './invitation-bounds.js';
import type { InvitationStopLinks } from './invitation-stops.js';
import {
  createInvitedAccounts,
  insertInvites,
  lockInvitesOf,
  peopleIn,
  restoreInviteSentAt,
  setInvitesSentAt,
} from './invites-repository.js';
import { memberEmailsAmong } from './members-repository.js';

/**
 * What inviting needs: the database, the mailer, the web app's public address for the link, and
 * the bounds on what one leader's invitations may cost (invitation-bounds.ts).
 */
export interface InviteDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  invitations: ChallengeInvitations;
}

/** The bounds of inviting: mails per leader and day, people per challenge; and each mail's stop link. */
export interface ChallengeInvitations {
  allowance: InvitationAllowance;
  peoplePerChallenge: number;
  stopLinks: InvitationStopLinks;
}

/** An invite is mailed at most once a day, whoever asks (add participants or resend). */
export const INVITE_MAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Mails going out at once for one request: a church's list of 500 doesn't open 500 SMTP connections. */
const MAILS_AT_ONCE = 4;

/**
 * Inside the inviting transaction: invites the addresses that aren't members yet (the owner's own
 * is ignored), making a password-less account for an address that has none. Answers who is
 * invited now (newly or again) and who already was a member. Throws ChallengeFullError (the
 * transaction then keeps nothing) when the challenge would hold more people than `room`.
 */
export async function inviteAddresses(
  tx: Db,
  challenge: { id: string; ownerEmail: string },
  emails: readonly string[],
  room: number,
): Promise<{ invited: string[]; alreadyMembers: string[] }> {
  const others = emails.filter((email) => email !== challenge.ownerEmail);
  const members = new Set(await memberEmailsAmong(tx, challenge.id, others));
  const invited = others.filter((email) => !members.has(email));
  await createInvitedAccounts(tx, invited);
  await insertInvites(tx, challenge.id, invited);
  if (invited.length > 0 && (await peopleIn(tx, challenge.id)) > room) throw new ChallengeFullError(room);
  return { invited, alreadyMembers: others.filter((email) => members.has(email)) };
}

/** A pending invite taken for mailing: its previous sending time comes back if the mail fails. */
export interface ClaimedInvite {
  id: string;
  email: string;
  language: Language;
  claimedAt: Date;
  previous: Date | null;
}

/**
 * Inside a transaction: takes the challenge's pending invites of these addresses that weren't
 * mailed in the last day, marking them sent now. Each goes in the invitee's language when
 * their account has one, else in `fallback` (the owner's).
 */
export async function claimInvitesToMail(
  tx: Db,
  challengeId: string,
  emails: readonly string[],
  fallback: Language,
  now = new Date(),
): Promise<ClaimedInvite[]> {
  const due = (await lockInvitesOf(tx, challengeId, emails)).filter(
    (invite) => invite.lastSentAt === null || now.getTime() - invite.lastSentAt.getTime() >= INVITE_MAIL_INTERVAL_MS,
  );
  await setInvitesSentAt(
    tx,
    due.map((invite) => invite.id),
    now,
  );
  return due.map((invite) => ({
    id: invite.id,
    email: invite.email,
    language: isLanguage(invite.language) ? invite.language : fallback,
    claimedAt: now,
    previous: invite.lastSentAt,
  }));
}

/**
 * Runs an inviting transaction whose mails count against the leader's day: the claimed invites are
 * taken from the allowance inside it (TooManyInvitationsError rolls it all back), and given back if
 * the transaction fails after.
 */
export async function withInvitationMails<T extends { claimed: ClaimedInvite[] }>(
  deps: InviteDeps,
  leaderId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  let taken = 0;
  try {
    return await deps.db.transaction(async (tx) => {
      const done = await work(tx);
      await deps.invitations.allowance.take(leaderId, done.claimed.length);
      taken = done.claimed.length;
      return done;
    });
  } catch (error) {
    await deps.invitations.allowance.giveBack(leaderId, taken);
    throw error;
  }
}

/** Who the invitation is from and to what. */
export interface InviteSender {
  challengeId: string;
  challengeTitle: string;
  ownerName: string;
}

/**
 * After the commit: mails the claimed invites in the background, a few at a time, with the link
 * to /c/invite/{challengeId}. A mail that can't go out is logged and its invite's sending time
 * goes back (the leader may resend at once). Never rejects.
 */
export async function mailInvites(deps: InviteDeps, sender: InviteSender, claimed: ClaimedInvite[]): Promise<void> {
  const link = `${deps.appUrl}/c/invite/${sender.challengeId}`;
  const queue = [...claimed];
  const details = { ownerName: sender.ownerName, challengeTitle: sender.challengeTitle };
  const work = async () => {
    for (let invite = queue.shift(); invite; invite = queue.shift()) {
      try {
        const { stopLinks } = deps.invitations;
        const stop = { page: stopLinks.pageFor(invite.email), oneClick: stopLinks.oneClickFor(invite.email) };
        await deps.mailer.send(challengeInviteMail(invite.email, details, invite.language, link, stop));
      } catch (error) {
        deps.log.error({ err: error, inviteId: invite.id }, 'could not send a challenge invite');
        await restoreInviteSentAt(deps.db, invite.id, invite.claimedAt, invite.previous).catch((restoreError) =>
          deps.log.error({ err: restoreError, inviteId: invite.id }, 'could not give back an invite’s sending time'),
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAILS_AT_ONCE, queue.length) }, work));
}
