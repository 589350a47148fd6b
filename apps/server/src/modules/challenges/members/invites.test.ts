import { randomUUID } from 'node:crypto';
import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challengeInvites, plans } from '../../../db/schema.js';
import { bearer, uniqueEmail } from '../../../test/app.js';
import {
  appWithInbox,
  challengeHeaders,
  createChallengeOverHttp,
  inviteOf,
  membersOf,
  person,
  premiumLeader,
} from '../../../test/challenge-members.js';
import { testDatabases } from '../../../test/databases.js';
import { grantPremium, revokePremium } from '../../premium/service.js';

const APP_URL = 'https://journey.example';

describe.each(testDatabases)('joining a challenge on $name', (kind) => {
  const context = appWithInbox(kind, APP_URL);

  const getInvites = (token: string | null) =>
    context.app.inject({ method: 'GET', url: '/api/challenges/invites', headers: challengeHeaders(token) });
  const put = (path: string, headers: Record<string, string>, payload?: object) =>
    context.app.inject({ method: 'PUT', url: `/api/challenge/${path}`, headers, ...(payload ? { payload } : {}) });
  const accept = (token: string | null, challengeId: string, inviteId: string) =>
    put('invite/accept', challengeHeaders(token, challengeId, { invite_id: inviteId }));
  const decline = (token: string | null, challengeId: string, inviteId: string) =>
    put('invite/decline', challengeHeaders(token, challengeId, { invite_id: inviteId }));
  const join = (token: string | null, challengeId?: string) => put('join', challengeHeaders(token, challengeId));

  /** A leader's challenge (10-day plan) inviting a registered reader and a new address. */
  async function invitation() {
    const leader = await premiumLeader(context.app, context.database);
    const reader = await person(context.app, context.database, { name: 'Ruth Reader' });
    const stranger = await person(context.app, context.database, { name: 'Sam Stranger' });
    const newcomer = uniqueEmail('newcomer');
    const challengeId = await createChallengeOverHttp(context.app, leader.token, {
      challengeTitle: 'Psalms in May',
      participants: [reader.email, newcomer],
    });
    const inviteId = (await inviteOf(context.database, challengeId, reader.email))?.id as string;
    return { leader, reader, stranger, newcomer, challengeId, inviteId };
  }

  describe('GET /api/challenges/invites', () => {
    it('lists the invites addressed to the user, newest first, with the challenge and its leader', async () => {
      const { leader, reader, challengeId, inviteId } = await invitation();
      const second = await createChallengeOverHttp(context.app, leader.token, {
        challengeTitle: 'Acts in June',
        participants: [reader.email, uniqueEmail()],
      });
      const answer = await getInvites(reader.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        challengeInvites: [
          {
            _id: (await inviteOf(context.database, second, reader.email))?.id,
            challenge: { _id: second, title: 'Acts in June', owner: { name: 'Lydia Leader' } },
          },
          { _id: inviteId, challenge: { _id: challengeId, title: 'Psalms in May', owner: { name: 'Lydia Leader' } } },
        ],
      });
      expect((await getInvites(leader.token)).json()).toEqual({ challengeInvites: [] });
    });

    it('answers 401 without a valid token', async () => {
      expect((await getInvites(null)).statusCode).toBe(401);
      expect((await getInvites('not.a.token')).statusCode).toBe(401);
    });
  });

  describe('PUT /api/challenge/invite/accept', () => {
    it('makes the invited user a participant with their own copy of the plan, once, and takes the invite away', async () => {
      const { reader, challengeId, inviteId } = await invitation();
      const answer = await accept(reader.token, challengeId, inviteId);
      expect(answer.statusCode, answer.body).toBe(200);
      const rankingId = answer.json().rankingId as string;
      expect(answer.json()).toEqual({ rankingId, challengeId });

      const members = await membersOf(context.database, challengeId);
      const member = members.find((row) => row.id === rankingId);
      expect(member).toMatchObject({ userId: reader.userId, isOwner: false, dayCount: 10 });
      expect(member).toMatchObject({ planChallengeId: challengeId, planUserId: reader.userId });
      expect(await inviteOf(context.database, challengeId, reader.email)).toBeUndefined();
      expect((await getInvites(reader.token)).json()).toEqual({ challengeInvites: [] });
      // The challenge is now among the reader's, and their copy is not a personal plan.
      const list = await context.app.inject({ method: 'GET', url: '/api/challenges', headers: bearer(reader.token) });
      expect(list.json().participant).toEqual([expect.objectContaining({ _id: challengeId, participantsCount: 1 })]);
      const personal = await context.app.inject({ method: 'GET', url: '/api/plan', headers: bearer(reader.token) });
      expect(personal.json().plans).toEqual([]);

      // The ranking shows them, and their rankingId is the one the accept answered.
      const ranking = await context.app.inject({
        method: 'GET',
        url: '/api/challenge/plan/ranking',
        headers: challengeHeaders(reader.token, challengeId),
      });
      expect(ranking.json()).toMatchObject({
        ranking: [{ user: { _id: reader.userId, name: 'Ruth Reader' }, totalPoints: 0, position: 1 }],
        total: 1,
      });
      const ownId = await context.app.inject({
        method: 'GET',
        url: '/api/challenge/ranking/user/id',
        headers: challengeHeaders(reader.token, challengeId),
      });
      expect(ownId.json()).toEqual({ rankingId });

      // Accepting again (a second tap, another device) answers the same membership.
      expect((await accept(reader.token, challengeId, inviteId)).json()).toEqual({ rankingId, challengeId });
      expect(await membersOf(context.database, challengeId)).toHaveLength(2);
    });

    it('makes one member and one copy of two accepts at once', async () => {
      const { reader, challengeId, inviteId } = await invitation();
      const answers = await Promise.all([1, 2, 3].map(() => accept(reader.token, challengeId, inviteId)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const rankingIds = new Set(answers.map((answer) => answer.json().rankingId));
      expect(rankingIds.size).toBe(1);
      const readerRows = (await membersOf(context.database, challengeId)).filter((row) => row.userId === reader.userId);
      expect(readerRows).toHaveLength(1);
      const copies = await context.database.db.select().from(plans).where(eq(plans.userId, reader.userId));
      expect(copies).toHaveLength(1);
    });

    it('answers 404 to an invite that isn’t the user’s, or a challenge that isn’t there', async () => {
      const { reader, stranger, leader, challengeId, inviteId } = await invitation();
      for (const [token, challenge, invite] of [
        [stranger.token, challengeId, inviteId],
        [reader.token, challengeId, randomUUID()],
        [reader.token, randomUUID(), inviteId],
      ] as const) {
        const answer = await accept(token, challenge, invite);
        expect(answer.statusCode, answer.body).toBe(404);
      }
      // The leader is a member already: the same membership, whatever invite is named.
      const leaderRow = (await membersOf(context.database, challengeId)).find((row) => row.isOwner);
      expect((await accept(leader.token, challengeId, inviteId)).json()).toEqual({
        rankingId: leaderRow?.id,
        challengeId,
      });
      expect(await inviteOf(context.database, challengeId, reader.email)).toBeDefined();
    });

    it('answers 401 without a valid token and 400 to missing or malformed headers', async () => {
      const { challengeId, inviteId, reader } = await invitation();
      expect((await accept(null, challengeId, inviteId)).statusCode).toBe(401);
      expect((await accept('not.a.token', challengeId, inviteId)).statusCode).toBe(401);
      for (const [headers, field] of [
        [challengeHeaders(reader.token, undefined, { invite_id: inviteId }), 'headers.challenge_id'],
        [challengeHeaders(reader.token, 'nope', { invite_id: inviteId }), 'headers.challenge_id'],
        [challengeHeaders(reader.token, challengeId), 'headers.invite_id'],
        [challengeHeaders(reader.token, challengeId, { invite_id: '42' }), 'headers.invite_id'],
      ] as const) {
        for (const path of ['invite/accept', 'invite/decline']) {
          const answer = await put(path, headers);
          expect(answer.statusCode, `${path} ${JSON.stringify(headers)}`).toBe(400);
          expect(answer.json().message).toContain(field);
        }
      }
    });
  });

  describe('PUT /api/challenge/invite/decline', () => {
    it('deletes the user’s invite; another’s or a gone one answers 404', async () => {
      const { reader, stranger, challengeId, inviteId } = await invitation();
      expect((await decline(stranger.token, challengeId, inviteId)).statusCode).toBe(404);
      const answer = await decline(reader.token, challengeId, inviteId);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true });
      expect(await inviteOf(context.database, challengeId, reader.email)).toBeUndefined();
      expect((await getInvites(reader.token)).json()).toEqual({ challengeInvites: [] });
      expect((await decline(reader.token, challengeId, inviteId)).statusCode).toBe(404);
      expect((await accept(reader.token, challengeId, inviteId)).statusCode).toBe(404);
      expect((await membersOf(context.database, challengeId)).map((row) => row.userId)).not.toContain(reader.userId);
    });

    it('answers 401 without a valid token', async () => {
      const { challengeId, inviteId } = await invitation();
      expect((await decline(null, challengeId, inviteId)).statusCode).toBe(401);
    });
  });

  describe('PUT /api/challenge/join', () => {
    it('makes any signed-in user with the link a participant, once, taking their invite away', async () => {
      const { reader, stranger, challengeId } = await invitation();
      const joined = await join(stranger.token, challengeId);
      expect(joined.statusCode, joined.body).toBe(200);
      const rankingId = joined.json().rankingId as string;
      expect(joined.json()).toEqual({ rankingId, challengeId });
      expect((await join(stranger.token, challengeId)).json()).toEqual({ rankingId, challengeId });

      const invited = await join(reader.token, challengeId);
      expect(invited.statusCode).toBe(200);
      expect(await inviteOf(context.database, challengeId, reader.email)).toBeUndefined();
      const members = await membersOf(context.database, challengeId);
      expect(members).toHaveLength(3);
      expect(members.filter((row) => !row.isOwner)).toEqual([
        expect.objectContaining({ dayCount: 10, planUserId: expect.any(String) }),
        expect.objectContaining({ dayCount: 10, planUserId: expect.any(String) }),
      ]);
    });

    it('answers 404 for a challenge that isn’t there, 401 without a token, 400 without a good header', async () => {
      const { stranger, challengeId } = await invitation();
      expect((await join(stranger.token, randomUUID())).statusCode).toBe(404);
      expect((await join(null, challengeId)).statusCode).toBe(401);
      for (const id of [undefined, 'nope']) {
        const answer = await join(stranger.token, id);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toMatch(/^headers\.challenge_id: /);
      }
      // A body is ignored, as the context.app may send {}.
      expect((await put('join', challengeHeaders(stranger.token, challengeId), {})).statusCode).toBe(200);
    });
  });

  it('an invited address with no account registers, finds its invite and accepts it', async () => {
    const { newcomer, challengeId } = await invitation();
    const mail = await context.inbox.waitFor(newcomer, /An invitation to the Bible reading challenge/);
    expect(linkIn(mail, APP_URL)).toBe(`${APP_URL}/c/invite/${challengeId}`);

    // The account the invite made has no password: signing in says to finish registering.
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: newcomer, password: 'anything at all' },
    });
    expect(signIn.json()).toEqual({ shouldFinishRegister: true });
    const registered = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nina Newcomer', email: newcomer, password: 'correct horse' },
    });
    expect(registered.json()).toMatchObject({
      user: { name: 'Nina Newcomer', email: newcomer },
      token: expect.any(String),
    });
    const token = registered.json().token as string;

    const invites = (await getInvites(token)).json().challengeInvites;
    expect(invites).toEqual([expect.objectContaining({ challenge: expect.objectContaining({ _id: challengeId }) })]);
    const accepted = await accept(token, challengeId, invites[0]._id);
    expect(accepted.statusCode).toBe(200);
    expect(
      (await membersOf(context.database, challengeId)).find((row) => row.id === accepted.json().rankingId),
    ).toMatchObject({
      dayCount: 10,
    });
  });

  it('hides a suspended challenge from everyone until its leader has premium again', async () => {
    const { leader, reader, stranger, challengeId, inviteId } = await invitation();
    await join(stranger.token, challengeId);
    await revokePremium(context.database.db, leader.email);

    expect((await getInvites(reader.token)).json()).toEqual({ challengeInvites: [] });
    expect((await accept(reader.token, challengeId, inviteId)).statusCode).toBe(404);
    expect((await decline(reader.token, challengeId, inviteId)).statusCode).toBe(404);
    expect((await join(reader.token, challengeId)).statusCode).toBe(404);
    expect((await join(stranger.token, challengeId)).statusCode).toBe(404);
    const participants = await context.app.inject({
      method: 'GET',
      url: '/api/challenge/participants',
      headers: challengeHeaders(leader.token, challengeId),
    });
    expect(participants.statusCode).toBe(404);

    await grantPremium(context.database.db, { email: leader.email, type: 'subscription' });
    expect((await accept(reader.token, challengeId, inviteId)).statusCode).toBe(200);
    const invitesLeft = await context.database.db
      .select()
      .from(challengeInvites)
      .where(eq(challengeInvites.challengeId, challengeId));
    expect(invitesLeft.map((row) => row.email)).not.toContain(reader.email);
  });
});
