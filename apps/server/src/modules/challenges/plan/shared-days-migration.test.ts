import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.js';
import { migrationsBefore } from '../../../test/migrations.js';
import { rowsOf } from './member-copy.js';
import { copyDaysOf } from './repository.js';

// Migration 0018 (decision 0025) on a challenge whose copies have day rows of their own: a copy whose
// days are exactly the template's shares them from then on, its reading and totals as they were; a
// copy its member replanned keeps its rows. PGlite alone: the SQL is the same on both engines.

const owner = '00000000-0000-4000-8000-000000000001';
const ana = '00000000-0000-4000-8000-000000000002';
const bia = '00000000-0000-4000-8000-000000000003';
const challenge = '10000000-0000-4000-8000-000000000001';
const template = '20000000-0000-4000-8000-000000000000';
const anaCopy = '20000000-0000-4000-8000-000000000002';
const biaCopy = '20000000-0000-4000-8000-000000000003';

describe('migration 0018 on copies with days of their own (pglite)', () => {
  let database: Database | undefined;
  const folder = migrationsBefore('0018_shared_template_days');
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('lets the copies still equal to the template share its days, keeping reading and totals', {
    timeout: 180_000,
  }, async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    const { db } = database;
    await migrate(db as never, { migrationsFolder: folder });
    await db.execute(sql`
      insert into users (id, name, email) values
        (${owner}, 'Olivia Owner', 'olivia@example.com'), (${ana}, 'Ana', 'ana@example.com'), (${bia}, 'Bia', 'bia@example.com')`);
    await db.execute(sql`
      insert into challenges (id, title, owner_id, start_date, finish_date)
      values (${challenge}, 'Genesis', ${owner}, '2027-01-01', '2027-01-03')`);
    await db.execute(sql`
      insert into plans (id, user_id, challenge_id, reading_order, plan_type, chapters_per_day, quantity_of_days, revision, template_revision)
      values (${template}, ${owner}, ${challenge}, 'traditional', 2, 0, 3, 1, null),
        (${anaCopy}, ${ana}, ${challenge}, 'traditional', 2, 0, 3, 1, 1),
        (${biaCopy}, ${bia}, ${challenge}, 'traditional', 2, 0, 3, 1, 1)`);
    await db.execute(sql`update challenges set template_plan_id = ${template} where id = ${challenge}`);
    await db.execute(sql`
      insert into challenge_members (challenge_id, user_id, is_owner, plan_id) values
        (${challenge}, ${owner}, true, null), (${challenge}, ${ana}, false, ${anaCopy}), (${challenge}, ${bia}, false, ${biaCopy})`);
    // Genesis 1-2, 3-4, 5-6 on Jan 1-3; Bia replanned hers one day later.
    for (const [plan, offset] of [
      [template, 0],
      [anaCopy, 0],
      [biaCopy, 1],
    ] as const) {
      await db.execute(sql`
        insert into plan_days (plan_id, position, date, reading_start, reading_end, reading_details)
        select ${plan}, p, date '2027-01-01' + p + ${offset}::integer,
          jsonb_build_object('book', 'Genesis', 'chapter', 2 * p + 1), jsonb_build_object('book', 'Genesis', 'chapter', 2 * p + 2),
          jsonb_build_array(jsonb_build_object('book', 'Genesis', 'chapter', 2 * p + 1), jsonb_build_object('book', 'Genesis', 'chapter', 2 * p + 2))
        from generate_series(0, 2) p`);
    }
    // Both read their first day (the trigger records the chapters and the points).
    await db.execute(sql`
      update plan_days set read = true, read_changed_at = '2027-01-01T07:00:00Z'
      where position = 0 and plan_id in (${anaCopy}, ${biaCopy})`);

    await database.migrate();

    const copies = rowsOf<{ id: string; days_from: string | null; rows: number | string }>(
      await db.execute(sql`
        select p.id, p.days_from, (select count(*) from plan_days d where d.plan_id = p.id) as rows
        from plans p where p.id in (${anaCopy}, ${biaCopy}) order by p.id`),
    );
    expect(copies.map((copy) => ({ ...copy, rows: Number(copy.rows) }))).toEqual([
      { id: anaCopy, days_from: template, rows: 0 },
      { id: biaCopy, days_from: null, rows: 3 },
    ]);
    const totals = rowsOf<{ user_id: string; read_days: number; day_count: number; total_points: number }>(
      await db.execute(sql`
        select user_id, read_days, day_count, total_points from challenge_members
        where user_id in (${ana}, ${bia}) order by user_id`),
    );
    expect(totals).toEqual([
      { user_id: ana, read_days: 1, day_count: 3, total_points: 1 },
      { user_id: bia, read_days: 1, day_count: 3, total_points: 1 },
    ]);
    const anaDays = await copyDaysOf(db, anaCopy);
    expect(anaDays.map((day) => [day.date, day.read])).toEqual([
      ['2027-01-01', true],
      ['2027-01-02', false],
      ['2027-01-03', false],
    ]);
  });
});
