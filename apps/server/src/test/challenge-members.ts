import type { ChallengeCreateBody } from '@bible-journey/contract';
import type { Language } from '@bible-journey/core';
import type { SmtpInbox } from '@bible-journey/test-support/smtp-inbox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { challengeInvites, challengeMembers, plans, users } from '../db/schema.js';
import { userIdOf } from './accounts.js';
import { bearer, registerUser, uniqueEmail } from './app.js';
import { grantPremium } from './challenges.js';
import type { TestDatabaseKind } from './databases.js';
import { buildPlanBody } from './factories.js';
import { useServerSuite, useSmtpInbox } from './suite.js';

export interface Person {
  token: string;
  email: string;
  name: string;
  userId: string;
}

/** An account registered over HTTP, its interface in `language` (as POST /api/language sets it). */
export async function person(
  app: FastifyInstance,
  database: Database,
  { name = 'Ruth Reader', language }: { name?: string; language?: Language } = {},
): Promise<Person> {
  const { token, user } = await registerUser(app, { name });
  if (language) await database.db.update(users).set({ language }).where(eq(users.id, user.id));
  return { token, email: user.email, name: user.name, userId: await userIdOf(database, user.email) };
}

/** A leader who may create challenges (a subscription unless told otherwise). */
export async function premiumLeader(
  app: FastifyInstance,
  database: Database,
  options: { name?: string; language?: Language; type?: 'subscription' | 'one_time'; amountPurchases?: number } = {},
): Promise<Person> {
  const leader = await person(app, database, { name: options.name ?? 'Lydia Leader', language: options.language });
  await grantPremium(database, leader.userId, options.type, options.amountPurchases);
  return leader;
}

/** A creation body: a title, two new addresses, dates, and a 10-day plan. */
export function creationBody(overrides: Partial<ChallengeCreateBody> = {}): ChallengeCreateBody {
  return {
    challengeTitle: 'Gospels in Lent',
    participants: [uniqueEmail('invitee'), uniqueEmail('invitee')],
    startDate: '2027-01-01',
    finishDate: '2027-01-10',
    plan: buildPlanBody({ quantityOfDays: 10 }),
    includeLeaders: false,
    ...overrides,
  };
}

/** POST /api/challenges/add; the answer. */
export function postChallenge(app: FastifyInstance, token: string | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/challenges/add',
    headers: token === null ? {} : bearer(token),
    payload: body as object,
  });
}

/** Creates a challenge over HTTP and answers its id. */
export async function createChallengeOverHttp(
  app: FastifyInstance,
  token: string,
  overrides: Partial<ChallengeCreateBody> = {},
): Promise<string> {
  const answer = await postChallenge(app, token, creationBody(overrides));
  if (answer.statusCode !== 200) throw new Error(`creation failed: ${answer.statusCode} ${answer.body}`);
  return answer.json().challenge._id as string;
}

/** The headers of a call about a challenge: the token (null: none), challenge_id and any other. */
export function challengeHeaders(
  token: string | null,
  challengeId?: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...(token === null ? {} : bearer(token)),
    ...(challengeId === undefined ? {} : { challenge_id: challengeId }),
    ...extra,
  };
}

/** The invite of this address to the challenge, as stored. */
export async function inviteOf(database: Database, challengeId: string, email: string) {
  const rows = await database.db.select().from(challengeInvites).where(eq(challengeInvites.challengeId, challengeId));
  return rows.find((row) => row.email === email.toLowerCase());
}

/** The member rows of a challenge with their plan copies' day counts. */
export async function membersOf(database: Database, challengeId: string) {
  return database.db
    .select({
      id: challengeMembers.id,
      userId: challengeMembers.userId,
      isOwner: challengeMembers.isOwner,
      planId: challengeMembers.planId,
      dayCount: challengeMembers.dayCount,
      planChallengeId: plans.challengeId,
      planUserId: plans.userId,
    })
    .from(challengeMembers)
    .leftJoin(plans, eq(plans.id, challengeMembers.planId))
    .where(eq(challengeMembers.challengeId, challengeId));
}

/**
 * The app of a challenge test file, mailing to a real SMTP inbox with links to `appUrl`, on a test
 * database of the kind: for the describe block.
 */
export function appWithInbox(
  kind: TestDatabaseKind,
  appUrl: string,
): { database: Database; app: FastifyInstance; inbox: SmtpInbox } {
  const inbox = useSmtpInbox();
  const { database, app } = useServerSuite(kind, { config: () => ({ smtpUrl: inbox.url, appUrl }) });
  return { database, app, inbox };
}

/** The calls about a challenge's shared link: joining by it, the leader changing it, and how a member sees it. */
export function inviteLinkCalls(app: () => FastifyInstance) {
  return {
    join: (token: string, challengeId: string, key?: string) =>
      app().inject({
        method: 'PUT',
        url: '/api/challenge/join',
        headers: challengeHeaders(token, challengeId, key === undefined ? {} : { invite_key: key }),
      }),
    setLink: (token: string, challengeId: string, action: string) =>
      app().inject({
        method: 'PUT',
        url: '/api/challenge/invite-link',
        headers: challengeHeaders(token, challengeId),
        payload: { action },
      }),
    linkSeenBy: async (token: string, challengeId: string) =>
      (
        await app().inject({ method: 'GET', url: '/api/challenge', headers: challengeHeaders(token, challengeId) })
      ).json().challenge.inviteLink as { isOn: boolean; key: string | null; code: string },
  };
}
