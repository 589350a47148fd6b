import { normalizeJoinCode } from '@bible-journey/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { challenges } from '../../../db/schema.js';
import { uniqueEmail } from '../../../test/app.js';
import {
  appWithInbox,
  challengeHeaders,
  createChallengeOverHttp,
  inviteLinkCalls,
  person,
  premiumLeader,
} from '../../../test/challenge-members.js';
import { testDatabases } from '../../../test/databases.js';
import { buildPlanBody } from '../../../test/factories.js';
import { useTestApp } from '../../../test/suite.js';
import { FREE_WRONG_CODES } from './join-code-throttle.js';

describe.each(testDatabases)('the invite page’s details and join codes on $name', (kind) => {
  const context = appWithInbox(kind, 'https://journey.example');
  // Its own app, so its wrong codes are counted apart from the other tests'.
  const throttled = useTestApp(context.database, { config: () => ({ authRateLimit: 1000 }) });
  const limited = useTestApp(context.database, { config: () => ({ authRateLimit: 3 }) });

  const invitation = (token: string | null, challengeId: string, extra: Record<string, string> = {}) =>
    context.app.inject({
      method: 'GET',
      url: '/api/challenge/invitation',
      headers: challengeHeaders(token, challengeId, extra),
    });
  const lookUp = (token: string | null, code: unknown, app: FastifyInstance = context.app, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/challenge/join-code',
      headers: challengeHeaders(token),
      payload: { code },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const { join, setLink, linkSeenBy: linkOf } = inviteLinkCalls(() => context.app);

  /** A leader's challenge of Psalms 1–20 in 10 days, inviting Ruth by e-mail, with one participant in. */
  async function challenge() {
    const leader = await premiumLeader(context.app, context.database, { name: 'Lydia Leader' });
    const invited = await person(context.app, context.database, { name: 'Ruth Invited' });
    const challengeId = await createChallengeOverHttp(context.app, leader.token, {
      challengeTitle: 'Psalms in May',
      startDate: '2027-05-01',
      finishDate: '2027-05-10',
      participants: [invited.email, uniqueEmail('other')],
      plan: buildPlanBody({
        quantityOfDays: 10,
        startDate: '2027-05-01',
        startReading: { bookIndex: 18, chapter: 1 },
        endReading: { bookIndex: 18, chapter: 20 },
      }),
    });
    const member = await person(context.app, context.database, { name: 'Marta Member' });
    expect((await join(member.token, challengeId)).statusCode).toBe(200);
    const stranger = () => person(context.app, context.database, { name: 'Sam Stranger' });
    return { leader, invited, member, challengeId, stranger };
  }

  describe('GET /api/challenge/invitation', () => {
    it('shows someone holding the link, signed out, the challenge, its leader, dates, plan and count, and nobody else', async () => {
      const { invited, member, challengeId } = await challenge();
      const answer = await invitation(null, challengeId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        challenge: {
          _id: challengeId,
          title: 'Psalms in May',
          owner: { name: 'Lydia Leader' },
          startDate: '2027-05-01',
          finishDate: '2027-05-10',
          participantsCount: 1,
          plan: {
            readingOrder: 'traditional',
            readingStart: { book: 'psalms', chapter: 1 },
            readingEnd: { book: 'psalms', chapter: 20 },
            days: 10,
            averageChapters: 2,
            averageMinutes: expect.any(Number),
          },
        },
        inviteId: null,
        isMember: false,
      });
      expect(answer.json().challenge.plan.averageMinutes).toBeGreaterThan(0);
      for (const secret of [member.name, member.email, invited.name, invited.email, '@']) {
        expect(answer.body).not.toContain(secret);
      }
    });

    it('tells the invited their invitation and a member that they take part, whatever became of the link', async () => {
      const { leader, invited, member, challengeId } = await challenge();
      expect((await setLink(leader.token, challengeId, 'off')).statusCode).toBe(200);
      const asInvited = (await invitation(invited.token, challengeId)).json();
      expect(asInvited).toMatchObject({ inviteId: expect.any(String), isMember: false });
      expect(asInvited.challenge.title).toBe('Psalms in May');
      expect((await invitation(member.token, challengeId)).json()).toMatchObject({ inviteId: null, isMember: true });
      expect((await invitation(leader.token, challengeId)).json()).toMatchObject({ isMember: true });
    });

    it('refuses, with the link’s reason, a link turned off or replaced, and someone the leader removed', async () => {
      const { leader, member, challengeId, stranger } = await challenge();
      const someone = await stranger();
      await setLink(leader.token, challengeId, 'off');
      for (const token of [null, someone.token]) {
        const answer = await invitation(token, challengeId);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ reason: 'invite_link_off' });
        expect(answer.body).not.toContain('Lydia');
      }
      const { key } = (await setLink(leader.token, challengeId, 'renew')).json().inviteLink;
      expect((await invitation(null, challengeId)).json()).toMatchObject({
        statusCode: 403,
        reason: 'invite_link_replaced',
      });
      expect((await invitation(null, challengeId, { invite_key: `${key}x` })).statusCode).toBe(403);
      expect((await invitation(null, challengeId, { invite_key: key })).statusCode).toBe(200);

      const removed = await context.app.inject({
        method: 'DELETE',
        url: `/api/challenge/participant/delete/${(await participantId(leader.token, challengeId, member.email)) ?? ''}`,
        headers: challengeHeaders(leader.token, challengeId),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      const answer = await invitation(member.token, challengeId, { invite_key: key });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ reason: 'removed' });
    });

    it('answers 404 for an unknown or suspended challenge and 400 for a bad id', async () => {
      const { challengeId } = await challenge();
      expect((await invitation(null, crypto.randomUUID())).statusCode).toBe(404);
      await context.database.db
        .update(challenges)
        .set({ suspendedAt: new Date() })
        .where(eq(challenges.id, challengeId));
      expect((await invitation(null, challengeId)).statusCode).toBe(404);
      const bad = await invitation(null, 'not-an-id');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('challenge_id');
      expect((await invitation(null, challengeId, { invite_key: 'k'.repeat(65) })).statusCode).toBe(400);
    });

    it('shows a challenge with no plan yet', async () => {
      const leader = await premiumLeader(context.app, context.database);
      const challengeId = await createChallengeOverHttp(context.app, leader.token, { plan: undefined });
      expect((await invitation(null, challengeId)).json().challenge).toMatchObject({
        participantsCount: 0,
        plan: null,
      });
    });
  });

  async function participantId(token: string, challengeId: string, email: string) {
    const answer = await context.app.inject({
      method: 'GET',
      url: '/api/challenge/participants',
      headers: challengeHeaders(token, challengeId),
    });
    const found = (answer.json().participants as { _id: string; user: { email: string } }[]).find(
      (participant) => participant.user.email === email,
    );
    return found?._id;
  }

  describe('join codes', () => {
    it('every challenge has its own code, of the alphabet, that members see with the link', async () => {
      const { leader, member, challengeId } = await challenge();
      const link = await linkOf(leader.token, challengeId);
      expect(normalizeJoinCode(link.code)).toBe(link.code);
      expect(await linkOf(member.token, challengeId)).toEqual(link);
      const other = await createChallengeOverHttp(context.app, leader.token);
      expect((await linkOf(leader.token, other)).code).not.toBe(link.code);
      // The database keeps a code to one challenge.
      await expect(
        context.database.db.update(challenges).set({ joinCode: link.code }).where(eq(challenges.id, other)),
      ).rejects.toThrow();
    });

    it('opens the challenge typed in any case with spaces or dashes, with the link’s key', async () => {
      const { leader, challengeId, stranger } = await challenge();
      const someone = await stranger();
      const { code } = await linkOf(leader.token, challengeId);
      for (const typed of [code, code.toLowerCase(), ` ${code.slice(0, 4)}-${code.slice(4)} `]) {
        const answer = await lookUp(someone.token, typed);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toEqual({ challengeId, inviteKey: null });
      }
      const { key } = (await setLink(leader.token, challengeId, 'renew')).json().inviteLink;
      const renewed = await linkOf(leader.token, challengeId);
      expect((await lookUp(someone.token, renewed.code)).json()).toEqual({ challengeId, inviteKey: key });
      // The details the code leads to are then open with that key.
      expect((await invitation(someone.token, challengeId, { invite_key: key })).statusCode).toBe(200);
    });

    it('stops while the link is off and comes back with it; a new link makes a new code and the old one opens nothing', async () => {
      const { leader, challengeId, stranger } = await challenge();
      const someone = await stranger();
      const { code } = await linkOf(leader.token, challengeId);
      await setLink(leader.token, challengeId, 'off');
      expect((await linkOf(leader.token, challengeId)).code).toBe(code);
      const stopped = await lookUp(someone.token, code);
      expect(stopped.statusCode).toBe(404);
      expect(stopped.json().message).toBe('No challenge has this join code: check it with the leader.');
      await setLink(leader.token, challengeId, 'on');
      expect((await lookUp(someone.token, code)).statusCode).toBe(200);

      await setLink(leader.token, challengeId, 'renew');
      const renewed = (await linkOf(leader.token, challengeId)).code;
      expect(renewed).not.toBe(code);
      expect((await lookUp(someone.token, code)).statusCode).toBe(404);
      expect((await lookUp(someone.token, renewed)).statusCode).toBe(200);
    });

    it('needs a sign-in (401) and a code (400), and says what is wrong', async () => {
      const { leader, challengeId, stranger } = await challenge();
      const { code } = await linkOf(leader.token, challengeId);
      expect((await lookUp(null, code)).statusCode).toBe(401);
      const someone = await stranger();
      for (const bad of ['K7QM3XP0', 'short', '', 'x'.repeat(33), 12345678, null]) {
        const answer = await lookUp(someone.token, bad);
        expect(answer.statusCode, String(bad)).toBe(400);
        expect(answer.json().message).toMatch(/code/);
      }
      const suspended = await premiumLeader(context.app, context.database);
      const hidden = await createChallengeOverHttp(context.app, suspended.token);
      const hiddenCode = (await linkOf(suspended.token, hidden)).code;
      await context.database.db.update(challenges).set({ suspendedAt: new Date() }).where(eq(challenges.id, hidden));
      expect((await lookUp(someone.token, hiddenCode)).statusCode).toBe(404);
    });

    it('makes wrong codes wait, growing, per account and per address; a mistake or two costs nothing', async () => {
      const { leader, challengeId, stranger } = await challenge();
      const { code } = await linkOf(leader.token, challengeId);
      const guesser = await stranger();
      const wrong = (who: string, address: string) => lookUp(who, 'ABCD EFGH', throttled, address);
      for (let i = 1; i < FREE_WRONG_CODES.account; i += 1) {
        expect((await wrong(guesser.token, '198.51.100.7')).statusCode, `wrong code ${i}`).toBe(404);
      }
      expect((await lookUp(guesser.token, code, throttled, '198.51.100.7')).statusCode).toBe(200);
      // The tenth wrong code in the hour: the next try waits, whatever the code.
      expect((await wrong(guesser.token, '198.51.100.7')).statusCode).toBe(404);
      const held = await lookUp(guesser.token, code, throttled, '198.51.100.7');
      expect(held.statusCode).toBe(429);
      expect(held.headers['retry-after']).toBe('1');
      expect(held.json().message).toBe('Too many wrong join codes: try again in 1 seconds.');
      // Elsewhere, the same account waits too; another account at another address does not.
      expect((await lookUp(guesser.token, code, throttled, '198.51.100.8')).statusCode).toBe(429);
      const other = await stranger();
      expect((await lookUp(other.token, code, throttled, '198.51.100.9')).statusCode).toBe(200);
    });

    it('counts look-ups a minute per address, signed in or not', async () => {
      const someone = await person(context.app, context.database);
      const address = '203.0.113.20';
      expect((await lookUp(null, 'ABCDEFGH', limited, address)).statusCode).toBe(401);
      expect((await lookUp(someone.token, 'ABCDEFGH', limited, address)).statusCode).toBe(404);
      expect((await lookUp(someone.token, 'ABCDEFGH', limited, address)).statusCode).toBe(404);
      const over = await lookUp(someone.token, 'ABCDEFGH', limited, address);
      expect(over.statusCode).toBe(429);
      expect((await lookUp(someone.token, 'ABCDEFGH', limited, '203.0.113.21')).statusCode).toBe(404);
    });
  });
});
