import { conclusionPercentage } from '@bible-journey/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challengeAnswers, challengeMembers, challengeQuestions, planDays, plans } from '../../db/schema.js';
import { userIdOf } from '../../test/accounts.js';
import { bearer, registerUser } from '../../test/app.js';
import { insertChallenge, insertMember, memberTotals } from '../../test/challenges.js';
import { testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { useServerSuite } from '../../test/suite.js';

// Decision 0009: the database keeps each member's totals, whichever path changes a day or an answer.
describe.each(testDatabases)('challenge totals kept by the database on $name', (kind) => {
  const { database, app } = useServerSuite(kind);

  /** A member whose copy of the plan is the user's plan made through the API (10 days). */
  async function memberWithCopy() {
    const owner = await registerUser(app);
    const reader = await registerUser(app);
    const { challengeId } = await insertChallenge(database, await userIdOf(database, owner.user.email));
    const created = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: bearer(reader.token),
      payload: buildPlanBody({ quantityOfDays: 10 }),
    });
    const planId = created.json().plan._id as string;
    const dayIds = (created.json().plan.readingCalendar as { id: string }[]).map((day) => day.id);
    await database.db.update(plans).set({ challengeId }).where(eq(plans.id, planId));
    const memberId = await insertMember(database, challengeId, await userIdOf(database, reader.user.email));
    // Attaching a copy that already has days counts them, as a copy made for the member does.
    await database.db
      .update(challengeMembers)
      .set({ planId, dayCount: dayIds.length })
      .where(eq(challengeMembers.id, memberId));
    return { reader, challengeId, planId, dayIds, memberId };
  }

  const mark = (token: string, dayId: string, read: boolean, changedAt: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/day-reading/complete/${dayId}`,
      headers: bearer(token),
      payload: { read, changedAt },
    });

  it('counts a day once however often it is marked, and takes it back when unmarked', async () => {
    const { reader, dayIds, memberId } = await memberWithCopy();
    const [first, second] = dayIds as [string, string];
    await mark(reader.token, first, true, '2027-01-01T08:00:00.000Z');
    await mark(reader.token, first, true, '2027-01-01T08:00:01.000Z');
    await mark(reader.token, second, true, '2027-01-02T08:00:00.000Z');
    expect(await memberTotals(database, memberId)).toMatchObject({
      readDays: 2,
      dayCount: 10,
      totalPoints: 2,
      conclusionBasisPoints: 2000,
    });
    await mark(reader.token, first, false, '2027-01-03T08:00:00.000Z');
    expect(await memberTotals(database, memberId)).toMatchObject({ readDays: 1, totalPoints: 1 });
  });

  it('keeps the totals through a reset that moves the days, without moving the tie-break time', async () => {
    const { reader, planId, dayIds, memberId } = await memberWithCopy();
    await mark(reader.token, dayIds[0] as string, true, '2027-01-01T08:00:00.000Z');
    const before = await memberTotals(database, memberId);
    const reset = await app.inject({
      method: 'PUT',
      url: `/api/plan/${planId}`,
      headers: bearer(reader.token),
      payload: { ...buildPlanBody({ quantityOfDays: 10, startDate: '2027-01-05' }), delays: 1 },
    });
    expect(reset.statusCode).toBe(200);
    const after = await memberTotals(database, memberId);
    expect(after).toMatchObject({ readDays: 1, dayCount: 10, totalPoints: 1 });
    expect(after.pointsChangedAt).toEqual(before.pointsChangedAt);
  });

  it('rounds the reading percentage as core does (2 of 3 days is 66.67 %)', async () => {
    const { memberId } = await memberWithCopy();
    await database.db
      .update(challengeMembers)
      .set({ readDays: 2, dayCount: 3 })
      .where(eq(challengeMembers.id, memberId));
    const { conclusionBasisPoints } = await memberTotals(database, memberId);
    expect(conclusionBasisPoints / 100).toBe(conclusionPercentage(2, 3));
  });

  it('loses no point when many days are marked at once', async () => {
    const { reader, dayIds, memberId } = await memberWithCopy();
    const answers = await Promise.all(
      dayIds.map((dayId, index) => mark(reader.token, dayId, true, `2027-01-01T08:00:0${index}.000Z`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(dayIds.map(() => 200));
    expect(await memberTotals(database, memberId)).toMatchObject({ readDays: 10, conclusionBasisPoints: 10000 });
  });

  it('adds a scored answer and takes its points back when the question goes', async () => {
    const { challengeId, memberId } = await memberWithCopy();
    const [question] = await database.db
      .insert(challengeQuestions)
      .values({
        challengeId,
        statement: 'Who built the ark?',
        alternatives: ['Noah', 'Moses'],
        answer: 'Noah',
        points: 3,
      })
      .returning({ id: challengeQuestions.id });
    const questionId = question?.id as string;
    await database.db
      .insert(challengeAnswers)
      .values({ questionId, memberId, answer: 'Noah', isCorrect: true, points: 3 });
    const second = await database.db
      .insert(challengeAnswers)
      .values({ questionId, memberId, answer: 'Moses', isCorrect: false, points: 0 })
      .onConflictDoNothing()
      .returning();
    expect(second).toEqual([]);
    expect(await memberTotals(database, memberId)).toMatchObject({ questionPoints: 3, totalPoints: 3 });
    await database.db.delete(challengeQuestions).where(eq(challengeQuestions.id, questionId));
    expect(await memberTotals(database, memberId)).toMatchObject({ questionPoints: 0, totalPoints: 0 });
  });

  it('still marks a personal plan, which has no member row to update', async () => {
    const reader = await registerUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: bearer(reader.token),
      payload: buildPlanBody({ quantityOfDays: 5 }),
    });
    const dayId = created.json().plan.readingCalendar[0].id as string;
    expect((await mark(reader.token, dayId, true, '2027-01-01T08:00:00.000Z')).statusCode).toBe(200);
    const [counted] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(planDays)
      .where(inArray(planDays.id, [dayId]));
    expect(counted?.count).toBe(1);
  });
});
