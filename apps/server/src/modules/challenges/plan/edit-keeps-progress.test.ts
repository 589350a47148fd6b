import type { Plan } from '@bible-journey/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challengeReadChapters } from '../../../db/schema.js';
import {
  challengeHeaders,
  challengeWithPeople,
  copyOf,
  givePlan,
  markDay,
  type Person,
  putChallengePlan,
  templateIdOf,
} from '../../../test/challenge-plan.js';
import { memberTotals } from '../../../test/challenges.js';
import { testDatabases } from '../../../test/databases.js';
import { buildPlanBody } from '../../../test/factories.js';
import { useServerSuite } from '../../../test/suite.js';

// Decision 0020, through the API: a leader's edit never reads or unreads a chapter for anyone, a day
// counts as read only when all its chapters are, and the points never pass what reading earned.

/** Genesis 1-30 in `days` days: 10 days of 3 chapters, 3 of 10, 30 of 1. */
const genesis30 = (days: number) =>
  buildPlanBody({
    quantityOfDays: days,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 30 },
  });

const keyOf = (ref: { book: string; chapter: number }) => `${ref.book}:${ref.chapter}`;

describe.each(testDatabases)('a leader’s edit keeps every member’s progress, on $name', (kind) => {
  const { database, app } = useServerSuite(kind);

  const chaptersRead = async (person: Person) =>
    (
      await database.db
        .select({ chapter: challengeReadChapters.chapter })
        .from(challengeReadChapters)
        .where(and(eq(challengeReadChapters.memberId, person.memberId), eq(challengeReadChapters.read, true)))
    )
      .map((row) => row.chapter)
      .sort();

  async function tick(person: Person, challengeId: string, positions: number[]) {
    const copy = await copyOf(app, person.token, challengeId);
    for (const position of positions) {
      const answer = await markDay(app, person, challengeId, copy._id, copy.readingCalendar[position]?.id as string);
      expect(answer.statusCode).toBe(200);
    }
  }

  async function edit(owner: Person, challengeId: string, days: number) {
    const templateId = await templateIdOf(database, challengeId);
    const answer = await putChallengePlan(app, owner.token, challengeId, genesis30(days), templateId);
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { copiesFollowing: boolean }).copiesFollowing).toBe(false);
  }

  /** Each day of the member's copy is read exactly when all its chapters are among those they read. */
  async function expectDaysFollowChapters(person: Person, challengeId: string) {
    const read = new Set(await chaptersRead(person));
    const copy: Plan = await copyOf(app, person.token, challengeId);
    for (const day of copy.readingCalendar) {
      expect(day.read, `${person.name}, ${keyOf(day.readingStart)}`).toBe(
        day.readingDetails.every((ref) => read.has(keyOf(ref))),
      );
    }
    return copy.readingCalendar.filter((day) => day.read).length;
  }

  const points = async (person: Person) => (await memberTotals(database, person.memberId)).totalPoints;

  async function preview(owner: Person, challengeId: string, days: number) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/challenge/plan/preview',
      headers: challengeHeaders(owner.token, challengeId),
      payload: { newPlan: genesis30(days) },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  }

  it('with members at different progress: merged days, the plan given back, days cut smaller, reading on', async () => {
    const { challengeId, owner, participants } = await challengeWithPeople(app, database, 3, {
      names: ['Ana', 'Bruno', 'Carla'],
    });
    const [ana, bruno, carla] = participants as [Person, Person, Person];
    await givePlan(app, owner, challengeId, genesis30(10));
    await tick(ana, challengeId, [0, 1, 2]); // Gen 1-9
    await tick(bruno, challengeId, [7]); // Gen 22-24
    const anaRead = await chaptersRead(ana);
    const brunoRead = await chaptersRead(bruno);
    expect(anaRead).toHaveLength(9);
    expect(brunoRead).toEqual(['genesis:22', 'genesis:23', 'genesis:24']);
    expect([await points(ana), await points(bruno), await points(carla)]).toEqual([3, 1, 0]);

    // Ten chapters a day: Gen 1-10 and 21-30 hold unread chapters, so no day is read and no point
    // stands; but nobody's chapters changed. The leader is told so first, and the preview saves nothing.
    const templateBefore = await templateIdOf(database, challengeId);
    expect(await preview(owner, challengeId, 3)).toEqual({
      days: 3,
      chapters: 30,
      fewestChaptersADay: 10,
      mostChaptersADay: 10,
      membersWithChangedDays: 2,
      membersLosingPoints: 2,
    });
    expect(await templateIdOf(database, challengeId)).toBe(templateBefore);
    expect(await points(ana)).toBe(3);
    await edit(owner, challengeId, 3);
    for (const person of [ana, bruno, carla]) expect(await expectDaysFollowChapters(person, challengeId)).toBe(0);
    expect(await chaptersRead(ana)).toEqual(anaRead);
    expect(await chaptersRead(bruno)).toEqual(brunoRead);
    expect([await points(ana), await points(bruno), await points(carla)]).toEqual([0, 0, 0]);

    // The leader gives the plan back: the same days are read again, with the points they earned.
    expect(await preview(owner, challengeId, 10)).toMatchObject({ membersWithChangedDays: 0, membersLosingPoints: 0 });
    await edit(owner, challengeId, 10);
    expect(await expectDaysFollowChapters(ana, challengeId)).toBe(3);
    expect(await expectDaysFollowChapters(bruno, challengeId)).toBe(1);
    expect([await points(ana), await points(bruno), await points(carla)]).toEqual([3, 1, 0]);

    // One chapter a day: nine read days for Ana, three for Bruno, and not a point more than they earned.
    expect(await preview(owner, challengeId, 30)).toMatchObject({
      days: 30,
      mostChaptersADay: 1,
      membersWithChangedDays: 2,
      membersLosingPoints: 0,
    });
    await edit(owner, challengeId, 30);
    expect(await expectDaysFollowChapters(ana, challengeId)).toBe(9);
    expect(await expectDaysFollowChapters(bruno, challengeId)).toBe(3);
    expect(await memberTotals(database, ana.memberId)).toMatchObject({ readDays: 9, dayCount: 30, totalPoints: 3 });
    expect([await points(bruno), await points(carla)]).toEqual([1, 0]);
    const ranking = await app.inject({
      method: 'GET',
      url: '/api/challenge/plan/ranking',
      headers: challengeHeaders(carla.token, challengeId),
    });
    expect(
      (ranking.json() as { ranking: { user: { name: string }; points: number }[] }).ranking.map((entry) => [
        entry.user.name,
        entry.points,
      ]),
    ).toEqual([
      ['Ana', 3],
      ['Bruno', 1],
      ['Carla', 0],
    ]);

    // Reading on earns a point a day, as always; the answer says so.
    const copy = await copyOf(app, ana.token, challengeId);
    const marked = await markDay(app, ana, challengeId, copy._id, copy.readingCalendar[9]?.id as string);
    expect(marked.json()).toMatchObject({ points: { totalPoints: 4, readingPoints: 4 }, changed: true });
    expect(await chaptersRead(ana)).toHaveLength(10);
    // Unticking takes the chapter and the point back.
    const undone = await markDay(app, ana, challengeId, copy._id, copy.readingCalendar[9]?.id as string, false);
    expect(undone.json()).toMatchObject({ points: { totalPoints: 3 }, changed: true });
    expect(await chaptersRead(ana)).toEqual(anaRead);
  });
});
