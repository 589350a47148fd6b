import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challengeMembers, challenges, plans } from '../../../db/schema.js';
import { userIdOf } from '../../../test/accounts.js';
import { bearer, registerUser } from '../../../test/app.js';
import { insertChallenge, insertMember, memberTotals } from '../../../test/challenges.js';
import { testDatabases } from '../../../test/databases.js';
import { buildPlanBody } from '../../../test/factories.js';
import { useServerSuite } from '../../../test/suite.js';
import { giveMemberCopies, giveMemberCopy } from './member-copy.js';
import { loadPlan } from './repository.js';
import { createTemplate, daysOf, TemplateExistsError } from './template.js';

describe.each(testDatabases)('challenge template and member copies on $name', (kind) => {
  const { database, app } = useServerSuite(kind);

  async function challengeWithParticipants(count: number) {
    const owner = await registerUser(app);
    const ownerId = await userIdOf(database, owner.user.email);
    const { challengeId, ownerMemberId } = await insertChallenge(database, ownerId);
    const participants = [];
    for (let i = 0; i < count; i++) {
      const session = await registerUser(app);
      const userId = await userIdOf(database, session.user.email);
      participants.push({ session, userId, memberId: await insertMember(database, challengeId, userId) });
    }
    return { owner, ownerId, challengeId, ownerMemberId, participants };
  }

  it('stores the template as a plan of the challenge owned by the leader, unread, and names it on the challenge', async () => {
    const { ownerId, challengeId } = await challengeWithParticipants(0);
    const body = buildPlanBody({ quantityOfDays: 12 }, { blockedWeekDays: [0], shouldTrackDelays: false });
    body.readingCalendar[0] = { ...(body.readingCalendar[0] as (typeof body.readingCalendar)[0]), read: true };
    const template = await database.db.transaction((tx) => createTemplate(tx, { id: challengeId }, ownerId, body));

    expect(template.plan).toMatchObject({
      userId: ownerId,
      challengeId,
      blockedWeekDays: [0],
      shouldTrackDelays: false,
      planType: 2,
      delays: 0,
    });
    expect(template.days).toHaveLength(12);
    expect(template.days.every((day) => !day.read && day.readChangedAt === null)).toBe(true);
    expect(template.days.map((day) => day.readingDetails)).toEqual(body.readingCalendar.map((d) => d.readingDetails));
    const [challenge] = await database.db.select().from(challenges).where(eq(challenges.id, challengeId));
    expect(challenge?.templatePlanId).toBe(template.plan.id);
  });

  it('refuses a second first template, keeping the first', async () => {
    const { ownerId, challengeId } = await challengeWithParticipants(0);
    const first = await database.db.transaction((tx) =>
      createTemplate(tx, { id: challengeId }, ownerId, buildPlanBody({ quantityOfDays: 5 })),
    );
    await expect(
      database.db.transaction((tx) =>
        createTemplate(tx, { id: challengeId }, ownerId, buildPlanBody({ quantityOfDays: 6 })),
      ),
    ).rejects.toBeInstanceOf(TemplateExistsError);
    const [challenge] = await database.db.select().from(challenges).where(eq(challenges.id, challengeId));
    expect(challenge?.templatePlanId).toBe(first.plan.id);
  });

  it('gives a member their own unread copy sharing the template’s days, counted on their row, whose marks then move their points', async () => {
    const { ownerId, challengeId, participants } = await challengeWithParticipants(1);
    const [reader] = participants as [(typeof participants)[0]];
    const template = await database.db.transaction((tx) =>
      createTemplate(tx, { id: challengeId }, ownerId, buildPlanBody({ quantityOfDays: 10 }, { blockedWeekDays: [6] })),
    );
    const planId = await database.db.transaction((tx) => giveMemberCopy(tx, challengeId, reader.memberId));
    expect(planId).not.toBeNull();
    expect(planId).not.toBe(template.plan.id);

    const [copy] = await database.db
      .select()
      .from(plans)
      .where(eq(plans.id, planId as string));
    expect(copy).toMatchObject({
      userId: reader.userId,
      challengeId,
      blockedWeekDays: [6],
      delays: 0,
      daysFrom: template.plan.id,
    });
    // Decision 0025: no day rows of its own; its days are the template's, marked from the member's chapters.
    expect(await daysOf(database.db, planId as string)).toEqual([]);
    const days = (await loadPlan(database.db, planId as string))?.days ?? [];
    expect(days.map(({ id, position, date, readingDetails }) => ({ id, position, date, readingDetails }))).toEqual(
      template.days.map(({ id, position, date, readingDetails }) => ({ id, position, date, readingDetails })),
    );
    expect(days.every((day) => !day.read && day.planId === planId)).toBe(true);
    const [member] = await database.db
      .select({ planId: challengeMembers.planId })
      .from(challengeMembers)
      .where(eq(challengeMembers.id, reader.memberId));
    expect(member?.planId).toBe(planId);
    expect(await memberTotals(database, reader.memberId)).toMatchObject({ readDays: 0, dayCount: 10 });

    const marked = await app.inject({
      method: 'PUT',
      url: `/api/day-reading/complete/${days[0]?.id}`,
      headers: bearer(reader.session.token),
      payload: { read: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(await memberTotals(database, reader.memberId)).toMatchObject({
      readDays: 1,
      dayCount: 10,
      conclusionBasisPoints: 1000,
    });
    expect((await loadPlan(database.db, planId as string))?.days.map((day) => day.read)).toEqual([
      true,
      ...Array(9).fill(false),
    ]);
    // The template itself is untouched by the member's mark.
    expect((await daysOf(database.db, template.plan.id)).every((day) => !day.read)).toBe(true);
  });

  it('answers the copy a member already has, and null while the challenge has no template', async () => {
    const { ownerId, challengeId, participants } = await challengeWithParticipants(1);
    const [reader] = participants as [(typeof participants)[0]];
    expect(await database.db.transaction((tx) => giveMemberCopy(tx, challengeId, reader.memberId))).toBeNull();

    await database.db.transaction((tx) =>
      createTemplate(tx, { id: challengeId }, ownerId, buildPlanBody({ quantityOfDays: 4 })),
    );
    const first = await database.db.transaction((tx) => giveMemberCopy(tx, challengeId, reader.memberId));
    const again = await database.db.transaction((tx) => giveMemberCopy(tx, challengeId, reader.memberId));
    expect(again).toBe(first);
    const copies = await database.db.select().from(plans).where(eq(plans.userId, reader.userId));
    expect(copies).toHaveLength(1);
    expect(await memberTotals(database, reader.memberId)).toMatchObject({ dayCount: 4 });
  });

  it('gives a batch of members their copies at once, not members of another challenge', async () => {
    const { ownerId, ownerMemberId, challengeId, participants } = await challengeWithParticipants(5);
    const other = await challengeWithParticipants(1);
    await database.db.transaction((tx) =>
      createTemplate(tx, { id: challengeId }, ownerId, buildPlanBody({ quantityOfDays: 7 })),
    );
    const ids = [ownerMemberId, ...participants.map((p) => p.memberId), ...other.participants.map((p) => p.memberId)];
    const given = await database.db.transaction((tx) => giveMemberCopies(tx, challengeId, ids));

    expect(given.size).toBe(6);
    expect(given.has(other.participants[0]?.memberId as string)).toBe(false);
    for (const memberId of [ownerMemberId, ...participants.map((p) => p.memberId)]) {
      expect(await memberTotals(database, memberId)).toMatchObject({ readDays: 0, dayCount: 7 });
      expect((await loadPlan(database.db, given.get(memberId) as string))?.days).toHaveLength(7);
    }
    expect(await memberTotals(database, other.participants[0]?.memberId as string)).toMatchObject({ dayCount: 0 });
  });

  it('keeps a copy out of the member’s personal plans', async () => {
    const { ownerId, challengeId, participants } = await challengeWithParticipants(1);
    const [reader] = participants as [(typeof participants)[0]];
    await database.db.transaction((tx) =>
      createTemplate(tx, { id: challengeId }, ownerId, buildPlanBody({ quantityOfDays: 3 })),
    );
    await database.db.transaction((tx) => giveMemberCopy(tx, challengeId, reader.memberId));
    const listed = await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(reader.session.token) });
    expect(listed.json()).toEqual({ plans: [] });
  });
});
