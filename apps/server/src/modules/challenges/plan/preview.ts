import type { ChallengePlanPreviewBody, ChallengePlanPreviewResponse } from '@bible-journey/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, challengeReadChapters, planDays, plans } from '../../../db/schema.js';
import { requireOwner } from '../policy.js';
import { rowsOf } from './member-copy.js';

/**
 * POST /api/challenge/plan/preview (owner): an edit's effect before it is made (decision 0020),
 * counted in one statement over the members' read days and read chapters, whatever the challenge's
 * size: members with a read day whose chapters no new day has (it stops being a day of theirs,
 * its chapters stay read), and members whose points would drop (core readingPoints: the least of
 * what they earned and the new plan's days all of whose chapters they read).
 */
export async function previewChallengePlan(
  db: Db,
  userId: string,
  challengeId: string,
  { newPlan }: ChallengePlanPreviewBody,
): Promise<ChallengePlanPreviewResponse> {
  const { challenge } = await requireOwner(db, challengeId, userId);
  const calendar = newPlan.readingCalendar;
  const sizes = calendar.map((day) => day.readingDetails.length);
  const details = JSON.stringify(calendar.map((day) => day.readingDetails));
  const [row] = rowsOf<{ changed: number | string; losing: number | string }>(
    await db.execute(sql`
      with new_days as (
        select ord as idx, value as details, jsonb_array_length(value) as size
        from jsonb_array_elements(${details}::jsonb) with ordinality as t(value, ord)
      ), new_chapters as (
        select nd.idx, nd.size, (c->>'book') || ':' || (c->>'chapter') as chapter
        from new_days nd cross join jsonb_array_elements(nd.details) c
      ), members as (
        select m.id, m.plan_id, m.earned_points, m.read_days, c.days_from
        from ${challengeMembers} m join ${plans} c on c.id = m.plan_id
        where m.challenge_id = ${challengeId}
      ), leaving_chapters as (
        select d.id as day_id, jsonb_array_length(d.reading_details) as size, (c->>'book') || ':' || (c->>'chapter') as chapter
        from ${planDays} d cross join jsonb_array_elements(d.reading_details) c
        where d.plan_id = ${challenge.templatePlanId} and d.reading_details not in (select details from new_days)
      ), changed_members as (
        select m.id from members m join ${planDays} d on d.plan_id = m.plan_id and d.read
        where m.days_from is null and d.reading_details not in (select details from new_days)
        union
        select rc.member_id
        from ${challengeReadChapters} rc join leaving_chapters lc on lc.chapter = rc.chapter
        where rc.read and rc.member_id in (select id from members where days_from is not null)
        group by rc.member_id, lc.day_id, lc.size
        having count(*) = lc.size
      ), held as (
        select rc.member_id, nc.idx
        from ${challengeReadChapters} rc join new_chapters nc on nc.chapter = rc.chapter
        where rc.read and rc.member_id in (select id from members)
        group by rc.member_id, nc.idx, nc.size
        having count(*) = nc.size
      ), new_read as (
        select member_id, count(*) as days from held group by member_id
      )
      select
        (select count(*) from changed_members) as changed,
        (select count(*) from members m left join new_read r on r.member_id = m.id
          where least(m.earned_points, coalesce(r.days, 0)) < least(m.earned_points, m.read_days)) as losing
    `),
  );
  return {
    days: calendar.length,
    chapters: sizes.reduce((sum, size) => sum + size, 0),
    fewestChaptersADay: sizes.length > 0 ? Math.min(...sizes) : 0,
    mostChaptersADay: sizes.length > 0 ? Math.max(...sizes) : 0,
    membersWithChangedDays: Number(row?.changed ?? 0),
    membersLosingPoints: Number(row?.losing ?? 0),
  };
}
