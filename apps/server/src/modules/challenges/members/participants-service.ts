import type {
  AcceptedParticipantsPage,
  ChallengeParticipantsQuery,
  ChallengeParticipantsResponse,
  InvitedParticipantsPage,
  InviteResendBody,
  InviteResendResponse,
  ParticipantDeleteResponse,
  ParticipantsAddBody,
  ParticipantsAddResponse,
  PeoplePageQuery,
} from '@bible-journey/contract';
import { isLanguage, type Language } from '@bible-journey/core';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { NotFoundError } from '../../../http/errors.js';
import { accountGone } from '../../../http/require-user.js';
import { findUserById } from '../../users/repository.js';
import { decodeCursor, IdKeySchema, InstantKeySchema, pageOf } from '../pages/page-cursor.js';
import { requireOwner } from '../policy.js';
import {
  claimInvitesToMail,
  type InviteDeps,
  inviteAddresses,
  mailInvites,
  withInvitationMails,
} from './invite-mail.js';
import { deleteParticipant } from './members-repository.js';
import { participantsPage, pendingInviteCount, pendingInvitesPage } from './people-repository.js';

const JoinKeySchema = z.tuple([InstantKeySchema, IdKeySchema]);

/** GET /api/challenge/participants/accepted (owner): a page of the accepted participants, in the order they joined. */
export async function getAcceptedPage(
  db: Db,
  userId: string,
  challengeId: string,
  query: PeoplePageQuery,
): Promise<AcceptedParticipantsPage> {
  const { challenge } = await requireOwner(db, challengeId, userId);
  return acceptedPage(db, challenge.id, challenge.participantCount, query);
}

/** GET /api/challenge/participants/invited (owner): a page of the invites not accepted yet, oldest first. */
export async function getInvitedPage(
  db: Db,
  userId: string,
  challengeId: string,
  query: PeoplePageQuery,
): Promise<InvitedParticipantsPage> {
  await requireOwner(db, challengeId, userId);
  return invitedPage(db, challengeId, query);
}

/** GET /api/challenge/participants (owner): the first page of each list, where each goes on, and their sizes. */
export async function getParticipants(
  db: Db,
  userId: string,
  challengeId: string,
  query: ChallengeParticipantsQuery,
): Promise<ChallengeParticipantsResponse> {
  const { challenge } = await requireOwner(db, challengeId, userId);
  const [accepted, invited] = await Promise.all([
    acceptedPage(db, challengeId, challenge.participantCount, query),
    invitedPage(db, challengeId, query),
  ]);
  return {
    participants: accepted.participants,
    invitedUsers: invited.invitedUsers,
    participantsNextCursor: accepted.nextCursor,
    invitedNextCursor: invited.nextCursor,
    participantCount: accepted.total,
    invitedCount: invited.total,
  };
}

async function acceptedPage(
  db: Db,
  challengeId: string,
  total: number,
  query: Omit<PeoplePageQuery, 'cursor'> & { cursor?: string | undefined },
): Promise<AcceptedParticipantsPage> {
  const after = decodeCursor(query.cursor, JoinKeySchema);
  const rows = await participantsPage(db, challengeId, { limit: query.limit, after, search: query.search });
  const page = pageOf(rows, query.limit, (row) => row.key);
  return {
    participants: page.rows.map((row) => ({
      _id: row.memberId,
      user: { _id: row.userId, name: row.name, email: row.email, picture: row.picture },
      accepted: true,
    })),
    nextCursor: page.nextCursor,
    total,
  };
}

async function invitedPage(
  db: Db,
  challengeId: string,
  query: Omit<PeoplePageQuery, 'cursor'> & { cursor?: string | undefined },
): Promise<InvitedParticipantsPage> {
  const after = decodeCursor(query.cursor, JoinKeySchema);
  const [rows, total] = await Promise.all([
    pendingInvitesPage(db, challengeId, { limit: query.limit, after, search: query.search }),
    pendingInviteCount(db, challengeId),
  ]);
  const page = pageOf(rows, query.limit, (row) => row.key);
  return {
    invitedUsers: page.rows.map((row) => ({
      _id: row.id,
      user: { email: row.email, name: row.name },
      accepted: false,
      lastSentAt: row.lastSentAt?.toISOString() ?? null,
    })),
    nextCursor: page.nextCursor,
    total,
  };
}

/**
 * The leader as the invitations present them: the name the app sent, else the account's; the
 * account's language, else the request's (for invitees whose own language isn't known).
 */
export async function inviterOf(
  db: Db,
  userId: string,
  givenName: string | undefined,
  requestLanguage: Language,
): Promise<{ name: string; email: string; language: Language }> {
  const owner = await findUserById(db, userId);
  if (!owner) throw accountGone();
  return {
    name: givenName ?? owner.name,
    email: owner.email,
    language: isLanguage(owner.language) ? owner.language : requestLanguage,
  };
}

/**
 * POST /api/challenge/participants/add (owner): invites the addresses that aren't members, and
 * mails each invite not mailed in the last minute (a new one, or one already pending).
 */
export async function addParticipants(
  deps: InviteDeps,
  userId: string,
  challengeId: string,
  body: ParticipantsAddBody,
  language: Language,
): Promise<ParticipantsAddResponse> {
  const inviter = await inviterOf(deps.db, userId, body.owner_name, language);
  const { result, claimed, title } = await withInvitationMails(deps, userId, async (tx) => {
    const { challenge } = await requireOwner(tx, challengeId, userId);
    const result = await inviteAddresses(
      tx,
      { id: challengeId, ownerEmail: inviter.email },
      body.participants,
      deps.invitations.peoplePerChallenge,
    );
    const claimed = await claimInvitesToMail(tx, challengeId, result.invited, inviter.language);
    return { result, claimed, title: challenge.title };
  });
  void mailInvites(deps, { challengeId, challengeTitle: title, ownerName: inviter.name }, claimed);
  return result;
}

/**
 * POST /api/challenge/invite/resend (owner): mails again the pending invites of these addresses,
 * each at most once a day; answers those mailed. The challenge's stored title is the one sent.
 */
export async function resendInvites(
  deps: InviteDeps,
  userId: string,
  challengeId: string,
  body: InviteResendBody,
  language: Language,
): Promise<InviteResendResponse> {
  const inviter = await inviterOf(deps.db, userId, body.ownerName, language);
  const { claimed, title } = await withInvitationMails(deps, userId, async (tx) => {
    const { challenge } = await requireOwner(tx, challengeId, userId);
    return {
      claimed: await claimInvitesToMail(tx, challengeId, body.participants, inviter.language),
      title: challenge.title,
    };
  });
  void mailInvites(deps, { challengeId, challengeTitle: title, ownerName: inviter.name }, claimed);
  return { sent: claimed.map((invite) => invite.email) };
}

/** DELETE /api/challenge/participant/delete/:id (owner): an accepted participant leaves with their copy and points. */
export async function removeParticipant(
  db: Db,
  userId: string,
  challengeId: string,
  memberId: string,
): Promise<ParticipantDeleteResponse> {
  await requireOwner(db, challengeId, userId);
  const removed = await db.transaction((tx) => deleteParticipant(tx, challengeId, memberId));
  if (!removed) throw new NotFoundError('No such participant.');
  return { success: true };
}
