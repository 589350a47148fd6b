import type { Plan } from '@bible-journey/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadServerSecret } from '../../auth/server-secrets.js';
import {
  challengeAnswers,
  challengeInvites,
  challengeMembers,
  challengeQuestions,
  challenges,
  planDays,
  plans,
} from '../../db/schema.js';
import { bearer, uniqueEmail } from '../../test/app.js';
import { appWithInbox, createChallengeOverHttp, person, premiumLeader } from '../../test/challenge-members.js';
import { copyOf } from '../../test/challenge-plan.js';
import { expectStatus } from '../../test/challenges.js';
import { testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { weeklySummaryStopLinks } from './summary/stop-links.js';

// Spec 3 section 6 and issue 12: only members see a challenge, its plan, ranking and questions;
// only the owner manages its name, participants, plan, questions and deletion; a participant marks
// only their own days; only the invited answer their invite. Anything else answers 404 (the owner,
// who sees the correct answers, is refused an answer with 403), and changes nothing.

type Role = 'owner' | 'participant' | 'invited' | 'stranger';
const ROLES: readonly Role[] = ['owner', 'participant', 'invited', 'stranger'];

/** A challenge made over HTTP, a participant who accepted, an invited person who hasn't, a stranger. */
interface Scene {
  challengeId: string;
  tokens: Record<Role, string>;
  rankingIds: { owner: string; participant: string };
  userIds: { owner: string; participant: string };
  /** The owner's weekly summary stop link (path and query), as their summary mail carries it. */
  summaryStopUrl: string;
  inviteId: string;
  invitedEmail: string;
  copies: { owner: Plan; participant: Plan };
  templateId: string;
  questionId: string;
  joinCode: string;
}

interface Route {
  name: string;
  /** The status each role gets; anonymous callers get 401 on every route but the public one. */
  expected: Record<Role, number>;
  /** A valid request for the role (without its bearer token). */
  request: (scene: Scene, role: Role) => InjectOptions;
  /**
   * The roles whose call acts (the others' calls, refused or answered without effect, must change
   * nothing); by default the roles answered 200, and none for a GET.
   */
  acts?: Role[];
  /** The acting call changes what the next route would find: the route gets a scene of its own. */
  changesScene?: true;
}

const member = { owner: 200, participant: 200, invited: 404, stranger: 404 };
const ownerOnly = { owner: 200, participant: 404, invited: 404, stranger: 404 };
const invitedOnly = { owner: 404, participant: 404, invited: 200, stranger: 404 };
const everyone = { owner: 200, participant: 200, invited: 200, stranger: 200 };

const challengeHeader = (scene: Scene) => ({ challenge_id: scene.challengeId });

/** The owner and the participant mark a day of their own copy; the others try the participant's. */
function ownDay(scene: Scene, role: Role) {
  const whose = role === 'owner' ? 'owner' : 'participant';
  const copy = scene.copies[whose];
  return {
    ...challengeHeader(scene),
    ranking_id: scene.rankingIds[whose],
    plan_id: copy._id,
    day_id: copy.readingCalendar[0]?.id as string,
  };
}

/** Someone else's day: the owner tries the participant's, everyone else the owner's. */
function othersDay(scene: Scene, role: Role) {
  const whose = role === 'owner' ? 'participant' : 'owner';
  const copy = scene.copies[whose];
  return {
    ...challengeHeader(scene),
    ranking_id: scene.rankingIds[whose],
    plan_id: copy._id,
    day_id: copy.readingCalendar[1]?.id as string,
  };
}

const questionBody = { statement: 'Who built the ark?', alternatives: ['Moses', 'Noah'], answer: 'Noah', points: 3 };

/** Every challenge route of spec 3 section 7 and the leader's progress view, with who may call it. */
const ROUTES: Route[] = [
  {
    name: 'GET /api/challenge/name (public)',
    expected: everyone,
    request: (scene) => ({ method: 'GET', url: '/api/challenge/name', headers: challengeHeader(scene) }),
  },
  {
    // Open to whoever holds the link (on here); invitation.test.ts proves who else it refuses.
    name: 'GET /api/challenge/invitation (public)',
    expected: everyone,
    request: (scene) => ({ method: 'GET', url: '/api/challenge/invitation', headers: challengeHeader(scene) }),
  },
  {
    name: 'POST /api/challenge/join-code',
    expected: everyone,
    request: (scene) => ({ method: 'POST', url: '/api/challenge/join-code', payload: { code: scene.joinCode } }),
  },
  { name: 'GET /api/challenges', expected: everyone, request: () => ({ method: 'GET', url: '/api/challenges' }) },
  {
    name: 'GET /api/challenges/invites',
    expected: everyone,
    request: () => ({ method: 'GET', url: '/api/challenges/invites' }),
  },
  {
    name: 'POST /api/challenges/add (premium)',
    expected: { owner: 200, participant: 403, invited: 403, stranger: 403 },
    request: () => ({
      method: 'POST',
      url: '/api/challenges/add',
      payload: {
        challengeTitle: 'Another one',
        participants: [uniqueEmail('a'), uniqueEmail('b')],
        startDate: '2027-01-01',
        finishDate: '2027-01-10',
      },
    }),
  },
  { name: 'GET /api/challenge', expected: member, request: (scene) => get('/api/challenge', scene) },
  {
    name: 'GET /api/challenge/ranking/user/id',
    expected: member,
    request: (scene) => get('/api/challenge/ranking/user/id', scene),
  },
  {
    name: 'GET /api/challenge/plan/ranking',
    expected: member,
    request: (scene) => get('/api/challenge/plan/ranking', scene),
  },
  { name: 'GET /api/challenge/plan', expected: member, request: (scene) => get('/api/challenge/plan', scene) },
  {
    name: 'PUT /api/challenge/plan/reading/complete (own day)',
    expected: member,
    request: (scene, role) => ({
      method: 'PUT',
      url: '/api/challenge/plan/reading/complete',
      headers: ownDay(scene, role),
    }),
  },
  {
    name: 'PUT /api/challenge/plan/reading/undo (own day)',
    expected: member,
    request: (scene, role) => ({
      method: 'PUT',
      url: '/api/challenge/plan/reading/undo',
      headers: ownDay(scene, role),
    }),
  },
  {
    name: 'PUT /api/challenge/plan/reading/complete (another member’s day)',
    expected: { owner: 404, participant: 404, invited: 404, stranger: 404 },
    request: (scene, role) => ({
      method: 'PUT',
      url: '/api/challenge/plan/reading/complete',
      headers: othersDay(scene, role),
    }),
  },
  {
    name: 'PUT /api/plan/{planId} (the participant’s reset of their copy)',
    expected: { owner: 404, participant: 200, invited: 404, stranger: 404 },
    changesScene: true,
    request: (scene) => ({
      method: 'PUT',
      url: `/api/plan/${scene.copies.participant._id}`,
      payload: {
        ...buildPlanBody({ quantityOfDays: 10 }),
        readingCalendar: scene.copies.participant.readingCalendar,
        delays: 1,
      },
    }),
  },
  {
    name: 'PUT /api/challenge/plan/update',
    expected: ownerOnly,
    changesScene: true,
    request: (scene) => ({
      method: 'PUT',
      url: '/api/challenge/plan/update',
      headers: challengeHeader(scene),
      payload: { newPlan: buildPlanBody({ quantityOfDays: 12 }), planTemplateId: scene.templateId },
    }),
  },
  {
    name: 'GET /api/challenge/owner/questions',
    expected: ownerOnly,
    request: (scene) => get('/api/challenge/owner/questions', scene),
  },
  {
    name: 'GET /api/challenge/owner/question/{id}',
    expected: ownerOnly,
    request: (scene) => get(`/api/challenge/owner/question/${scene.questionId}`, scene),
  },
  {
    name: 'GET /api/challenge/participant/questions',
    expected: member,
    request: (scene) => get('/api/challenge/participant/questions', scene),
  },
  {
    name: 'GET /api/challenge/participant/question/{id}',
    expected: member,
    request: (scene) => get(`/api/challenge/participant/question/${scene.questionId}`, scene),
  },
  {
    name: 'POST /api/challenge/questions/add',
    expected: ownerOnly,
    request: (scene) => ({
      method: 'POST',
      url: '/api/challenge/questions/add',
      headers: challengeHeader(scene),
      payload: questionBody,
    }),
  },
  {
    name: 'PUT /api/challenge/questions/update',
    expected: ownerOnly,
    request: (scene) => ({
      method: 'PUT',
      url: '/api/challenge/questions/update',
      headers: challengeHeader(scene),
      payload: { ...questionBody, statement: 'Who built the ark, and why?', questionId: scene.questionId },
    }),
  },
  {
    name: 'DELETE /api/challenge/questions/delete/{id}',
    expected: ownerOnly,
    changesScene: true,
    request: (scene) => ({
      method: 'DELETE',
      url: `/api/challenge/questions/delete/${scene.questionId}`,
      headers: challengeHeader(scene),
    }),
  },
  {
    name: 'POST /api/challenge/question/answer',
    expected: { owner: 403, participant: 200, invited: 404, stranger: 404 },
    request: (scene, role) => ({
      method: 'POST',
      url: '/api/challenge/question/answer',
      headers: challengeHeader(scene),
      payload: {
        questionId: scene.questionId,
        userAnswer: 'Noah',
        // Each names the participant's member row but the owner, who names their own.
        rankingId: role === 'owner' ? scene.rankingIds.owner : scene.rankingIds.participant,
      },
    }),
  },
  {
    // Owner-only as built (the contract's comment says every member may read it: reported).
    name: 'GET /api/challenge/participants',
    expected: ownerOnly,
    request: (scene) => get('/api/challenge/participants', scene),
  },
  {
    name: 'GET /api/challenge/participants/accepted',
    expected: ownerOnly,
    request: (scene) => get('/api/challenge/participants/accepted', scene),
  },
  {
    name: 'GET /api/challenge/participants/invited',
    expected: ownerOnly,
    request: (scene) => get('/api/challenge/participants/invited', scene),
  },
  {
    name: 'POST /api/challenge/participants/add',
    expected: ownerOnly,
    request: (scene) => ({
      method: 'POST',
      url: '/api/challenge/participants/add',
      headers: challengeHeader(scene),
      payload: { participants: [uniqueEmail('added')] },
    }),
  },
  {
    name: 'DELETE /api/challenge/participant/delete/{id}',
    expected: ownerOnly,
    changesScene: true,
    request: (scene) => ({
      method: 'DELETE',
      url: `/api/challenge/participant/delete/${scene.rankingIds.participant}`,
      headers: challengeHeader(scene),
    }),
  },
  {
    name: 'POST /api/challenge/invite/resend',
    expected: ownerOnly,
    request: (scene) => ({
      method: 'POST',
      url: '/api/challenge/invite/resend',
      headers: challengeHeader(scene),
      payload: { participants: [scene.invitedEmail] },
    }),
  },
  {
    name: 'PUT /api/challenge/name/update',
    expected: ownerOnly,
    request: (scene) => ({
      method: 'PUT',
      url: '/api/challenge/name/update',
      headers: challengeHeader(scene),
      payload: { challengeTitle: 'Renamed by its leader' },
    }),
  },
  {
    name: 'POST /api/challenge/plan/preview',
    expected: ownerOnly,
    request: (scene) => ({
      method: 'POST',
      url: '/api/challenge/plan/preview',
      headers: challengeHeader(scene),
      payload: { newPlan: buildPlanBody({ quantityOfDays: 5 }) },
    }),
  },
  {
    name: 'PUT /api/challenge/include-leaders',
    expected: ownerOnly,
    request: (scene) => ({
      method: 'PUT',
      url: '/api/challenge/include-leaders',
      headers: challengeHeader(scene),
      payload: { includeLeaders: true },
    }),
  },
  {
    name: 'PUT /api/challenge/invite-link',
    expected: ownerOnly,
    request: (scene) => ({
      method: 'PUT',
      url: '/api/challenge/invite-link',
      headers: challengeHeader(scene),
      payload: { action: 'renew' },
    }),
  },
  {
    name: 'GET /api/challenge/progress',
    expected: ownerOnly,
    request: (scene) => get('/api/challenge/progress', scene),
  },
  {
    name: 'POST /api/challenge/participant/{id}/encourage',
    expected: ownerOnly,
    request: (scene) => ({
      method: 'POST',
      url: `/api/challenge/participant/${scene.rankingIds.participant}/encourage`,
      headers: challengeHeader(scene),
    }),
  },
  {
    // Members encourage each other (issue 23): the owner a participant, everyone else the owner.
    name: 'POST /api/challenge/member/{id}/encourage',
    expected: member,
    request: (scene, role) => ({
      method: 'POST',
      url: `/api/challenge/member/${role === 'owner' ? scene.userIds.participant : scene.userIds.owner}/encourage`,
      headers: challengeHeader(scene),
    }),
  },
  {
    // The leader's weekly summary setting is the account's, whatever its role in a challenge.
    name: 'GET /api/challenges/weekly-summary',
    expected: everyone,
    request: () => ({ method: 'GET', url: '/api/challenges/weekly-summary' }),
  },
  {
    name: 'PUT /api/challenges/weekly-summary',
    expected: everyone,
    request: () => ({ method: 'PUT', url: '/api/challenges/weekly-summary', payload: { enabled: true } }),
  },
  {
    // Whoever holds the summary mail's signed link, signed in or not.
    name: 'POST /api/challenges/weekly-summary/stop (public)',
    expected: everyone,
    request: (scene) => ({ method: 'POST', url: scene.summaryStopUrl }),
  },
  {
    // A member calling it again gets their membership back (a retried accept must not fail), and the
    // invite named stays untouched.
    name: 'PUT /api/challenge/invite/accept',
    expected: { owner: 200, participant: 200, invited: 200, stranger: 404 },
    acts: ['invited'],
    changesScene: true,
    request: (scene) => ({
      method: 'PUT',
      url: '/api/challenge/invite/accept',
      headers: { ...challengeHeader(scene), invite_id: scene.inviteId },
    }),
  },
  {
    name: 'PUT /api/challenge/invite/decline',
    expected: invitedOnly,
    changesScene: true,
    request: (scene) => ({
      method: 'PUT',
      url: '/api/challenge/invite/decline',
      headers: { ...challengeHeader(scene), invite_id: scene.inviteId },
    }),
  },
  {
    // Anyone signed in who has the link; a member again is the same member.
    name: 'PUT /api/challenge/join',
    expected: everyone,
    acts: ['invited', 'stranger'],
    changesScene: true,
    request: (scene) => ({ method: 'PUT', url: '/api/challenge/join', headers: challengeHeader(scene) }),
  },
  {
    name: 'DELETE /api/challenge/delete',
    expected: ownerOnly,
    changesScene: true,
    request: (scene) => ({ method: 'DELETE', url: '/api/challenge/delete', headers: challengeHeader(scene) }),
  },
  {
    // Everyone may call it; only the owner's call deletes this challenge (checked below).
    name: 'DELETE /api/challenges/owned',
    expected: everyone,
    changesScene: true,
    request: () => ({ method: 'DELETE', url: '/api/challenges/owned' }),
  },
];

function get(url: string, scene: Scene): InjectOptions {
  return { method: 'GET', url, headers: challengeHeader(scene) };
}

describe.each(testDatabases)('who may call each challenge route on $name', (kind) => {
  const context = appWithInbox(kind, 'https://journey.example');

  async function buildScene(): Promise<Scene> {
    const { app, database } = context;
    const owner = await premiumLeader(app, database);
    const [participant, invited, stranger] = await Promise.all(
      ['Paul Participant', 'Ivy Invited', 'Sam Stranger'].map((name) => person(app, database, { name })),
    );
    if (!participant || !invited || !stranger) throw new Error('people missing');
    const challengeId = await createChallengeOverHttp(app, owner.token, {
      participants: [participant.email, invited.email],
    });
    const inviteOf = async (token: string) => {
      const answer = await app.inject({ method: 'GET', url: '/api/challenges/invites', headers: bearer(token) });
      const invite = answer
        .json()
        .challengeInvites.find((one: { challenge: { _id: string } }) => one.challenge._id === challengeId);
      return invite._id as string;
    };
    const accepted = await app.inject({
      method: 'PUT',
      url: '/api/challenge/invite/accept',
      headers: {
        ...bearer(participant.token),
        challenge_id: challengeId,
        invite_id: await inviteOf(participant.token),
      },
    });
    expectStatus(accepted, 200, 'accept');
    const rankingIdOf = async (token: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/challenge/ranking/user/id',
          headers: { ...bearer(token), challenge_id: challengeId },
        })
      ).json().rankingId as string;
    const question = await app.inject({
      method: 'POST',
      url: '/api/challenge/questions/add',
      headers: { ...bearer(owner.token), challenge_id: challengeId },
      payload: questionBody,
    });
    const challenge = await app.inject({
      method: 'GET',
      url: '/api/challenge',
      headers: { ...bearer(owner.token), challenge_id: challengeId },
    });
    return {
      challengeId,
      tokens: { owner: owner.token, participant: participant.token, invited: invited.token, stranger: stranger.token },
      rankingIds: { owner: await rankingIdOf(owner.token), participant: await rankingIdOf(participant.token) },
      userIds: { owner: owner.userId, participant: participant.userId },
      summaryStopUrl: weeklySummaryStopLinks(
        await loadServerSecret(database.db, 'weekly_summary_stop_secret', undefined),
        '',
      ).oneClickFor(owner.userId),
      inviteId: await inviteOf(invited.token),
      invitedEmail: invited.email,
      copies: {
        owner: await copyOf(app, owner.token, challengeId),
        participant: await copyOf(app, participant.token, challengeId),
      },
      templateId: challenge.json().challenge.planTemplate as string,
      questionId: question.json().question._id as string,
      joinCode: challenge.json().challenge.inviteLink.code as string,
    };
  }

  /** Everything of the challenge a call could change, as stored. */
  async function stateOf(challengeId: string) {
    const { db } = context.database;
    const planIds = db.select({ id: plans.id }).from(plans).where(eq(plans.challengeId, challengeId));
    return {
      challenge: await db.select().from(challenges).where(eq(challenges.id, challengeId)),
      members: await db
        .select()
        .from(challengeMembers)
        .where(eq(challengeMembers.challengeId, challengeId))
        .orderBy(asc(challengeMembers.id)),
      invites: await db
        .select()
        .from(challengeInvites)
        .where(eq(challengeInvites.challengeId, challengeId))
        .orderBy(asc(challengeInvites.id)),
      questions: await db
        .select()
        .from(challengeQuestions)
        .where(eq(challengeQuestions.challengeId, challengeId))
        .orderBy(asc(challengeQuestions.id)),
      answers: await db
        .select()
        .from(challengeAnswers)
        .innerJoin(challengeMembers, eq(challengeMembers.id, challengeAnswers.memberId))
        .where(eq(challengeMembers.challengeId, challengeId)),
      plans: await db.select().from(plans).where(eq(plans.challengeId, challengeId)).orderBy(asc(plans.id)),
      days: await db
        .select({ id: planDays.id, read: planDays.read, readChangedAt: planDays.readChangedAt })
        .from(planDays)
        .where(inArray(planDays.planId, planIds))
        .orderBy(asc(planDays.id)),
    };
  }

  // One scene serves the routes whose calls leave it usable; the others get one of their own.
  let shared: Scene | undefined;
  it.each(ROUTES)('$name: each role as the matrix says; a call that doesn’t act changes nothing', async (route) => {
    const { app } = context;
    const scene = route.changesScene || !shared ? await buildScene() : shared;
    if (!route.changesScene) shared = scene;
    const before = await stateOf(scene.challengeId);
    const acting =
      route.acts ?? ROLES.filter((role) => route.expected[role] < 400 && route.request(scene, role).method !== 'GET');
    const call = async (role: Role) => {
      const request = route.request(scene, role);
      const answer = await app.inject({ ...request, headers: { ...bearer(scene.tokens[role]), ...request.headers } });
      const label = `${route.name} as ${role}`;
      expectStatus(answer, route.expected[role], label);
      if (route.expected[role] >= 400) {
        expect(answer.json(), label).toEqual({
          statusCode: route.expected[role],
          error: route.expected[role] === 404 ? 'Not Found' : 'Forbidden',
          message: expect.any(String),
        });
      }
    };
    for (const role of ROLES.filter((one) => !acting.includes(one))) await call(role);
    expect(await stateOf(scene.challengeId), `${route.name}: the calls that don't act changed nothing`).toEqual(before);
    for (const role of acting) await call(role);
  });

  it('answers 401 to a caller without a session on every route but the public name', async () => {
    const { app } = context;
    const scene = await buildScene();
    for (const route of ROUTES) {
      const answer = await app.inject(route.request(scene, 'stranger'));
      expectStatus(answer, route.name.includes('(public)') ? 200 : 401, `${route.name} signed out`);
    }
  });

  it('lists the challenge for its members only, and its invite for the invited only', async () => {
    const { app } = context;
    const scene = await buildScene();
    const listOf = async (role: Role) =>
      (await app.inject({ method: 'GET', url: '/api/challenges', headers: bearer(scene.tokens[role]) })).json();
    const idsOf = (summaries: { _id: string }[]) => summaries.map((summary) => summary._id);
    expect(idsOf((await listOf('owner')).owner)).toContain(scene.challengeId);
    expect(idsOf((await listOf('participant')).participant)).toEqual([scene.challengeId]);
    for (const role of ['invited', 'stranger'] as const) {
      expect(await listOf(role)).toEqual({ owner: [], participant: [] });
    }
    for (const role of ROLES) {
      const invites = await app.inject({
        method: 'GET',
        url: '/api/challenges/invites',
        headers: bearer(scene.tokens[role]),
      });
      const challengeIds = invites
        .json()
        .challengeInvites.map((invite: { challenge: { _id: string } }) => invite.challenge._id);
      expect(challengeIds, role).toEqual(role === 'invited' ? [scene.challengeId] : []);
    }
  });

  it('lets only the owner’s bulk deletion remove the challenge', async () => {
    const { app } = context;
    const scene = await buildScene();
    for (const role of ['participant', 'invited', 'stranger'] as const) {
      const answer = await app.inject({
        method: 'DELETE',
        url: '/api/challenges/owned',
        headers: bearer(scene.tokens[role]),
      });
      expect(answer.json(), role).toEqual({ deleted: 0 });
    }
    expect((await stateOf(scene.challengeId)).challenge).toHaveLength(1);
    const answer = await app.inject({
      method: 'DELETE',
      url: '/api/challenges/owned',
      headers: bearer(scene.tokens.owner),
    });
    expect(answer.json()).toEqual({ deleted: 1 });
    expect((await stateOf(scene.challengeId)).challenge).toHaveLength(0);
  });

  it('covers every challenge route the API documents', async () => {
    const doc = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/challenges?(\/|$)/.test(path))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const covered = new Set(ROUTES.map((route) => route.name.split(' ').slice(0, 2).join(' ')));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
  });
});
