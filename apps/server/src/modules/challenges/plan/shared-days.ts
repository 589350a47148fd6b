import { type ChapterMark, chapterKeyOf, dayMarkFromChapters, isNewerMark } from '@bible-journey/core';
import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, challengeReadChapters, planDays, plans, retiredPlanDays } from '../../../db/schema.js';
import { dayHoldingLanding } from '../../plans/day-landing.js';
import type { PlanDayRow } from '../../plans/repository.js';
import { rowsOf, uuidArray } from './sql-values.js';

// A member's copy that never replanned shares the template's days (decision 0025): it has no day
// rows of its own, its days are the template's, and each day's mark is the member's chapters. A
// leader's edit then changes one template, the copies' rows (a revision each) and the members'
// totals, in a few statements whatever the challenge's size.

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A copy sharing its template's days: the copy, its member, and the template. */
export interface SharedCopy {
  planId: string;
  memberId: string;
  templateId: string;
}

/** SQL: the plan whose day rows are this plan's days (the template, for a copy sharing its days). */
export const daysPlanOf = (planId: SQLWrapper) =>
  sql`(select coalesce(dp.days_from, dp.id) from ${plans} dp where dp.id = ${planId})`;

/** The user's copy with this id when it shares its template's days. */
export async function sharedCopyOf(db: DbOrTx, userId: string, planId: string): Promise<SharedCopy | undefined> {
  const [row] = await db
    .select({ planId: plans.id, memberId: challengeMembers.id, templateId: plans.daysFrom })
    .from(plans)
    .innerJoin(challengeMembers, eq(challengeMembers.planId, plans.id))
    .where(and(eq(plans.id, planId), eq(plans.userId, userId), sql`${plans.daysFrom} is not null`));
  return row?.templateId ? { ...row, templateId: row.templateId } : undefined;
}

/** The user's copy sharing the days of the template that holds (or held) this day, if any. */
export async function sharedCopyOfDay(db: DbOrTx, userId: string, dayId: string): Promise<SharedCopy | undefined> {
  const [row] = rowsOf<{ plan_id: string; member_id: string; template_id: string }>(
    await db.execute(sql`
      select c.id as plan_id, m.id as member_id, c.days_from as template_id
      from ${plans} c join ${challengeMembers} m on m.plan_id = c.id
      where c.user_id = ${userId} and c.days_from in (
        select plan_id from ${planDays} where id = ${dayId}
        union all select plan_id from ${retiredPlanDays} where id = ${dayId}
      )
      limit 1
    `),
  );
  return row ? { planId: row.plan_id, memberId: row.member_id, templateId: row.template_id } : undefined;
}

/** The member's last change to each chapter (chapterKeyOf → mark). */
async function chapterMarksOf(db: DbOrTx, memberId: string): Promise<Map<string, ChapterMark>> {
  const rows = await db
    .select({
      chapter: challengeReadChapters.chapter,
      read: challengeReadChapters.read,
      at: challengeReadChapters.readAt,
    })
    .from(challengeReadChapters)
    .where(eq(challengeReadChapters.memberId, memberId));
  return new Map(rows.map((row) => [row.chapter, { read: row.read, at: row.at.toISOString() }]));
}

/** A template day as this copy shows it: the copy's id as its plan, the member's mark. */
function asCopyDay(day: PlanDayRow, planId: string, marks: ReadonlyMap<string, ChapterMark>): PlanDayRow {
  const mark = dayMarkFromChapters(day, marks);
  return {
    ...day,
    planId,
    read: mark.read,
    readChangedAt: mark.readChangedAt === null ? null : new Date(mark.readChangedAt),
  };
}

/** The copy's days in order: the template's, each marked from the member's chapters. */
export async function sharedDays(db: DbOrTx, copy: SharedCopy): Promise<PlanDayRow[]> {
  const [days, marks] = await Promise.all([
    db.select().from(planDays).where(eq(planDays.planId, copy.templateId)).orderBy(asc(planDays.position)),
    chapterMarksOf(db, copy.memberId),
  ]);
  return days.map((day) => asCopyDay(day, copy.planId, marks));
}

/** The template's day with this id, or at this position (as the seed's client names days). */
export async function sharedDay(db: DbOrTx, copy: SharedCopy, dayRef: string): Promise<PlanDayRow | undefined> {
  const [day] = await db
    .select()
    .from(planDays)
    .where(
      and(
        eq(planDays.planId, copy.templateId),
        /^\d+$/.test(dayRef) ? eq(planDays.position, Number(dayRef)) : eq(planDays.id, dayRef),
      ),
    );
  return day;
}

/**
 * A day the leader's edit removed from the template: the template's day that now holds the ticked
 * chapter (when it was one of that day's), else the removed day's first chapter.
 */
export async function sharedSuccessorDay(
  db: DbOrTx,
  copy: SharedCopy,
  dayId: string,
  ticked: { book: string; chapter: number } | undefined,
): Promise<PlanDayRow | undefined> {
  const [retired] = rowsOf<{ reading_details: { book: string; chapter: number }[] }>(
    await db.execute(
      sql`select reading_details from ${retiredPlanDays} where id = ${dayId} and plan_id = ${copy.templateId}`,
    ),
  );
  if (!retired) return undefined;
  return dayHoldingLanding(db, copy.templateId, retired.reading_details, ticked);
}

/** A shared day after a mark, with the copy's revision (as plans' applyMark answers). */
export interface SharedMark {
  day: PlanDayRow;
  revision: number;
  updatedAt: Date;
  applied: boolean;
  wasRead: boolean;
}

/**
 * One mark on one day of a shared copy; the caller holds the template's row in share mode and the
 * copy's row for update. The latest change wins (core isNewerMark against the day's mark from the
 * member's chapters): a tick reads the day's chapters, an untick unreads them, each at the mark's
 * time. When the day turns read or unread, the member's totals move as the day trigger moves those
 * of a copy with days of its own: a read day and a point earned, or both taken back.
 */
export async function markSharedDay(
  tx: DbOrTx,
  copy: SharedCopy,
  day: PlanDayRow,
  read: boolean,
  at: Date,
): Promise<SharedMark> {
  const marks = await chapterMarksOf(tx, copy.memberId);
  const before = dayMarkFromChapters(day, marks);
  const applied = isNewerMark({ read, readChangedAt: at.toISOString() }, before);
  if (applied && day.readingDetails.length > 0) {
    const chapters = day.readingDetails.map(chapterKeyOf);
    await tx.execute(sql`
      insert into ${challengeReadChapters} (member_id, chapter, read, read_at)
      select ${copy.memberId}, chapter, ${read}::boolean, ${at.toISOString()}::timestamptz
      from unnest(${`{${chapters.map((key) => `"${key.replaceAll('"', '\\"')}"`).join(',')}}`}::text[]) as chapter
      on conflict (member_id, chapter) do update set read = excluded.read, read_at = excluded.read_at
    `);
    for (const key of chapters) marks.set(key, { read, at: at.toISOString() });
  }
  const after = dayMarkFromChapters(day, marks);
  const delta = (after.read ? 1 : 0) - (before.read ? 1 : 0);
  if (delta !== 0) {
    await tx.execute(sql`
      update ${challengeMembers} set
        read_days = read_days + ${delta}::integer,
        earned_points = greatest(0, earned_points + ${delta}::integer),
        points_changed_at = clock_timestamp(),
        last_read_at = case when ${delta}::integer > 0 then clock_timestamp() else last_read_at end
      where id = ${copy.memberId}
    `);
  }
  const [plan] = await tx
    .update(plans)
    .set(
      applied ? { revision: sql`${plans.revision} + 1`, updatedAt: sql`now()` } : { revision: sql`${plans.revision}` },
    )
    .where(eq(plans.id, copy.planId))
    .returning({ revision: plans.revision, updatedAt: plans.updatedAt });
  if (!plan) throw new Error(`no copy ${copy.planId}`);
  return { day: asCopyDay(day, copy.planId, marks), ...plan, applied, wasRead: before.read };
}

/**
 * The totals of the members whose copies share this template (all of them, or those named), counted
 * afresh from their chapters in one statement: the days of the template all of whose chapters a
 * member read (decision 0020's read days) and the template's day count. Points follow: they are the
 * least of what was earned and the days read.
 */
export async function recountSharedMembers(
  tx: DbOrTx,
  templateId: string,
  memberIds?: readonly string[],
): Promise<void> {
  const only = memberIds ? sql`and m.id = any(${uuidArray(memberIds)})` : sql``;
  await tx.execute(sql`
    with template_days as (
      select id, jsonb_array_length(reading_details) as size, reading_details
      from ${planDays} where plan_id = ${templateId}
    ), template_chapters as (
      select d.id as day_id, d.size, (c->>'book') || ':' || (c->>'chapter') as chapter
      from template_days d cross join jsonb_array_elements(d.reading_details) c
    ), sharing as (
      select m.id from ${challengeMembers} m join ${plans} p on p.id = m.plan_id
      where p.days_from = ${templateId} ${only}
    ), held as (
      select rc.member_id
      from ${challengeReadChapters} rc join template_chapters tc on tc.chapter = rc.chapter
      where rc.read and rc.member_id in (select id from sharing)
      group by rc.member_id, tc.day_id, tc.size
      having count(*) = tc.size
    ), counted as (
      select member_id, count(*)::integer as days from held group by member_id
    )
    update ${challengeMembers} m
    set day_count = (select count(*)::integer from template_days), read_days = coalesce(counted.days, 0)
    from sharing left join counted on counted.member_id = sharing.id
    where m.id = sharing.id
  `);
}

/** Copies sharing the template whose members are counted again in one statement (a few hundred thousand chapters). */
export const SHARED_FOLLOW_BATCH_SIZE = 500;

/**
 * Copies sharing this template that are behind it (those of the named members, or the next batch
 * by copy id) take its settings and revision after an edit, each moving on a revision (the member's
 * devices fetch the new days), and their members' totals are counted against the new days. The
 * copies' rows are locked first, after the template's (the caller share-locks it), as a mark locks
 * them: a mark waits for the count or is in it, never lost under it. Answers how many followed.
 */
export async function followSharedCopies(
  tx: DbOrTx,
  template: {
    id: string;
    revision: number;
    readingOrder: string;
    planType: number;
    chaptersPerDay: number;
    quantityOfDays: number;
    blockedWeekDays: number[];
    shouldTrackDelays: boolean;
  },
  now: Date,
  memberIds?: readonly string[],
): Promise<number> {
  const only = memberIds
    ? sql`and p.id in (select plan_id from ${challengeMembers} where id = any(${uuidArray(memberIds)}))`
    : sql``;
  const copies = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select p.id from ${plans} p
      where p.days_from = ${template.id} and p.template_revision is distinct from ${template.revision} ${only}
      order by p.id limit ${SHARED_FOLLOW_BATCH_SIZE}
      for update
    `),
  );
  if (copies.length === 0) return 0;
  const moved = rowsOf<{ id: string }>(
    await tx.execute(sql`
      with moved as (
        update ${plans} set
          reading_order = ${template.readingOrder}, plan_type = ${template.planType},
          chapters_per_day = ${template.chaptersPerDay}, quantity_of_days = ${template.quantityOfDays},
          blocked_week_days = ${`{${template.blockedWeekDays.join(',')}}`}::smallint[],
          should_track_delays = ${template.shouldTrackDelays},
          template_revision = ${template.revision}, revision = revision + 1, updated_at = ${now.toISOString()}::timestamptz
        where id = any(${uuidArray(copies.map((copy) => copy.id))})
        returning id
      )
      select m.id from ${challengeMembers} m join moved on m.plan_id = moved.id
    `),
  );
  if (moved.length > 0) {
    await recountSharedMembers(
      tx,
      template.id,
      moved.map((member) => member.id),
    );
  }
  return copies.length;
}

/**
 * A shared copy becomes a copy with days of its own (the member replans it, or starts with the
 * group): the template's days as the member sees them, under new ids. The template's days are
 * recorded as retired from the copy, so a mark a device sends later for one of them lands on the
 * copy's day holding its chapters. The member's totals are set once (their row is detached while
 * the days go in, as giveMemberCopies does). The caller holds the copy's row for update.
 */
export async function materializeSharedCopy(tx: DbOrTx, copy: SharedCopy): Promise<void> {
  const days = await sharedDays(tx, copy);
  await tx.update(challengeMembers).set({ planId: null }).where(eq(challengeMembers.id, copy.memberId));
  if (days.length > 0) {
    await tx.insert(planDays).values(days.map(({ id: _templateDayId, ...day }) => day));
    await tx.execute(sql`
      insert into ${retiredPlanDays} (id, plan_id, reading_details)
      select id, ${copy.planId}::uuid, reading_details from ${planDays} where plan_id = ${copy.templateId}
      on conflict do nothing
    `);
  }
  await tx.update(plans).set({ daysFrom: null }).where(eq(plans.id, copy.planId));
  await tx
    .update(challengeMembers)
    .set({ planId: copy.planId, dayCount: days.length, readDays: days.filter((day) => day.read).length })
    .where(eq(challengeMembers.id, copy.memberId));
}
