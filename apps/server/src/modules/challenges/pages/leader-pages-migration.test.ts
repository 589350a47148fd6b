import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.js';
import { migrationsBefore } from '../../../test/migrations.js';
import { rowsOf } from '../plan/member-copy.js';

// Migration 0015 (decision 0021) on a database that already holds challenges: it fills each
// challenge's participant count and each member's search text. A fresh embedded database, migrated
// to 0014, given people, then migrated on (PGlite alone: the SQL is the same on both engines, and
// the suites on PostgreSQL run every migration from a template).

describe('migration 0015 on existing challenges (pglite)', () => {
  let database: Database | undefined;
  const folder = migrationsBefore('0015_leader_pages');
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('fills the participant counts and the members’ search text', { timeout: 180_000 }, async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    const { db } = database;
    await migrate(db as never, { migrationsFolder: folder });
    await db.execute(sql`
      insert into users (id, name, email) values
        ('00000000-0000-4000-8000-000000000001', 'Olivia Owner', 'olivia@example.com'),
        ('00000000-0000-4000-8000-000000000002', 'João Ávila', 'joao@example.com'),
        ('00000000-0000-4000-8000-000000000003', 'Łucja', 'lucja@example.com')`);
    await db.execute(sql`
      insert into challenges (id, title, owner_id, start_date, finish_date) values
        ('10000000-0000-4000-8000-000000000001', 'Two', '00000000-0000-4000-8000-000000000001', '2026-01-01', '2026-02-01'),
        ('10000000-0000-4000-8000-000000000002', 'None', '00000000-0000-4000-8000-000000000001', '2026-01-01', '2026-02-01')`);
    await db.execute(sql`
      insert into challenge_members (challenge_id, user_id, is_owner) values
        ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', true),
        ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', false),
        ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', false),
        ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', true)`);

    await database.migrate();

    const counts = rowsOf<{ title: string; participant_count: number }>(
      await db.execute(sql`select title, participant_count from challenges order by title`),
    );
    expect(counts).toEqual([
      { title: 'None', participant_count: 0 },
      { title: 'Two', participant_count: 2 },
    ]);
    const texts = rowsOf<{ search_text: string }>(
      await db.execute(sql`select search_text from challenge_members where not is_owner order by search_text`),
    );
    expect(texts.map((row) => row.search_text)).toEqual(['joao avila joao@example.com', 'lucja lucja@example.com']);
  });
});
