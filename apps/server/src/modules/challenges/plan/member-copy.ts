import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { challengeMembers, plans } from '../../../db/schema.js';
import { recountSharedMembers } from './shared-days.js';
import { rowsOf, uuidArray } from './sql-values.js';

export { rowsOf, uuidArray };

import { lockTemplate, type Tx } from './template.js';

/**
 * Gives each of these members of the challenge (those without one yet) their own copy of the
 * current template: a plan owned by the member's user, with the template's settings, sharing its
 * days (decision 0025: no day rows of its own until the member replans), and points
 * challenge_members.plan_id at it. The members' totals are counted from the chapters they hold
 * (none, for someone new). Returns member id → copy id for the copies made; nothing when the
 * challenge has no template. The template's row is share-locked, so an edit in flight either
 * finishes first (the copy follows the new version) or waits for the copy (and then reaches it).
 */
export async function giveMemberCopies(
  tx: Tx,
  challengeId: string,
  memberIds: readonly string[],
): Promise<Map<string, string>> {
  const given = new Map<string, string>();
  if (memberIds.length === 0) return given;
  const template = await lockTemplate(tx, challengeId, 'share');
  if (!template) return given;
  const members = await tx
    .select({ id: challengeMembers.id, userId: challengeMembers.userId })
    .from(challengeMembers)
    .where(
      and(
        eq(challengeMembers.challengeId, challengeId),
        inArray(challengeMembers.id, [...memberIds]),
        isNull(challengeMembers.planId),
      ),
    )
    .orderBy(challengeMembers.id)
    .for('update');
  if (members.length === 0) return given;
  const copies = members.map((member) => ({ ...member, planId: randomUUID() }));
  await tx.insert(plans).values(
    copies.map((copy) => ({
      id: copy.planId,
      userId: copy.userId,
      challengeId,
      readingOrder: template.readingOrder,
      planType: template.planType,
      chaptersPerDay: template.chaptersPerDay,
      quantityOfDays: template.quantityOfDays,
      blockedWeekDays: template.blockedWeekDays,
      shouldTrackDelays: template.shouldTrackDelays,
      delays: 0,
      revision: 1,
      templateRevision: template.revision,
      daysFrom: template.id,
    })),
  );
  await tx.execute(sql`
    update ${challengeMembers} m set plan_id = v.plan_id
    from unnest(${uuidArray(copies.map((copy) => copy.id))}, ${uuidArray(copies.map((copy) => copy.planId))})
      as v(member_id, plan_id)
    where m.id = v.member_id
  `);
  await recountSharedMembers(
    tx,
    template.id,
    copies.map((copy) => copy.id),
  );
  for (const copy of copies) given.set(copy.id, copy.planId);
  return given;
}

/**
 * Gives one member (a participant who accepted or joined, or the owner) their own copy of the
 * challenge's current template. Answers the copy's plan id: the one just made, the one the member
 * already had, or null when the challenge has no template yet.
 */
export async function giveMemberCopy(tx: Tx, challengeId: string, memberId: string): Promise<string | null> {
  const given = await giveMemberCopies(tx, challengeId, [memberId]);
  const made = given.get(memberId);
  if (made) return made;
  const [member] = await tx
    .select({ planId: challengeMembers.planId })
    .from(challengeMembers)
    .where(and(eq(challengeMembers.id, memberId), eq(challengeMembers.challengeId, challengeId)));
  return member?.planId ?? null;
}
