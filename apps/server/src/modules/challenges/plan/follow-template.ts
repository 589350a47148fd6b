import { randomUUID } from 'node:crypto';
import { followWithReadChapters, type IncomingDay, withoutSkippedDays } from '@bible-journey/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import {
  challengeMembers,
  challengeReadChapters,
  challenges,
  planDays,
  plans,
  retiredPlanDays,
} from '../../../db/schema.js';
import { giveMemberCopies, rowsOf, uuidArray } from './member-copy.js';
import { followSharedCopies, SHARED_FOLLOW_BATCH_SIZE } from './shared-days.js';
import { daysOf, lockTemplate, type Tx } from './template.js';

/**
 * Copies followed per transaction: a 5,000-member challenge is two hundred short transactions
 * (a few thousand day rows each), never one giant statement, and a member's mark waits at most
 * for its own batch.
 */
export const FOLLOW_BATCH_SIZE = 25;

/** The challenge's template revision, as SQL: what every copy follows once it is up to date. */
const templateRevisionOf = (challengeId: string) =>
  sql`(select t.revision from ${challenges} c join ${plans} t on t.id = c.template_plan_id where c.id = ${challengeId})`;

/**
 * Brings the copies of the challenge plan that are behind the template (or missing) up to it. The
 * copies sharing the template's days follow first, SHARED_FOLLOW_BATCH_SIZE per transaction (a
 * revision each and their members' totals counted again, decision 0025); then members without a
 * copy get one, and a copy with days of its own (a member who replanned) follows a batch of members
 * at a time (keyset by member id), keeping its marks. Each batch reads the template anew, so when edits overlap
 * every copy ends on the latest one; and since a copy records the revision it follows, a follow
 * stopped halfway (a deadline, a restart) is resumed by the next one. With `until` (a Date.now()
 * time), stops after the batch that passes it; answers whether every copy is up to date.
 */
export async function followTemplate(
  db: Db,
  challengeId: string,
  now: Date,
  until = Number.POSITIVE_INFINITY,
): Promise<boolean> {
  for (;;) {
    const followed = await db.transaction(async (tx) => {
      const template = await lockTemplate(tx, challengeId, 'share');
      return template ? followSharedCopies(tx, template, now) : 0;
    });
    if (followed < SHARED_FOLLOW_BATCH_SIZE) break;
    if (Date.now() >= until) return false;
  }
  let after: string | undefined;
  for (;;) {
    const batch = rowsOf<{ id: string; plan_id: string | null }>(
      await db.execute(sql`
        select m.id, m.plan_id from ${challengeMembers} m left join ${plans} p on p.id = m.plan_id
        where m.challenge_id = ${challengeId} ${after ? sql`and m.id > ${after}` : sql``}
          and (m.plan_id is null
            or (p.days_from is null and p.template_revision is distinct from ${templateRevisionOf(challengeId)}))
        order by m.id limit ${FOLLOW_BATCH_SIZE}
      `),
    );
    if (batch.length === 0) return true;
    const members = batch.map((row) => ({ id: row.id, planId: row.plan_id }));
    await db.transaction((tx) => followTemplateInBatch(tx, challengeId, members, now));
    after = batch[batch.length - 1]?.id;
    if (batch.length < FOLLOW_BATCH_SIZE) return true;
    if (Date.now() >= until) return false;
  }
}

/** Brings one member's copy up to the template now (a member who opens a copy still behind it). */
export async function followMemberCopy(db: Db | Tx, challengeId: string, memberId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: challengeMembers.id, planId: challengeMembers.planId, daysFrom: plans.daysFrom })
      .from(challengeMembers)
      .leftJoin(plans, eq(plans.id, challengeMembers.planId))
      .where(and(eq(challengeMembers.id, memberId), eq(challengeMembers.challengeId, challengeId)));
    if (!member) return;
    if (member.daysFrom === null) {
      await followTemplateInBatch(tx, challengeId, [member], now);
      return;
    }
    const template = await lockTemplate(tx, challengeId, 'share');
    if (template) await followSharedCopies(tx, template, now, [member.id]);
  });
}

interface StoredCopyDay {
  id: string;
  plan_id: string;
  position: number;
  date: string;
  read: boolean;
  read_changed_at: Date | string | null;
  reading_details: IncomingDay['readingDetails'];
}

/** A day row as the batch writes it (the JSON a statement's jsonb_to_recordset reads). */
interface DayWrite {
  id: string;
  plan_id: string;
  position: number;
  date: string;
  read: boolean;
  read_changed_at: string | null;
}

/** What following the template changes in one copy: days kept (those that changed), new and retired. */
interface CopyChanges {
  kept: DayWrite[];
  moved: string[];
  added: (DayWrite & Pick<IncomingDay, 'readingStart' | 'readingEnd' | 'readingDetails'>)[];
  retired: { id: string; plan_id: string; reading_details: IncomingDay['readingDetails'] }[];
}

/**
 * One copy against the template (core's followWithReadChapters): each day is read exactly when the
 * member read all its chapters, whatever days held them before (decision 0020); days with unchanged
 * chapters keep their ids. Days that come out as they were are left alone: moving a template's
 * dates rewrites dates only, and an edit that changes nothing writes nothing.
 */
function copyChanges(
  planId: string,
  skippedBefore: string | null,
  stored: readonly StoredCopyDay[],
  calendar: readonly IncomingDay[],
  readAt: ReadonlyMap<string, string>,
  now: Date,
  changes: CopyChanges,
): void {
  const readChangedAt = (day: StoredCopyDay) =>
    day.read_changed_at === null ? null : new Date(day.read_changed_at).toISOString();
  const byId = new Map(stored.map((day) => [day.id, day]));
  const followed = followWithReadChapters(
    stored.map((day) => ({
      id: day.id,
      readingDetails: day.reading_details,
      read: day.read,
      readChangedAt: readChangedAt(day),
    })),
    calendar,
    readAt,
    now.toISOString(),
  );
  // A member who started with the group: the unread days they left out stay out (and retire).
  const days = withoutSkippedDays(followed.days, skippedBefore);
  const retired = [
    ...followed.retired,
    ...followed.days.flatMap((day) =>
      day.id !== null && !days.includes(day) ? [{ id: day.id, readingDetails: day.readingDetails }] : [],
    ),
  ];
  days.forEach((day, position) => {
    const row = { plan_id: planId, position, date: day.date, read: day.read, read_changed_at: day.readChangedAt };
    const before = day.id === null ? undefined : byId.get(day.id);
    if (!before || day.id === null) {
      changes.added.push({
        ...row,
        id: randomUUID(),
        readingStart: day.readingStart,
        readingEnd: day.readingEnd,
        readingDetails: day.readingDetails,
      });
      return;
    }
    if (before.position !== position) changes.moved.push(day.id);
    if (
      before.position !== position ||
      before.date !== day.date ||
      before.read !== day.read ||
      readChangedAt(before) !== day.readChangedAt
    ) {
      changes.kept.push({ ...row, id: day.id });
    }
  });
  for (const day of retired) {
    changes.retired.push({ id: day.id, plan_id: planId, reading_details: [...day.readingDetails] });
  }
}

/**
 * One batch: the copies' rows are locked first (as a mark locks its plan), so no mark lands
 * halfway; each copy then follows the template (copyChanges). While their days change the
 * members don't name their copies, so the day trigger leaves their rows alone; they are counted
 * once at the end instead of once per day.
 */
async function followTemplateInBatch(
  tx: Tx,
  challengeId: string,
  members: readonly { id: string; planId: string | null }[],
  now: Date,
): Promise<void> {
  const template = await lockTemplate(tx, challengeId, 'share');
  if (!template) return;
  await giveMemberCopies(
    tx,
    challengeId,
    members.filter((member) => member.planId === null).map((member) => member.id),
  );
  const copyIds = members.flatMap((member) => (member.planId ? [member.planId] : []));
  if (copyIds.length === 0) return;
  const locked = await tx
    .select({ id: plans.id, skippedBefore: plans.skippedBefore })
    .from(plans)
    .where(and(sql`${plans.id} = any(${uuidArray(copyIds)})`, eq(plans.challengeId, challengeId)))
    .orderBy(asc(plans.id))
    .for('update');
  if (locked.length === 0) return;
  const planIds = uuidArray(locked.map((plan) => plan.id));
  const attached = rowsOf<{ member_id: string; plan_id: string }>(
    await tx.execute(sql`
      update ${challengeMembers} m set plan_id = null
      from (select id, plan_id from ${challengeMembers} where plan_id = any(${planIds}) for update) held
      where m.id = held.id
      returning held.id as member_id, held.plan_id
    `),
  );
  const stored = rowsOf<StoredCopyDay>(
    await tx.execute(sql`
      select id, plan_id, position, date::text as date, read, read_changed_at, reading_details from ${planDays}
      where plan_id = any(${planIds}) order by plan_id, position
    `),
  );
  const byPlan = new Map<string, StoredCopyDay[]>();
  for (const day of stored) {
    const days = byPlan.get(day.plan_id);
    if (days) days.push(day);
    else byPlan.set(day.plan_id, [day]);
  }
  const readAt = await readChaptersOfCopies(tx, attached);
  const calendar = await templateCalendar(tx, template.id);
  const changes: CopyChanges = { kept: [], moved: [], added: [], retired: [] };
  for (const plan of locked) {
    copyChanges(
      plan.id,
      plan.skippedBefore,
      byPlan.get(plan.id) ?? [],
      calendar,
      readAt.get(plan.id) ?? new Map(),
      now,
      changes,
    );
  }
  await writeCopyChanges(tx, changes);
  await tx
    .update(plans)
    .set({
      readingOrder: template.readingOrder,
      planType: template.planType,
      chaptersPerDay: template.chaptersPerDay,
      quantityOfDays: template.quantityOfDays,
      blockedWeekDays: template.blockedWeekDays,
      shouldTrackDelays: template.shouldTrackDelays,
      templateRevision: template.revision,
      revision: sql`${plans.revision} + 1`,
      updatedAt: now,
    })
    .where(sql`${plans.id} = any(${planIds})`);
  if (attached.length === 0) return;
  await tx.execute(sql`
    update ${challengeMembers} m set plan_id = v.plan_id, day_count = counted.days, read_days = counted.read
    from unnest(${uuidArray(attached.map((row) => row.member_id))}, ${uuidArray(attached.map((row) => row.plan_id))})
      as v(member_id, plan_id)
    join (
      select plan_id, count(*)::integer as days, (count(*) filter (where read))::integer as read
      from ${planDays} where plan_id = any(${planIds}) group by plan_id
    ) counted on counted.plan_id = v.plan_id
    where m.id = v.member_id
  `);
}

/** What each copy's member read (chapter → when), by copy. */
async function readChaptersOfCopies(
  tx: Tx,
  copies: readonly { member_id: string; plan_id: string }[],
): Promise<Map<string, Map<string, string>>> {
  const planOf = new Map(copies.map((copy) => [copy.member_id, copy.plan_id]));
  const byPlan = new Map<string, Map<string, string>>();
  if (copies.length === 0) return byPlan;
  const rows = await tx
    .select({
      memberId: challengeReadChapters.memberId,
      chapter: challengeReadChapters.chapter,
      readAt: challengeReadChapters.readAt,
    })
    .from(challengeReadChapters)
    .where(
      and(
        sql`${challengeReadChapters.memberId} = any(${uuidArray([...planOf.keys()])})`,
        eq(challengeReadChapters.read, true),
      ),
    );
  for (const row of rows) {
    const planId = planOf.get(row.memberId);
    if (!planId) continue;
    const chapters = byPlan.get(planId) ?? new Map<string, string>();
    chapters.set(row.chapter, row.readAt.toISOString());
    byPlan.set(planId, chapters);
  }
  return byPlan;
}

/**
 * The batch's changes in a few statements, each row set passed as one JSON parameter. A day that
 * moves to another position is parked at a negative one first: the (plan, position) key is
 * checked row by row, and the day now at its new position may not have moved away yet.
 */
async function writeCopyChanges(tx: Tx, { kept, moved, added, retired }: CopyChanges): Promise<void> {
  if (retired.length > 0) {
    await tx.execute(sql`delete from ${planDays} where id = any(${uuidArray(retired.map((day) => day.id))})`);
    await tx.execute(sql`
      insert into ${retiredPlanDays} (id, plan_id, reading_details)
      select id, plan_id, reading_details
      from jsonb_to_recordset(${JSON.stringify(retired)}::jsonb) as r(id uuid, plan_id uuid, reading_details jsonb)
      on conflict do nothing
    `);
  }
  if (moved.length > 0) {
    await tx.execute(sql`update ${planDays} set position = -1 - position where id = any(${uuidArray(moved)})`);
  }
  if (kept.length > 0) {
    await tx.execute(sql`
      update ${planDays} d set position = r.position, date = r.date, read = r.read, read_changed_at = r.read_changed_at
      from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as r(
        id uuid, position integer, date date, read boolean, read_changed_at timestamptz)
      where d.id = r.id
    `);
  }
  if (added.length > 0) {
    await tx.execute(sql`
      insert into ${planDays} (id, plan_id, position, date, read, read_changed_at, reading_start, reading_end, reading_details)
      select id, plan_id, position, date, read, read_changed_at, "readingStart", "readingEnd", "readingDetails"
      from jsonb_to_recordset(${JSON.stringify(added)}::jsonb) as r(
        id uuid, plan_id uuid, position integer, date date, read boolean, read_changed_at timestamptz,
        "readingStart" jsonb, "readingEnd" jsonb, "readingDetails" jsonb)
    `);
  }
}

/** The template's days as a whole-plan write of them: its chapters and dates, no marks. */
export async function templateCalendar(tx: Tx, templateId: string): Promise<IncomingDay[]> {
  return (await daysOf(tx, templateId)).map((day) => ({
    date: day.date,
    read: false,
    readChangedAt: null,
    readingStart: day.readingStart,
    readingEnd: day.readingEnd,
    readingDetails: day.readingDetails,
  }));
}
