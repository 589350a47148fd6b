import type { ChallengePlanResponse, PlanBody } from '@bible-journey/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { challenges } from '../db/schema.js';
import { userIdOf } from './accounts.js';
import { bearer, registerUser } from './app.js';
import { insertChallenge, insertMember } from './challenges.js';
import { buildPlanBody } from './factories.js';

// Test support for the challenge plan, ranking and progress tests: a challenge with its people,
// its plan made through the API, and the calls a member makes.

export interface Person {
  token: string;
  email: string;
  userId: string;
  name: string;
  /** The member row's id: the rankingId. */
  memberId: string;
}

export const challengeHeaders = (token: string, challengeId: string) => ({
  ...bearer(token),
  challenge_id: challengeId,
});

/** A challenge with its owner and `participants` accepted participants; no plan yet. */
export async function challengeWithPeople(
  app: FastifyInstance,
  database: Database,
  participants: number,
  options: { includeLeaders?: boolean; names?: string[] } = {},
) {
  const person = async (name: string) => {
    const { token, user } = await registerUser(app, { name });
    return { token, email: user.email, name, userId: await userIdOf(database, user.email) };
  };
  const ownerAccount = await person('Olivia Owner');
  const { challengeId, ownerMemberId } = await insertChallenge(database, ownerAccount.userId, {
    includeLeaders: options.includeLeaders ?? false,
  });
  const owner: Person = { ...ownerAccount, memberId: ownerMemberId };
  const people: Person[] = [];
  for (let i = 0; i < participants; i++) {
    const account = await person(options.names?.[i] ?? `Participant ${i + 1}`);
    people.push({ ...account, memberId: await insertMember(database, challengeId, account.userId) });
  }
  return { challengeId, owner, participants: people };
}

/** The leader's plan call (first template when `planTemplateId` is null). */
export function putChallengePlan(
  app: FastifyInstance,
  token: string,
  challengeId: string,
  newPlan: PlanBody,
  planTemplateId: string | null,
) {
  return app.inject({
    method: 'PUT',
    url: '/api/challenge/plan/update',
    headers: challengeHeaders(token, challengeId),
    payload: { newPlan, planTemplateId },
  });
}

/** Gives the challenge its first plan through the API (`days` days of the New Testament). */
export async function givePlan(
  app: FastifyInstance,
  owner: { token: string },
  challengeId: string,
  body: PlanBody = buildPlanBody({ quantityOfDays: 10 }),
) {
  const answer = await putChallengePlan(app, owner.token, challengeId, body, null);
  if (answer.statusCode !== 200) throw new Error(`plan update failed: ${answer.statusCode} ${answer.body}`);
  return answer.json() as { plan: NonNullable<ChallengePlanResponse['plan']> };
}

export async function templateIdOf(database: Database, challengeId: string): Promise<string | null> {
  const [row] = await database.db
    .select({ id: challenges.templatePlanId })
    .from(challenges)
    .where(eq(challenges.id, challengeId));
  return row?.id ?? null;
}

/** The member's own copy, as GET /api/challenge/plan answers it. */
export async function copyOf(app: FastifyInstance, token: string, challengeId: string) {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/challenge/plan',
    headers: challengeHeaders(token, challengeId),
  });
  if (answer.statusCode !== 200) throw new Error(`GET plan failed: ${answer.statusCode} ${answer.body}`);
  const { plan } = answer.json() as ChallengePlanResponse;
  if (!plan) throw new Error('the member has no copy');
  return plan;
}

/** A complete (or undo) call with every header the route reads. */
export function markDay(
  app: FastifyInstance,
  person: { token: string; memberId: string },
  challengeId: string,
  planId: string,
  dayId: string,
  read = true,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/challenge/plan/reading/${read ? 'complete' : 'undo'}`,
    headers: {
      ...challengeHeaders(person.token, challengeId),
      ranking_id: person.memberId,
      plan_id: planId,
      day_id: dayId,
    },
  });
}

/** Marks the first `days` days of the person's copy read, one after the other (each a later achievement). */
export async function readFirstDays(
  app: FastifyInstance,
  person: { token: string; memberId: string },
  challengeId: string,
  days: number,
): Promise<void> {
  const copy = await copyOf(app, person.token, challengeId);
  for (const day of copy.readingCalendar.slice(0, days)) {
    const answer = await markDay(app, person, challengeId, copy._id, day.id);
    if (answer.statusCode !== 200) throw new Error(`complete failed: ${answer.statusCode} ${answer.body}`);
  }
}
