import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/database.js';
import { challengeInvites, challengeMembers, challenges, premiumAccess, premiumGrants } from '../db/schema.js';
import { userIdOf } from './accounts.js';
import { bearer, registerUser } from './app.js';

/** Grants premium straight in the database, as the admin API would: the operator's grant and the access it gives. */
export async function grantPremium(
  database: Database,
  userId: string,
  type: 'subscription' | 'one_time' = 'subscription',
  amountPurchases = 1,
): Promise<void> {
  await database.db
    .insert(premiumGrants)
    .values({ userId, type, amountPurchases })
    .onConflictDoUpdate({ target: premiumGrants.userId, set: { type, amountPurchases } });
  await database.db
    .insert(premiumAccess)
    .values({ userId, type, amountPurchases, origin: 'admin' })
    .onConflictDoUpdate({ target: premiumAccess.userId, set: { type, amountPurchases } });
}

/** A challenge row with its owner's member row and no plan, for tests about other flows. */
export async function insertChallenge(
  database: Database,
  ownerId: string,
  overrides: Partial<typeof challenges.$inferInsert> = {},
): Promise<{ challengeId: string; ownerMemberId: string }> {
  const [challenge] = await database.db
    .insert(challenges)
    .values({ title: 'Gospels in Lent', ownerId, startDate: '2026-02-18', finishDate: '2026-04-04', ...overrides })
    .returning({ id: challenges.id });
  if (!challenge) throw new Error('challenge insert returned nothing');
  const ownerMemberId = await insertMember(database, challenge.id, ownerId, true);
  return { challengeId: challenge.id, ownerMemberId };
}

/** A member row (accepted participant, or the owner), without a plan copy. */
export async function insertMember(
  database: Database,
  challengeId: string,
  userId: string,
  isOwner = false,
): Promise<string> {
  const [member] = await database.db
    .insert(challengeMembers)
    .values({ challengeId, userId, isOwner })
    .returning({ id: challengeMembers.id });
  if (!member) throw new Error('member insert returned nothing');
  return member.id;
}

/** A member's running totals as the database keeps them. */
export async function memberTotals(database: Database, memberId: string) {
  const [row] = await database.db
    .select({
      readDays: challengeMembers.readDays,
      dayCount: challengeMembers.dayCount,
      questionPoints: challengeMembers.questionPoints,
      totalPoints: challengeMembers.totalPoints,
      conclusionBasisPoints: challengeMembers.conclusionBasisPoints,
      pointsChangedAt: challengeMembers.pointsChangedAt,
    })
    .from(challengeMembers)
    .where(eq(challengeMembers.id, memberId));
  if (!row) throw new Error(`no member ${memberId}`);
  return row;
}

export interface CastMember {
  token: string;
  email: string;
  userId: string;
}

/**
 * A challenge and the four people who may call its routes: the owner and an accepted participant
 * (each with a member row; `memberId` is their rankingId), an invited person who hasn't answered
 * the invite yet, and a stranger.
 */
export async function challengeCast(
  app: FastifyInstance,
  database: Database,
  overrides: Partial<typeof challenges.$inferInsert> = {},
) {
  const person = async (name: string): Promise<CastMember> => {
    const { token, user } = await registerUser(app, { name });
    return { token, email: user.email, userId: await userIdOf(database, user.email) };
  };
  const [owner, participant, invited, stranger] = (await Promise.all(
    ['Olivia Owner', 'Paul Participant', 'Ivy Invited', 'Sam Stranger'].map(person),
  )) as [CastMember, CastMember, CastMember, CastMember];
  const { challengeId, ownerMemberId } = await insertChallenge(database, owner.userId, overrides);
  const participantMemberId = await insertMember(database, challengeId, participant.userId);
  const [invite] = await database.db
    .insert(challengeInvites)
    .values({ challengeId, email: invited.email })
    .returning({ id: challengeInvites.id });
  return {
    challengeId,
    owner: { ...owner, memberId: ownerMemberId },
    participant: { ...participant, memberId: participantMemberId },
    invited: { ...invited, inviteId: invite?.id as string },
    stranger,
  };
}

export type InjectedAnswer = Awaited<ReturnType<FastifyInstance['inject']>>;

/** method, url, the user's token (null: none), the challenge_id header (undefined: none), and a body. */
export type ChallengeCall = [
  method: InjectOptions['method'],
  url: string,
  token: string | null,
  challengeId?: string | undefined,
  payload?: object,
];

/** A call about one challenge, as the app makes it. */
export function callChallenge(
  app: FastifyInstance,
  ...[method, url, token, challengeId, payload]: ChallengeCall
): Promise<InjectedAnswer> {
  return app.inject({
    method,
    url,
    headers: {
      ...(token === null ? {} : bearer(token)),
      ...(challengeId === undefined ? {} : { challenge_id: challengeId }),
    },
    ...(payload ? { payload } : {}),
  });
}

/** The status, with the body in the failure message. */
export function expectStatus(answer: InjectedAnswer, status: number, label = ''): void {
  expect(answer.statusCode, `${label} ${answer.body}`).toBe(status);
}

/** A 404 in the error handler's shape; `message` tells which thing was not found. */
export function expectNotFound(answer: InjectedAnswer, message = 'No such challenge.', label = ''): void {
  expectStatus(answer, 404, label);
  expect(answer.json(), label).toEqual({ statusCode: 404, error: 'Not Found', message });
}
