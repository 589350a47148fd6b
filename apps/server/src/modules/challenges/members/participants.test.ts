import { randomUUID } from 'node:crypto';
import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challengeInvites, plans } from '../../../db/schema.js';
import type { Mailer } from '../../../integrations/mail/mailer.js';
import { buildTestApp, uniqueEmail } from '../../../test/app.js';
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
import { INVITE_MAIL_INTERVAL_MS } from './invite-mail.js';

const APP_URL = 'https://journey.example';

describe.each(testDatabases)('a challenge’s participants on $name', (kind) => {
  const context = appWithInbox(kind, APP_URL);

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    token: string | null,
    challengeId?: string,
    payload?: object,
  ) =>
    context.app.inject({
      method,
      url: `/api/challenge/${path}`,
      headers: challengeHeaders(token, challengeId),
      ...(payload ? { payload } : {}),
    });
  const getParticipants = (token: string | null, challengeId?: string) =>
    call('GET', 'participants', token, challengeId);
  const addParticipants = (token: string | null, challengeId: string | undefined, payload: object) =>
    call('POST', 'participants/add', token, challengeId, payload);
  const removeParticipant = (token: string | null, challengeId: string | undefined, id: string) =>
    call('DELETE', `participant/delete/${id}`, token, challengeId);
  const resend = (token: string | null, challengeId: string | undefined, payload: object) =>
    call('POST', 'invite/resend', token, challengeId, payload);
  const setSentAt = (inviteId: string, at: Date | null) =>
    context.database.db.update(challengeInvites).set({ lastSentAt: at }).where(eq(challengeInvites.id, inviteId));

  /** A challenge whose reader accepted (by the link) and whose newcomer has not. */
  async function group() {
    const leader = await premiumLeader(context.app, context.database, { name: 'Lydia Leader' });
    const reader = await person(context.app, context.database, { name: 'Ruth Reader' });
    const stranger = await person(context.app, context.database, { name: 'Sam Stranger' });
    const newcomer = uniqueEmail('newcomer');
    const challengeId = await createChallengeOverHttp(context.app, leader.token, {
      participants: [reader.email, newcomer],
    });
    const joined = await context.app.inject({
      method: 'PUT',
      url: '/api/challenge/join',
      headers: challengeHeaders(reader.token, challengeId),
    });
    const readerMemberId = joined.json().rankingId as string;
    const newcomerInvite = await inviteOf(context.database, challengeId, newcomer);
    return {
      leader,
      reader,
      stranger,
      newcomer,
      challengeId,
      readerMemberId,
      newcomerInviteId: newcomerInvite?.id as string,
    };
  }

  describe('GET /api/challenge/participants', () => {
    it('gives the owner the accepted participants with their user, then the pending invites', async () => {
      const { leader, reader, newcomer, challengeId, readerMemberId, newcomerInviteId } = await group();
      const answer = await getParticipants(leader.token, challengeId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        participants: [
          {
            _id: readerMemberId,
            user: { _id: reader.userId, name: 'Ruth Reader', email: reader.email, picture: null },
            accepted: true,
          },
        ],
        invitedUsers: [
          // The account the invite made is no one's yet: no name to show.
          {
            _id: newcomerInviteId,
            user: { email: newcomer, name: null },
            accepted: false,
            lastSentAt: expect.any(String),
          },
        ],
        participantsNextCursor: null,
        invitedNextCursor: null,
        participantCount: 1,
        invitedCount: 1,
      });
    });

    it('answers 404 to anyone but the owner, 401 without a token, 400 without a good header', async () => {
      const { reader, stranger, challengeId } = await group();
      for (const token of [reader.token, stranger.token]) {
        expect((await getParticipants(token, challengeId)).statusCode).toBe(404);
      }
      expect((await getParticipants(reader.token, randomUUID())).statusCode).toBe(404);
      expect((await getParticipants(null, challengeId)).statusCode).toBe(401);
      for (const id of [undefined, 'nope']) {
        const answer = await getParticipants(reader.token, id);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toMatch(/^headers\.challenge_id: /);
      }
    });
  });

  describe('POST /api/challenge/participants/add', () => {
    it('invites new addresses in their language, reports members, ignores the owner’s own', async () => {
      const { leader, reader, challengeId } = await group();
      const indonesian = await person(context.app, context.database, { name: 'Intan', language: 'id' });
      const fresh = uniqueEmail('fresh');
      const answer = await addParticipants(leader.token, challengeId, {
        participants: [fresh, reader.email, indonesian.email, leader.email, fresh.toUpperCase()],
        owner_name: 'Pastor Lydia',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ invited: [fresh, indonesian.email], alreadyMembers: [reader.email] });

      const mail = await context.inbox.waitFor(indonesian.email, /Undangan/);
      expect(mail.subject).toBe('Undangan ke tantangan membaca Alkitab “Gospels in Lent”');
      expect(mail.text).toContain('Pastor Lydia mengundang Anda');
      expect(linkIn(mail, APP_URL)).toBe(`${APP_URL}/c/invite/${challengeId}`);
      // The leader's language is unset and the request's is English.
      expect((await context.inbox.waitFor(fresh, /An invitation/)).text).toContain('Pastor Lydia invited you');
      const invited = (await getParticipants(leader.token, challengeId)).json().invitedUsers;
      expect(invited.map((row: { user: { email: string } }) => row.user.email)).toContain(fresh);
      expect(invited.find((row: { user: { email: string } }) => row.user.email === indonesian.email).user.name).toBe(
        'Intan',
      );
    });

    it('mails an address already invited again, but not twice in a day', async () => {
      const { leader, newcomer, challengeId, newcomerInviteId } = await group();
      await context.inbox.waitFor(newcomer);
      const before = context.inbox.mails.filter((mail) => mail.to === newcomer).length;
      const again = await addParticipants(leader.token, challengeId, { participants: [newcomer] });
      expect(again.json()).toEqual({ invited: [newcomer], alreadyMembers: [] });
      await setSentAt(newcomerInviteId, new Date(Date.now() - INVITE_MAIL_INTERVAL_MS - 1_000));
      await addParticipants(leader.token, challengeId, { participants: [newcomer] });
      await expect.poll(() => context.inbox.mails.filter((mail) => mail.to === newcomer).length).toBe(before + 1);
    });

    it('invites each address once when two adds of the same addresses race, in either order', async () => {
      const { leader, challengeId } = await group();
      const emails = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
      const answers = await Promise.all(
        [emails, [...emails].reverse()].map((participants) =>
          addParticipants(leader.token, challengeId, { participants }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      for (const email of emails) expect(await inviteOf(context.database, challengeId, email)).toBeDefined();
      const invited = (await getParticipants(leader.token, challengeId)).json().invitedUsers;
      expect(invited).toHaveLength(4);
    });

    it('answers 400 to a bad list, 404 to anyone but the owner, 401 without a token', async () => {
      const { leader, reader, challengeId } = await group();
      for (const payload of [
        {},
        { participants: [] },
        { participants: ['not-an-email'] },
        { participants: 'a@b.co' },
      ]) {
        const answer = await addParticipants(leader.token, challengeId, payload);
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
        expect(answer.json().message).toContain('body.participants');
      }
      expect((await addParticipants(leader.token, undefined, { participants: [uniqueEmail()] })).statusCode).toBe(400);
      const outsider = uniqueEmail('outsider');
      expect((await addParticipants(reader.token, challengeId, { participants: [outsider] })).statusCode).toBe(404);
      expect((await addParticipants(null, challengeId, { participants: [outsider] })).statusCode).toBe(401);
      expect(await inviteOf(context.database, challengeId, outsider)).toBeUndefined();
    });
  });

  describe('DELETE /api/challenge/participant/delete/:id', () => {
    it('removes an accepted participant with their copy of the plan; the owner and invites are not theirs to remove', async () => {
      const { leader, reader, challengeId, readerMemberId, newcomerInviteId } = await group();
      const ownerRow = (await membersOf(context.database, challengeId)).find((row) => row.isOwner);
      const readerCopy = (await membersOf(context.database, challengeId)).find(
        (row) => row.id === readerMemberId,
      )?.planId;
      expect(readerCopy).toEqual(expect.any(String));

      for (const id of [ownerRow?.id as string, newcomerInviteId, randomUUID()]) {
        const answer = await removeParticipant(leader.token, challengeId, id);
        expect(answer.statusCode, id).toBe(404);
        expect(answer.json().message).toBe('No such participant.');
      }
      expect((await removeParticipant(reader.token, challengeId, readerMemberId)).statusCode).toBe(404);

      const removed = await removeParticipant(leader.token, challengeId, readerMemberId);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ success: true });
      expect((await membersOf(context.database, challengeId)).map((row) => row.userId)).not.toContain(reader.userId);
      expect(
        await context.database.db
          .select()
          .from(plans)
          .where(eq(plans.id, readerCopy as string)),
      ).toEqual([]);
      expect((await getParticipants(leader.token, challengeId)).json().participants).toEqual([]);
      expect((await removeParticipant(leader.token, challengeId, readerMemberId)).statusCode).toBe(404);
    });

    it('keeps a removed participant from coming back by the link; a new invitation brings them back', async () => {
      const { leader, reader, challengeId, readerMemberId } = await group();
      expect((await removeParticipant(leader.token, challengeId, readerMemberId)).statusCode).toBe(200);
      const join = () =>
        context.app.inject({
          method: 'PUT',
          url: '/api/challenge/join',
          headers: challengeHeaders(reader.token, challengeId),
        });
      const refused = await join();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('The leader removed you from this challenge: ask them to invite you again.');
      expect((await membersOf(context.database, challengeId)).map((row) => row.userId)).not.toContain(reader.userId);

      expect((await addParticipants(leader.token, challengeId, { participants: [reader.email] })).statusCode).toBe(200);
      const rejoined = await join();
      expect(rejoined.statusCode, rejoined.body).toBe(200);
      expect(rejoined.json().rankingId).not.toBe(readerMemberId);
      // Back as a member, the removal is over: leaving the link's page and coming again changes nothing.
      expect((await join()).json().rankingId).toBe(rejoined.json().rankingId);
    });

    it('answers 400 to an id that isn’t one, 401 without a token', async () => {
      const { leader, challengeId, readerMemberId } = await group();
      const bad = await removeParticipant(leader.token, challengeId, 'nope');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('params.id');
      expect((await removeParticipant(leader.token, undefined, readerMemberId)).statusCode).toBe(400);
      expect((await removeParticipant(null, challengeId, readerMemberId)).statusCode).toBe(401);
    });
  });

  describe('POST /api/challenge/invite/resend', () => {
    it('mails pending invites again at most once a day each, and records when', async () => {
      const { leader, reader, newcomer, challengeId, newcomerInviteId } = await group();
      const body = { participants: [newcomer, reader.email], ownerName: 'Lydia', challengeName: 'Gospels in Lent' };
      // Just mailed at creation: not again yet.
      expect((await resend(leader.token, challengeId, body)).json()).toEqual({ sent: [] });

      const longAgo = new Date(Date.now() - INVITE_MAIL_INTERVAL_MS - 60_000);
      await setSentAt(newcomerInviteId, longAgo);
      await context.inbox.waitFor(newcomer);
      const before = context.inbox.mails.filter((mail) => mail.to === newcomer).length;
      const answer = await resend(leader.token, challengeId, body);
      expect(answer.statusCode).toBe(200);
      // The reader accepted: no invite of theirs to resend.
      expect(answer.json()).toEqual({ sent: [newcomer] });
      await expect.poll(() => context.inbox.mails.filter((mail) => mail.to === newcomer).length).toBe(before + 1);
      expect((await context.inbox.waitFor(newcomer)).text).toContain('Lydia invited you to read the Bible together');
      const sentAt = (await inviteOf(context.database, challengeId, newcomer))?.lastSentAt;
      expect(sentAt?.getTime()).toBeGreaterThan(longAgo.getTime());
      expect((await resend(leader.token, challengeId, body)).json()).toEqual({ sent: [] });
    });

    it('gives the sending time back when the mail can’t go out', async () => {
      const failing: Mailer = {
        send: async () => {
          throw new Error('SMTP is down');
        },
        close: () => undefined,
      };
      const failingApp = await buildTestApp(context.database, { appUrl: APP_URL }, { mailer: failing });
      try {
        const { leader, newcomer, challengeId } = await group();
        const later = uniqueEmail('later');
        const added = await failingApp.inject({
          method: 'POST',
          url: '/api/challenge/participants/add',
          headers: challengeHeaders(leader.token, challengeId),
          payload: { participants: [later] },
        });
        expect(added.json()).toEqual({ invited: [later], alreadyMembers: [] });
        await expect.poll(async () => (await inviteOf(context.database, challengeId, later))?.lastSentAt).toBeNull();
        const listed = (await getParticipants(leader.token, challengeId)).json().invitedUsers;
        expect(listed.find((row: { user: { email: string } }) => row.user.email === later).lastSentAt).toBeNull();
        expect(listed.find((row: { user: { email: string } }) => row.user.email === newcomer).lastSentAt).toEqual(
          expect.any(String),
        );
        // So the leader may resend at once.
        expect((await resend(leader.token, challengeId, { participants: [later] })).json()).toEqual({ sent: [later] });
        await context.inbox.waitFor(later);
      } finally {
        await failingApp.close();
      }
    });

    it('answers 400 to a bad body, 404 to anyone but the owner, 401 without a token', async () => {
      const { leader, reader, newcomer, challengeId } = await group();
      for (const payload of [{}, { participants: [] }, { participants: [newcomer], challengeName: 'A' }]) {
        const answer = await resend(leader.token, challengeId, payload);
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
        expect(answer.json().message).toMatch(/body\.(participants|challengeName)/);
      }
      expect((await resend(leader.token, undefined, { participants: [newcomer] })).statusCode).toBe(400);
      expect((await resend(reader.token, challengeId, { participants: [newcomer] })).statusCode).toBe(404);
      expect((await resend(null, challengeId, { participants: [newcomer] })).statusCode).toBe(401);
    });
  });
});
