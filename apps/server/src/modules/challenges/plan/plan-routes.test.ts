import type { ChallengeReadingResponse, Plan } from '@bible-journey/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challengeMembers, users } from '../../../db/schema.js';
import { userIdOf } from '../../../test/accounts.js';
import { bearer, registerUser } from '../../../test/app.js';
import {
  challengeHeaders,
  challengeWithPeople,
  copyOf,
  givePlan,
  markDay,
  putChallengePlan,
  templateIdOf,
} from '../../../test/challenge-plan.js';
import { insertMember, memberTotals } from '../../../test/challenges.js';
import { testDatabases } from '../../../test/databases.js';
import { buildPlanBody } from '../../../test/factories.js';
import { useServerSuite } from '../../../test/suite.js';
import { FOLLOW_BATCH_SIZE, followTemplate } from './follow-template.js';
import { giveMemberCopies } from './member-copy.js';
import { copyOfMember, loadPlan } from './repository.js';
import { backgroundFollowsSettled, updateChallengePlan } from './service.js';
import { materializeSharedCopy, SHARED_FOLLOW_BATCH_SIZE, sharedCopyOf } from './shared-days.js';
import { replaceTemplate } from './template.js';

const chaptersOf = (plan: Plan) => plan.readingCalendar.map((day) => day.readingDetails);
const readChapters = (plan: Plan) =>
  new Set(
    plan.readingCalendar
      .filter((day) => day.read)
      .flatMap((day) => day.readingDetails.map((ref) => `${ref.book} ${ref.chapter}`)),
  );

describe.each(testDatabases)('the challenge plan on $name', (kind) => {
  const { database, app } = useServerSuite(kind);

  describe('GET /api/challenge/plan', () => {
    it('answers null while the challenge has no plan, to the owner and a participant', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
      for (const person of [owner, ...participants]) {
        const answer = await app.inject({
          method: 'GET',
          url: '/api/challenge/plan',
          headers: challengeHeaders(person.token, challengeId),
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ plan: null });
      }
    });

    it('answers each member their own copy: unread, with the template’s chapters and settings, and no delays', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 2);
      const body = buildPlanBody({ quantityOfDays: 8, blockedWeekDays: [0] }, { shouldTrackDelays: false });
      await givePlan(app, owner, challengeId, body);
      const templateId = await templateIdOf(database, challengeId);
      const copies = await Promise.all([owner, ...participants].map((p) => copyOf(app, p.token, challengeId)));

      expect(new Set([templateId, ...copies.map((copy) => copy._id)]).size).toBe(4);
      for (const copy of copies) {
        expect(copy).toMatchObject({
          blockedWeekDays: [0],
          shouldTrackDelays: false,
          planType: 2,
          type: 2,
          quantityOfDays: 8,
          delays: 0,
          readingOrder: 'traditional',
        });
        expect(chaptersOf(copy)).toEqual(body.readingCalendar.map((day) => day.readingDetails));
        expect(copy.readingCalendar.map((day) => day.date)).toEqual(body.readingCalendar.map((day) => day.date));
        expect(copy.readingCalendar.every((day) => !day.read)).toBe(true);
      }
      for (const person of [owner, ...participants]) {
        expect(await memberTotals(database, person.memberId)).toMatchObject({ readDays: 0, dayCount: 8 });
      }
    });

    it('gives a member who has no copy yet (joined while the plan was made) their copy when they ask', async () => {
      const { challengeId, owner } = await challengeWithPeople(app, database, 0);
      await givePlan(app, owner, challengeId);
      // A member row added after the template, without the copy the join flow would give.
      const account = await registerUser(app);
      const memberId = await insertMember(database, challengeId, await userIdOf(database, account.user.email));
      const copy = await copyOf(app, account.token, challengeId);
      expect(copy.readingCalendar).toHaveLength(10);
      expect(await memberTotals(database, memberId)).toMatchObject({ dayCount: 10 });
    });

    it('answers 404 to an invited person, a stranger and for a challenge that does not exist', async () => {
      const { challengeId, owner } = await challengeWithPeople(app, database, 0);
      await givePlan(app, owner, challengeId);
      const stranger = await registerUser(app);
      for (const headers of [
        challengeHeaders(stranger.token, challengeId),
        challengeHeaders(owner.token, '00000000-0000-4000-8000-000000000000'),
      ]) {
        const answer = await app.inject({ method: 'GET', url: '/api/challenge/plan', headers });
        expect(answer.statusCode).toBe(404);
      }
    });

    it('answers 401 without a session and 400 without a valid challenge header', async () => {
      const { challengeId, owner } = await challengeWithPeople(app, database, 0);
      const unsigned = await app.inject({
        method: 'GET',
        url: '/api/challenge/plan',
        headers: { challenge_id: challengeId },
      });
      expect(unsigned.statusCode).toBe(401);
      for (const headers of [bearer(owner.token), challengeHeaders(owner.token, 'not-a-uuid')]) {
        const answer = await app.inject({ method: 'GET', url: '/api/challenge/plan', headers });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toMatch(/challenge_id/);
      }
    });
  });

  describe('PUT /api/challenge/plan/update', () => {
    it('creates the first plan and answers the leader’s own copy', async () => {
      const { challengeId, owner } = await challengeWithPeople(app, database, 1);
      const body = buildPlanBody({ quantityOfDays: 6 });
      const answer = await putChallengePlan(app, owner.token, challengeId, body, null);
      expect(answer.statusCode).toBe(200);
      const { plan } = answer.json() as { plan: Plan };
      expect(plan._id).not.toBe(await templateIdOf(database, challengeId));
      expect(plan._id).toBe((await copyOf(app, owner.token, challengeId))._id);
      expect(plan.readingCalendar).toHaveLength(6);
    });

    it('refuses a first plan that names a template, and an edit that names another plan (404)', async () => {
      const { challengeId, owner } = await challengeWithPeople(app, database, 0);
      const made = await putChallengePlan(app, owner.token, challengeId, buildPlanBody(), crypto.randomUUID());
      expect(made.statusCode).toBe(404);
      const { plan } = await givePlan(app, owner, challengeId);
      for (const planTemplateId of [null, plan._id, crypto.randomUUID()]) {
        const edit = await putChallengePlan(app, owner.token, challengeId, buildPlanBody(), planTemplateId);
        expect(edit.statusCode).toBe(404);
      }
    });

    it('is the leader’s: a participant, an outsider and a missing challenge get 404', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
      const stranger = await registerUser(app);
      for (const token of [participants[0]?.token as string, stranger.token]) {
        const answer = await putChallengePlan(app, token, challengeId, buildPlanBody(), null);
        expect(answer.statusCode).toBe(404);
      }
      const missing = await putChallengePlan(app, owner.token, crypto.randomUUID(), buildPlanBody(), null);
      expect(missing.statusCode).toBe(404);
      expect(await templateIdOf(database, challengeId)).toBeNull();
    });

    it('answers 401 without a session and 400 to a bad plan or template id', async () => {
      const { challengeId, owner } = await challengeWithPeople(app, database, 0);
      const unsigned = await app.inject({
        method: 'PUT',
        url: '/api/challenge/plan/update',
        headers: { challenge_id: challengeId },
        payload: { newPlan: buildPlanBody(), planTemplateId: null },
      });
      expect(unsigned.statusCode).toBe(401);
      const bad = [
        { newPlan: { ...buildPlanBody(), readingCalendar: [] }, planTemplateId: null },
        { newPlan: { ...buildPlanBody(), delays: 3 }, planTemplateId: null },
        { newPlan: buildPlanBody(), planTemplateId: 'template' },
        { planTemplateId: null },
      ];
      for (const payload of bad) {
        const answer = await app.inject({
          method: 'PUT',
          url: '/api/challenge/plan/update',
          headers: challengeHeaders(owner.token, challengeId),
          payload,
        });
        expect(answer.statusCode).toBe(400);
      }
      expect(await templateIdOf(database, challengeId)).toBeNull();
    });

    it('reaches every copy and keeps what each member read: their chapters stay read, their points and delays stay', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 3);
      const [reader, resetter, idle] = participants as [
        (typeof participants)[0],
        (typeof participants)[0],
        (typeof participants)[0],
      ];
      await givePlan(app, owner, challengeId, buildPlanBody({ quantityOfDays: 30 }));
      const readerCopy = await copyOf(app, reader.token, challengeId);
      for (const day of readerCopy.readingCalendar.slice(0, 3)) {
        expect((await markDay(app, reader, challengeId, readerCopy._id, day.id)).statusCode).toBe(200);
      }
      const resetterCopy = await copyOf(app, resetter.token, challengeId);
      await markDay(app, resetter, challengeId, resetterCopy._id, resetterCopy.readingCalendar[0]?.id as string);
      const reset = await app.inject({
        method: 'PUT',
        url: `/api/plan/${resetterCopy._id}`,
        headers: bearer(resetter.token),
        payload: {
          ...buildPlanBody({ quantityOfDays: 30 }),
          readingCalendar: resetterCopy.readingCalendar,
          delays: 1,
        },
      });
      expect(reset.statusCode).toBe(200);
      const before = readChapters(await copyOf(app, reader.token, challengeId));
      const pointsBefore = await memberTotals(database, reader.memberId);
      const templateId = await templateIdOf(database, challengeId);

      // Same chapters on later dates: every day keeps its id and its mark.
      const moved = buildPlanBody({ quantityOfDays: 30, startDate: '2027-02-01' });
      const edit = await putChallengePlan(app, owner.token, challengeId, moved, templateId);
      expect(edit.statusCode).toBe(200);
      expect((edit.json() as { plan: Plan }).plan.readingCalendar[0]?.date).toBe('2027-02-01');
      const afterMove = await copyOf(app, reader.token, challengeId);
      expect(afterMove.readingCalendar.map((day) => day.id)).toEqual(readerCopy.readingCalendar.map((day) => day.id));
      expect(afterMove.readingCalendar[0]?.date).toBe('2027-02-01');
      expect(readChapters(afterMove)).toEqual(before);
      expect(afterMove.revision).toBeGreaterThan(readerCopy.revision);
      const pointsAfter = await memberTotals(database, reader.memberId);
      expect(pointsAfter).toMatchObject({ readDays: 3, dayCount: 30, totalPoints: 3 });
      expect(pointsAfter.pointsChangedAt).toEqual(pointsBefore.pointsChangedAt);

      // Twice the days: the chapters read on days 1-3 are now on smaller days, all of them read.
      const longer = buildPlanBody({ quantityOfDays: 60 });
      expect((await putChallengePlan(app, owner.token, challengeId, longer, templateId)).statusCode).toBe(200);
      const afterSplit = await copyOf(app, reader.token, challengeId);
      expect(chaptersOf(afterSplit)).toEqual(longer.readingCalendar.map((day) => day.readingDetails));
      // A day is read exactly when every chapter of it was read before (a day-level mark can't hold half a day).
      for (const day of afterSplit.readingCalendar) {
        expect(day.read).toBe(day.readingDetails.every((ref) => before.has(`${ref.book} ${ref.chapter}`)));
      }
      const readDays = afterSplit.readingCalendar.filter((day) => day.read).length;
      expect(readDays).toBeGreaterThanOrEqual(5);
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays, dayCount: 60 });

      // The resetter keeps their delays; the idle member follows with nothing read.
      const resetterAfter = await copyOf(app, resetter.token, challengeId);
      expect(resetterAfter.delays).toBe(1);
      expect(chaptersOf(resetterAfter)).toEqual(chaptersOf(afterSplit));
      expect((await copyOf(app, idle.token, challengeId)).readingCalendar.some((day) => day.read)).toBe(false);
      expect(await memberTotals(database, idle.memberId)).toMatchObject({ readDays: 0, dayCount: 60 });
    });

    it('moves kept days to their new places: a day put before them, the last one dropped', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
      const body = buildPlanBody({ quantityOfDays: 10, startDate: '2027-01-02' });
      await givePlan(app, owner, challengeId, body);
      const reader = participants[0] as (typeof participants)[0];
      const copy = await copyOf(app, reader.token, challengeId);
      for (const position of [2, 9]) {
        await markDay(app, reader, challengeId, copy._id, copy.readingCalendar[position]?.id as string);
      }
      const added = {
        date: '2027-01-01',
        read: false,
        readingStart: { book: 'genesis', chapter: 1 },
        readingEnd: { book: 'genesis', chapter: 1 },
        readingDetails: [{ book: 'genesis', chapter: 1 }],
      };
      const edited = {
        ...body,
        readingCalendar: [{ ...added, _id: 0 }, ...body.readingCalendar.slice(0, 9)].map((day, i) => ({
          ...day,
          _id: i,
        })),
      };
      const templateId = await templateIdOf(database, challengeId);
      expect((await putChallengePlan(app, owner.token, challengeId, edited, templateId)).statusCode).toBe(200);

      const after = await copyOf(app, reader.token, challengeId);
      expect(after.readingCalendar.map((day) => day.id).slice(1)).toEqual(
        copy.readingCalendar.slice(0, 9).map((day) => day.id),
      );
      expect(after.readingCalendar.map((day) => day._id)).toEqual([...Array(10).keys()]);
      expect(after.readingCalendar[0]).toMatchObject({ date: '2027-01-01', read: false });
      expect(after.readingCalendar[3]).toMatchObject({ id: copy.readingCalendar[2]?.id, read: true });
      expect(after.readingCalendar.filter((day) => day.read)).toHaveLength(1);
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 1, dayCount: 10 });
      // An edit that changes nothing leaves the copy's days as they are.
      const again = await putChallengePlan(app, owner.token, challengeId, edited, templateId);
      expect(again.statusCode).toBe(200);
      expect((await copyOf(app, reader.token, challengeId)).readingCalendar).toEqual(after.readingCalendar);
    });

    /** Every member's copy takes the template's days as its own (as a replan does, decision 0025). */
    async function giveOwnDays(challengeId: string) {
      const members = await database.db
        .select({ userId: challengeMembers.userId, planId: challengeMembers.planId })
        .from(challengeMembers)
        .where(eq(challengeMembers.challengeId, challengeId));
      for (const member of members) {
        await database.db.transaction(async (tx) => {
          const copy = await sharedCopyOf(tx, member.userId, member.planId as string);
          if (copy) await materializeSharedCopy(tx, copy);
        });
      }
    }

    /** A challenge with its owner and FOLLOW_BATCH_SIZE + 5 members (accounts made in one statement), a 5-day plan. */
    async function crowd() {
      const { challengeId, owner } = await challengeWithPeople(app, database, 1);
      const accounts = await database.db
        .insert(users)
        .values(
          Array.from({ length: FOLLOW_BATCH_SIZE + 4 }, (_, i) => ({
            name: `Member ${i}`,
            email: `batch-${crypto.randomUUID()}@example.com`,
          })),
        )
        .returning({ id: users.id });
      const memberIds: string[] = [];
      for (const account of accounts) memberIds.push(await insertMember(database, challengeId, account.id));
      await givePlan(app, owner, challengeId, buildPlanBody({ quantityOfDays: 5 }));
      const templateId = (await templateIdOf(database, challengeId)) as string;
      return { challengeId, owner, memberIds, templateId };
    }

    it('carries an edit to more members than one batch holds', async () => {
      const { challengeId, owner, memberIds, templateId } = await crowd();
      for (const memberId of memberIds) expect(await memberTotals(database, memberId)).toMatchObject({ dayCount: 5 });
      const edit = await putChallengePlan(
        app,
        owner.token,
        challengeId,
        buildPlanBody({ quantityOfDays: 7 }),
        templateId,
      );
      expect(edit.statusCode).toBe(200);
      for (const memberId of memberIds) {
        expect(await memberTotals(database, memberId)).toMatchObject({ dayCount: 7, readDays: 0 });
      }
    });

    it('carries an edit to every copy sharing the template’s days, more than a batch, before it answers', async () => {
      const { challengeId, owner, templateId } = await crowd();
      const accounts = await database.db
        .insert(users)
        .values(
          Array.from({ length: SHARED_FOLLOW_BATCH_SIZE }, (_, i) => ({
            name: `Reader ${i}`,
            email: `shared-${crypto.randomUUID()}@example.com`,
          })),
        )
        .returning({ id: users.id });
      const joined = await database.db
        .insert(challengeMembers)
        .values(accounts.map((account) => ({ challengeId, userId: account.id })))
        .returning({ id: challengeMembers.id });
      const memberIds = joined.map((member) => member.id);
      await database.db.transaction((tx) => giveMemberCopies(tx, challengeId, memberIds));
      const answer = await updateChallengePlan(
        database.db,
        owner.userId,
        challengeId,
        { newPlan: { ...buildPlanBody({ quantityOfDays: 8 }), delays: 0 }, planTemplateId: templateId },
        { followWaitMs: 60_000 },
      );
      expect(answer.copiesFollowing).toBe(false);
      for (const memberId of memberIds) expect(await memberTotals(database, memberId)).toMatchObject({ dayCount: 8 });
    });

    it('answers once the leader’s copy follows, and the copies with days of their own follow in the background', async () => {
      const { challengeId, owner, memberIds, templateId } = await crowd();
      await giveOwnDays(challengeId);
      const answer = await updateChallengePlan(
        database.db,
        owner.userId,
        challengeId,
        { newPlan: { ...buildPlanBody({ quantityOfDays: 8 }), delays: 0 }, planTemplateId: templateId },
        { followWaitMs: 0 },
      );
      expect(answer.plan.readingCalendar).toHaveLength(8);
      expect(answer.copiesFollowing).toBe(true);
      await backgroundFollowsSettled();
      for (const memberId of memberIds) expect(await memberTotals(database, memberId)).toMatchObject({ dayCount: 8 });
    });

    it('answers the edit it committed even when following the copies then fails; they follow after', async () => {
      const { challengeId, owner, memberIds, templateId } = await crowd();
      await giveOwnDays(challengeId);
      // The database fails every statement outside a transaction once the edit is in: the
      // members' follow (which starts with one) fails, as on a connection cut after the commit.
      let isCommitted = false;
      const failingAfterCommit = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property === 'execute' && isCommitted) {
            return () => Promise.reject(new Error('Client was closed and is not queryable'));
          }
          if (property === 'transaction') {
            return async (...args: Parameters<typeof target.transaction>) => {
              const result = await target.transaction(...args);
              isCommitted = true;
              return result;
            };
          }
          return Reflect.get(target, property, receiver);
        },
      });
      const answer = await updateChallengePlan(
        failingAfterCommit,
        owner.userId,
        challengeId,
        { newPlan: { ...buildPlanBody({ quantityOfDays: 9 }), delays: 0 }, planTemplateId: templateId },
        { log: app.log },
      );
      expect(answer.plan.readingCalendar).toHaveLength(9);
      expect(answer.copiesFollowing).toBe(true);
      await backgroundFollowsSettled();
      // The background follow failed too: the copies stay behind until the next follow (or each
      // member's visit, which follows their copy first).
      expect(await memberTotals(database, memberIds[0] as string)).toMatchObject({ dayCount: 5 });
      await followTemplate(database.db, challengeId, new Date());
      for (const memberId of memberIds) expect(await memberTotals(database, memberId)).toMatchObject({ dayCount: 9 });
    });

    it('resumes a follow stopped halfway, and a member who opens a copy still behind has it follow first', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
      await givePlan(app, owner, challengeId, buildPlanBody({ quantityOfDays: 5 }));
      const reader = participants[0] as (typeof participants)[0];
      await giveOwnDays(challengeId);
      const before = await copyOf(app, reader.token, challengeId);
      await markDay(app, reader, challengeId, before._id, before.readingCalendar[0]?.id as string);
      // The leader's edit lands on the template, then the server stops before any copy follows.
      const edited = buildPlanBody({ quantityOfDays: 5, startDate: '2027-05-01' });
      await database.db.transaction((tx) => replaceTemplate(tx, challengeId, edited, new Date()));

      const opened = await copyOf(app, reader.token, challengeId);
      expect(opened._id).toBe(before._id);
      expect(opened.readingCalendar[0]).toMatchObject({
        date: '2027-05-01',
        read: true,
        id: before.readingCalendar[0]?.id,
      });
      const ownerCopy = (await loadPlan(database.db, (await copyOfMember(database.db, owner.memberId)) as string))
        ?.days;
      expect(ownerCopy?.[0]?.date).toBe('2027-01-01');
      // The next follow takes up the copies still behind: the owner's, not the reader's again.
      const revision = (await copyOf(app, reader.token, challengeId)).revision;
      expect(await followTemplate(database.db, challengeId, new Date())).toBe(true);
      expect(
        (await loadPlan(database.db, (await copyOfMember(database.db, owner.memberId)) as string))?.days[0]?.date,
      ).toBe('2027-05-01');
      expect((await copyOf(app, reader.token, challengeId)).revision).toBe(revision);
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 1, dayCount: 5 });
    });
  });

  describe('PUT /api/challenge/plan/reading/complete and /undo', () => {
    async function readerWithCopy() {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
      await givePlan(app, owner, challengeId);
      const reader = participants[0] as (typeof participants)[0];
      const copy = await copyOf(app, reader.token, challengeId);
      return { challengeId, owner, reader, copy };
    }

    it('completes a day once (+1), however often it is sent, and undoes it (−1)', async () => {
      const { challengeId, reader, copy } = await readerWithCopy();
      const day = copy.readingCalendar[2] as Plan['readingCalendar'][0];
      const first = await markDay(app, reader, challengeId, copy._id, day.id);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        day: { id: day.id, _id: 2, read: true, readChangedAt: expect.any(String) },
        points: { totalPoints: 1, readingPoints: 1, questionPoints: 0, conclusionPercentage: 10 },
        changed: true,
      });
      const again = (await markDay(app, reader, challengeId, copy._id, day.id)).json() as ChallengeReadingResponse;
      expect(again).toMatchObject({ changed: false, points: { totalPoints: 1 }, day: { read: true } });

      const undone = (await markDay(app, reader, challengeId, copy._id, day.id, false)).json();
      expect(undone).toMatchObject({ changed: true, day: { read: false }, points: { totalPoints: 0 } });
      const undoneAgain = (await markDay(app, reader, challengeId, copy._id, day.id, false)).json();
      expect(undoneAgain).toMatchObject({ changed: false, points: { totalPoints: 0, conclusionPercentage: 0 } });
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 0 });
    });

    it('names a day by its position too, and gives the percentage to 2 decimals', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
      await givePlan(app, owner, challengeId, buildPlanBody({ quantityOfDays: 3 }));
      const reader = participants[0] as (typeof participants)[0];
      const copy = await copyOf(app, reader.token, challengeId);
      await markDay(app, reader, challengeId, copy._id, '0');
      const answer = (await markDay(app, reader, challengeId, copy._id, '1')).json() as ChallengeReadingResponse;
      expect(answer.day).toMatchObject({ id: copy.readingCalendar[1]?.id, _id: 1, read: true });
      expect(answer.points.conclusionPercentage).toBe(66.67);
      expect((await markDay(app, reader, challengeId, copy._id, '3')).statusCode).toBe(404);
    });

    it('answers 404 unless the headers agree: the caller’s member row, their copy, a day of it', async () => {
      const { challengeId, owner, reader, copy } = await readerWithCopy();
      const ownerCopy = await copyOf(app, owner.token, challengeId);
      const dayId = copy.readingCalendar[0]?.id as string;
      const personal = await app.inject({
        method: 'POST',
        url: '/api/plan',
        headers: bearer(reader.token),
        payload: buildPlanBody({ quantityOfDays: 3 }),
      });
      const personalPlan = personal.json().plan as Plan;
      const stranger = await registerUser(app);
      const templateId = (await templateIdOf(database, challengeId)) as string;
      const wrong = [
        // someone else's member row
        markDay(app, { ...reader, memberId: owner.memberId }, challengeId, copy._id, dayId),
        // someone else's copy and day
        markDay(app, reader, challengeId, ownerCopy._id, ownerCopy.readingCalendar[0]?.id as string),
        // the caller's personal plan
        markDay(app, reader, challengeId, personalPlan._id, personalPlan.readingCalendar[0]?.id as string),
        markDay(app, reader, challengeId, copy._id, personalPlan.readingCalendar[0]?.id as string),
        // the template
        markDay(app, owner, challengeId, templateId, dayId),
        // another challenge, a stranger
        markDay(app, reader, crypto.randomUUID(), copy._id, dayId),
        markDay(app, { token: stranger.token, memberId: reader.memberId }, challengeId, copy._id, dayId),
      ];
      for (const answer of await Promise.all(wrong)) expect(answer.statusCode).toBe(404);
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 0 });
      expect(await memberTotals(database, owner.memberId)).toMatchObject({ readDays: 0 });
    });

    it('answers 401 without a session and 400 to a missing or malformed header', async () => {
      const { challengeId, reader, copy } = await readerWithCopy();
      const headers = {
        ...challengeHeaders(reader.token, challengeId),
        ranking_id: reader.memberId,
        plan_id: copy._id,
        day_id: copy.readingCalendar[0]?.id as string,
      };
      const { authorization: _authorization, ...unsigned } = headers;
      for (const path of ['complete', 'undo']) {
        const url = `/api/challenge/plan/reading/${path}`;
        expect((await app.inject({ method: 'PUT', url, headers: unsigned })).statusCode).toBe(401);
        for (const broken of [
          { ...headers, ranking_id: 'me' },
          { ...headers, plan_id: '' },
          { ...headers, day_id: 'yesterday' },
          { ...headers, challenge_id: '42' },
        ]) {
          const answer = await app.inject({ method: 'PUT', url, headers: broken });
          expect(answer.statusCode).toBe(400);
        }
        const { day_id: _dayId, ...withoutDay } = headers;
        expect((await app.inject({ method: 'PUT', url, headers: withoutDay })).statusCode).toBe(400);
      }
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 0 });
    });

    it('counts every participant completing at once, none lost and none twice', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 12);
      await givePlan(app, owner, challengeId);
      const copies = await Promise.all(participants.map((p) => copyOf(app, p.token, challengeId)));
      const calls = participants.flatMap((person, i) =>
        (copies[i] as Plan).readingCalendar
          .slice(0, 3)
          .map((day) => markDay(app, person, challengeId, (copies[i] as Plan)._id, day.id)),
      );
      const answers = await Promise.all(calls);
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      for (const person of participants) {
        expect(await memberTotals(database, person.memberId)).toMatchObject({ readDays: 3, totalPoints: 3 });
      }
    });

    it('counts a day completed from two devices at the same moment once', async () => {
      const { challengeId, reader, copy } = await readerWithCopy();
      const dayId = copy.readingCalendar[0]?.id as string;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => markDay(app, reader, challengeId, copy._id, dayId)),
      );
      const bodies = answers.map((answer) => answer.json() as ChallengeReadingResponse);
      expect(bodies.filter((body) => body.changed)).toHaveLength(1);
      expect(bodies.every((body) => body.points.totalPoints === 1)).toBe(true);
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 1, totalPoints: 1 });
    });

    it('keeps the time a tick was made: one sent late from offline loses to a later untick from another device', async () => {
      const { challengeId, reader, copy } = await readerWithCopy();
      const dayId = copy.readingCalendar[0]?.id as string;
      const headers = {
        ...challengeHeaders(reader.token, challengeId),
        ranking_id: reader.memberId,
        plan_id: copy._id,
        day_id: dayId,
      };
      const tickedAt = new Date(Date.now() - 60_000).toISOString();
      const untickedAt = new Date(Date.now() - 30_000).toISOString();
      const untick = await app.inject({
        method: 'PUT',
        url: '/api/challenge/plan/reading/undo',
        headers,
        payload: { at: untickedAt },
      });
      expect(untick.json()).toMatchObject({ day: { read: false, readChangedAt: untickedAt }, changed: false });
      const late = await app.inject({
        method: 'PUT',
        url: '/api/challenge/plan/reading/complete',
        headers,
        payload: { at: tickedAt },
      });
      expect(late.statusCode).toBe(200);
      expect(late.json()).toMatchObject({ day: { read: false }, changed: false, points: { totalPoints: 0 } });
      // A time from a clock running ahead counts as now.
      const ahead = await app.inject({
        method: 'PUT',
        url: '/api/challenge/plan/reading/complete',
        headers,
        payload: { at: new Date(Date.now() + 3_600_000).toISOString() },
      });
      const mark = (ahead.json() as ChallengeReadingResponse).day;
      expect(mark.read).toBe(true);
      expect(Date.parse(mark.readChangedAt as string)).toBeLessThanOrEqual(Date.now());
      const bad = await app.inject({
        method: 'PUT',
        url: '/api/challenge/plan/reading/complete',
        headers,
        payload: { at: 'yesterday' },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('lands a tick for a day a leader’s edit removed on the day now holding the ticked chapter', async () => {
      const { challengeId, owner, reader, copy } = await readerWithCopy();
      const old = copy.readingCalendar[4] as Plan['readingCalendar'][0];
      const ticked = old.readingDetails[old.readingDetails.length - 1] as { book: string; chapter: number };
      const templateId = await templateIdOf(database, challengeId);
      const edit = await putChallengePlan(
        app,
        owner.token,
        challengeId,
        buildPlanBody({ quantityOfDays: 20 }),
        templateId,
      );
      expect(edit.statusCode).toBe(200);
      const answer = await app.inject({
        method: 'PUT',
        url: '/api/challenge/plan/reading/complete',
        headers: {
          ...challengeHeaders(reader.token, challengeId),
          ranking_id: reader.memberId,
          plan_id: copy._id,
          day_id: old.id,
        },
        payload: { chapter: ticked },
      });
      expect(answer.statusCode).toBe(200);
      const after = await copyOf(app, reader.token, challengeId);
      const holding = after.readingCalendar.find((day) =>
        day.readingDetails.some((ref) => ref.book === ticked.book && ref.chapter === ticked.chapter),
      );
      expect(answer.json()).toMatchObject({
        day: { id: holding?.id, read: true },
        changed: true,
        points: { totalPoints: 1 },
      });
    });

    it('lets a mark and a template edit meet without losing the mark or counting it twice', async () => {
      const { challengeId, owner, reader, copy } = await readerWithCopy();
      const templateId = await templateIdOf(database, challengeId);
      const [marked, edited] = await Promise.all([
        markDay(app, reader, challengeId, copy._id, copy.readingCalendar[0]?.id as string),
        putChallengePlan(
          app,
          owner.token,
          challengeId,
          buildPlanBody({ quantityOfDays: 10, startDate: '2027-03-01' }),
          templateId,
        ),
      ]);
      expect([marked.statusCode, edited.statusCode]).toEqual([200, 200]);
      const after = await copyOf(app, reader.token, challengeId);
      expect(after.readingCalendar[0]).toMatchObject({ read: true, date: '2027-03-01' });
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 1, dayCount: 10 });
    });
  });

  describe('the personal-plan routes and a challenge’s plans', () => {
    it('let a participant reset their copy (delays + 1), keeping their points', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
      await givePlan(app, owner, challengeId, buildPlanBody({ quantityOfDays: 10, startDate: '2027-01-01' }));
      const reader = participants[0] as (typeof participants)[0];
      const copy = await copyOf(app, reader.token, challengeId);
      await markDay(app, reader, challengeId, copy._id, copy.readingCalendar[0]?.id as string);
      const marked = await copyOf(app, reader.token, challengeId);
      // The replan: the read day stays, the unread days move on to later dates.
      const readingCalendar = [
        marked.readingCalendar[0] as Plan['readingCalendar'][0],
        ...marked.readingCalendar
          .slice(1)
          .map((day, i) => ({ ...day, date: `2027-02-${String(i + 1).padStart(2, '0')}` })),
      ];
      const reset = await app.inject({
        method: 'PUT',
        url: `/api/plan/${copy._id}`,
        headers: bearer(reader.token),
        payload: {
          ...buildPlanBody({ quantityOfDays: 10 }),
          readingCalendar,
          delays: marked.delays + 1,
          revision: marked.revision,
        },
      });
      expect(reset.statusCode).toBe(200);
      const after = await copyOf(app, reader.token, challengeId);
      expect(after).toMatchObject({ _id: copy._id, delays: 1 });
      expect(after.readingCalendar[1]?.date).toBe('2027-02-01');
      expect(after.readingCalendar[0]).toMatchObject({ read: true });
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 1, dayCount: 10 });
      // The copy's days are its own now (decision 0025): a tick another device sends for a day of
      // the template it shared lands on the copy's day holding that day's chapters.
      const late = await markDay(app, reader, challengeId, copy._id, copy.readingCalendar[3]?.id as string);
      expect(late.statusCode).toBe(200);
      expect((await copyOf(app, reader.token, challengeId)).readingCalendar[3]).toMatchObject({
        id: after.readingCalendar[3]?.id,
        read: true,
      });
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 2, dayCount: 10 });
    });

    it('let a late joiner start on today’s reading: whole unread past days leave the copy, nothing else', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
      const today = new Date().toISOString().slice(0, 10);
      const daysAgo = (count: number) => new Date(Date.now() - count * 86_400_000).toISOString().slice(0, 10);
      await givePlan(app, owner, challengeId, buildPlanBody({ quantityOfDays: 10, startDate: daysAgo(5) }));
      const reader = participants[0] as (typeof participants)[0];
      const copy = await copyOf(app, reader.token, challengeId);
      await markDay(app, reader, challengeId, copy._id, copy.readingCalendar[1]?.id as string);
      const marked = await copyOf(app, reader.token, challengeId);
      const write = (readingCalendar: Plan['readingCalendar']) =>
        app.inject({
          method: 'PUT',
          url: `/api/plan/${copy._id}`,
          headers: bearer(reader.token),
          payload: {
            ...buildPlanBody({ quantityOfDays: 10 }),
            readingCalendar,
            delays: marked.delays + 1,
            revision: marked.revision,
          },
        });
      // Not a day still to come anywhere (after tomorrow: today east of UTC may be tomorrow), not a
      // read day, not part of a day.
      const toCome = marked.readingCalendar.findIndex((day) => day.date > daysAgo(-1));
      const firstDay = marked.readingCalendar[0] as Plan['readingCalendar'][0];
      for (const readingCalendar of [
        marked.readingCalendar.toSpliced(toCome, 1),
        marked.readingCalendar.toSpliced(1, 1),
        marked.readingCalendar.toSpliced(0, 1, { ...firstDay, readingDetails: firstDay.readingDetails.slice(1) }),
      ]) {
        const refused = await write(readingCalendar);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toMatch(/keeps its chapters/);
      }

      const started = await write(marked.readingCalendar.filter((day) => day.read || day.date >= today));
      expect(started.statusCode).toBe(200);
      const after = await copyOf(app, reader.token, challengeId);
      expect(after.readingCalendar.map((day) => day.date)).toEqual([
        daysAgo(4),
        ...marked.readingCalendar.slice(5).map((day) => day.date),
      ]);
      expect(after.readingCalendar[0]).toMatchObject({
        readingDetails: marked.readingCalendar[1]?.readingDetails,
        read: true,
      });
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 1, dayCount: 6, totalPoints: 1 });

      // The leader's next edit (here the same days again) leaves the skipped days out of the copy.
      const edited = await putChallengePlan(
        app,
        owner.token,
        challengeId,
        buildPlanBody({ quantityOfDays: 10, startDate: daysAgo(5) }),
        await templateIdOf(database, challengeId),
      );
      expect(edited.statusCode).toBe(200);
      const followed = await copyOf(app, reader.token, challengeId);
      expect(followed.readingCalendar.map((day) => [day.date, day.read])).toEqual(
        after.readingCalendar.map((day) => [day.date, day.read]),
      );
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 1, dayCount: 6, totalPoints: 1 });
    });

    it('refuse a replan of a copy that reads other chapters or spreads them over more days (400)', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
      await givePlan(app, owner, challengeId, buildPlanBody({ quantityOfDays: 10 }));
      const reader = participants[0] as (typeof participants)[0];
      const copy = await copyOf(app, reader.token, challengeId);
      const attempts = [
        // every chapter a day of its own: more days, more points
        buildPlanBody({ planType: 1, chaptersPerDay: 1 }),
        // other chapters, as many days
        buildPlanBody({
          quantityOfDays: 10,
          startReading: { bookIndex: 0, chapter: 1 },
          endReading: { bookIndex: 4, chapter: 34 },
        }),
        // the same days without the last
        { ...buildPlanBody({ quantityOfDays: 10 }), readingCalendar: copy.readingCalendar.slice(0, 9) },
      ];
      for (const body of attempts) {
        const answer = await app.inject({
          method: 'PUT',
          url: `/api/plan/${copy._id}`,
          headers: bearer(reader.token),
          payload: { ...body, delays: 1 },
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toMatch(/keeps its chapters/);
      }
      expect(await copyOf(app, reader.token, challengeId)).toEqual(copy);
      expect(await memberTotals(database, reader.memberId)).toMatchObject({ dayCount: 10 });
    });

    it('refuse to change a template (404), and never list a template or a copy as a personal plan', async () => {
      const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
      await givePlan(app, owner, challengeId, buildPlanBody({ quantityOfDays: 4 }));
      const templateId = (await templateIdOf(database, challengeId)) as string;
      const template = await loadPlan(database.db, templateId);
      const templateDay = template?.days[0]?.id as string;
      const attempts = [
        {
          method: 'PUT' as const,
          url: `/api/plan/${templateId}`,
          payload: { ...buildPlanBody({ quantityOfDays: 2 }), delays: 1 },
        },
        {
          method: 'PUT' as const,
          url: `/api/plan/register-update/${templateId}`,
          payload: { updatedAt: '2030-01-01T00:00:00Z' },
        },
        { method: 'PUT' as const, url: `/api/plan/track-delays/${templateId}`, payload: { shouldTrackDelays: false } },
        { method: 'PUT' as const, url: '/api/day-reading/complete/0', payload: { read: true, planId: templateId } },
      ];
      for (const attempt of attempts) {
        const answer = await app.inject({ ...attempt, headers: bearer(owner.token) });
        expect(answer.statusCode, attempt.url).toBe(404);
      }
      // A template's day named on the personal route is a day of the owner's copy, which shares the
      // template's days (decision 0025): the copy takes the mark, never the template.
      const ownerMark = await app.inject({
        method: 'PUT',
        url: `/api/day-reading/complete/${templateDay}`,
        payload: { read: true },
        headers: bearer(owner.token),
      });
      expect(ownerMark.json()).toMatchObject({ planId: (await copyOf(app, owner.token, challengeId))._id });
      expect(await memberTotals(database, owner.memberId)).toMatchObject({ readDays: 1 });
      const unchanged = await loadPlan(database.db, templateId);
      expect(unchanged?.days).toHaveLength(4);
      expect(unchanged?.days.some((day) => day.read)).toBe(false);
      expect(unchanged?.plan).toMatchObject({ shouldTrackDelays: true, delays: 0, revision: template?.plan.revision });

      for (const person of [owner, ...participants]) {
        const listed = await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(person.token) });
        expect(listed.json()).toEqual({ plans: [] });
      }
    });
  });
});
