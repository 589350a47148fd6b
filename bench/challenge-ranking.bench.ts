// Challenges at scale (issue 12, decision 0009; issue 23, decision 0025): the ranking request and a
// day's completion in a challenge of 1,000, 10,000 and 100,000 participants, each with their own
// copy of a 365-day plan, on PostgreSQL. For each size: time per request (median and p95 of
// sequential requests through the app, app.inject: routing, auth, validation, the service and the
// database, no network) and the SQL statements each request sends (every query of the pg client
// counted), plus the database's own time for the ranking's statements (EXPLAIN ANALYZE, buffers
// touched). The ranking walks the members' kept totals by index and must not grow faster than the
// participants shown; a completion touches one member's copy and must not grow with the challenge.
//
// Seeding is bulk SQL (generate_series), not the API: users, members, one copy per member sharing
// the template's days as the app makes them (decision 0025), and the chapters each member read, in
// a database of its own (created, and dropped afterwards unless BENCH_KEEP=1; a kept one is reused,
// and sizes it lacks are added). Member i read the chapters of its first (i * 7919) % 366 days, and
// its totals are seeded as those chapters say.
//
// Then the leader's template edits (BENCH_TEMPLATE_EDIT sizes): every day moved a day later, then
// the chapters spread over another number of days; timed to the answer and until every copy has
// followed, then checked: the read days of 200 members drawn at random against their chapters.
//
//   npx tsc -b && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_challenges \
//     npm run bench:challenges -w @bible-journey/bench
//
// BENCH_SIZES (default 1000,10000,100000), BENCH_REQUESTS (default 60 per measurement),
// BENCH_TEMPLATE_EDIT (default 1000; '' for none).
import { performance } from 'node:perf_hooks';
import type { PlanBody } from '@bible-journey/contract';
import { buildReadingCalendar, defaultReadingRange } from '@bible-journey/core';
import { buildApp, type Database, openDatabase } from '@bible-journey/server';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { appConfig, markdownTable, yearPlanBody } from './api-harness.js';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_challenges';
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const KEEP = process.env.BENCH_KEEP === '1';
/** Challenges whose template the leader edits at the end (every copy rewritten); none with ''. */
const EDIT_SIZES = (process.env.BENCH_TEMPLATE_EDIT ?? '1000').split(',').filter(Boolean).map(Number);

// ---- counting every statement the app sends ---------------------------------------------------

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

// ---- the bench database -------------------------------------------------------------------------

async function ensureDatabase(): Promise<boolean> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return true;
    await admin.query(`create database "${name}"`);
    return false;
  } finally {
    await admin.end();
  }
}

async function dropDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${url.pathname.slice(1)}" with (force)`);
  await admin.end();
}

/** A connection of the bench's own, without the app's statement timeout (seeding runs for minutes). */
async function seedClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query('set synchronous_commit = off');
  return client;
}

/** The template's 365 days (the whole Bible over 2027), as a table the seeding statements join. */
async function seedTemplateDays(client: pg.Client): Promise<void> {
  const days = yearPlanBody().readingCalendar.map((day, position) => ({ ...day, position }));
  await client.query(
    `create table if not exists bench_template_days as
    select * from jsonb_to_recordset($1::jsonb) as d(position int, date date, "readingStart" jsonb,
      "readingEnd" jsonb, "readingDetails" jsonb)`,
    [JSON.stringify(days)],
  );
}

/**
 * One challenge of `size` participants (and its owner), every member with a 365-day copy: member
 * i has read its first (i * 7919) % 366 days and scored (i * 31) % 13 question points, so the
 * ranking has ties and spread; points_changed_at moves on with i. Answers the challenge id.
 */
async function seedChallenge(client: pg.Client, size: number): Promise<{ challengeId: string; seconds: number }> {
  const started = performance.now();
  const tag = `bench-${size}`;
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t = performance.now();
    const result = await client.query(sql, params);
    console.log(`  ${tag}: ${label} (${result.rowCount ?? 0} rows) ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return result;
  };
  await step(
    'users',
    `insert into users (name, email, has_confirmed_account)
     select 'Participant ' || i, $1 || '-' || i || '@example.com', true from generate_series(0, $2::int) i`,
    [tag, size],
  );
  const { rows } = await step(
    'challenge',
    `insert into challenges (title, owner_id, start_date, finish_date)
     select $1, id, '2027-01-01', '2027-12-31' from users where email = $2 returning id`,
    [`Bench ${size}`, `${tag}-0@example.com`],
  );
  const challengeId = rows[0].id as string;
  await step(
    'template',
    `with template as (
       insert into plans (user_id, challenge_id, reading_order, plan_type, chapters_per_day, quantity_of_days, revision)
       select owner_id, id, 'traditional', 0, 3, 365, 1 from challenges where id = $1 returning id
     ), linked as (update challenges set template_plan_id = (select id from template) where id = $1)
     insert into plan_days (plan_id, position, date, reading_start, reading_end, reading_details)
     select template.id, d.position, d.date, d."readingStart", d."readingEnd", d."readingDetails"
     from template, bench_template_days d`,
    [challengeId],
  );
  await step(
    'members and their copies',
    `with people as (
       select u.id as user_id, split_part(split_part(u.email, '@', 1), '-', 3)::int as i
       from users u where u.email like $2 || '-%@example.com'
     ), template as (select template_plan_id as id from challenges where id = $1
     ), copies as (
       insert into plans (user_id, challenge_id, reading_order, plan_type, chapters_per_day, quantity_of_days,
         revision, template_revision, days_from)
       select user_id, $1, 'traditional', 0, 3, 365, 1, 1, template.id from people, template returning id, user_id
     )
     insert into challenge_members (challenge_id, user_id, is_owner, plan_id, read_days, day_count,
       earned_points, question_points, points_changed_at, joined_at)
     select $1, p.user_id, p.i = 0, c.id, (p.i * 7919) % 366, 365, (p.i * 7919) % 366, (p.i * 31) % 13,
       timestamptz '2027-01-01' + p.i * interval '1 second', timestamptz '2026-12-01'
     from people p join copies c on c.user_id = p.user_id`,
    [challengeId, tag],
  );
  await step(
    `the chapters ${size + 1} members read`,
    `insert into challenge_read_chapters (member_id, chapter, read, read_at)
     select m.id, (r->>'book') || ':' || (r->>'chapter'), true, d.date + time '07:00'
     from challenge_members m
     join bench_template_days d on d.position < m.read_days
     cross join jsonb_array_elements(d."readingDetails") r
     where m.challenge_id = $1`,
    [challengeId],
  );
  return { challengeId, seconds: (performance.now() - started) / 1000 };
}

/**
 * Bulk loading into an empty database: the read chapters' primary key dropped while they go in and
 * built afterwards.
 */
async function beforeBulkLoad(client: pg.Client, dropIndexes: boolean): Promise<void> {
  if (!dropIndexes) return;
  await client.query(
    'alter table challenge_read_chapters drop constraint challenge_read_chapters_member_id_chapter_pk',
  );
}

async function afterBulkLoad(client: pg.Client, buildIndexes: boolean): Promise<number> {
  const started = performance.now();
  if (buildIndexes) {
    await client.query("set maintenance_work_mem = '512MB'");
    await client.query(
      'alter table challenge_read_chapters add constraint challenge_read_chapters_member_id_chapter_pk primary key (member_id, chapter)',
    );
  }
  await client.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}

// ---- measuring --------------------------------------------------------------------------------

interface Figure {
  medianMs: number;
  p95Ms: number;
  statements: number;
}

async function timed(run: (i: number) => Promise<{ statusCode: number; body: string }>): Promise<Figure> {
  for (let i = 0; i < 5; i++) await run(REQUESTS + i); // warm-up, on other days
  const times: number[] = [];
  let counted = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const before = statements;
    const started = performance.now();
    const answer = await run(i);
    times.push(performance.now() - started);
    counted += statements - before;
    if (answer.statusCode !== 200) throw new Error(`answered ${answer.statusCode}: ${answer.body}`);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(times.length / 2)] as number,
    p95Ms: times[Math.floor(times.length * 0.95)] as number,
    statements: counted / REQUESTS,
  };
}

interface SizeResult {
  size: number;
  seedSeconds: number;
  firstPage: Figure;
  readingTab: Figure;
  deepPage: Figure;
  lastMember: Figure;
  completion: Figure;
  explain: { page: string; middle: string; standing: string };
}

async function register(app: FastifyInstance, name: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email: `bench-runner-${crypto.randomUUID()}@example.com`, password: 'correct horse battery' },
  });
  const { token, user } = answer.json() as { token: string; user: { id: string } };
  return { token, userId: user.id };
}

async function measureSize(
  app: FastifyInstance,
  client: pg.Client,
  size: number,
  challengeId: string,
  seedSeconds: number,
): Promise<SizeResult> {
  // The one who asks: a participant who joined last and read nothing, ranked at the very bottom
  // (their position is the largest count there is).
  const runner = await register(app, 'Bench Runner');
  const {
    rows: [member],
  } = await client.query('insert into challenge_members (challenge_id, user_id) values ($1, $2) returning id', [
    challengeId,
    runner.userId,
  ]);
  const headers = { authorization: `Bearer ${runner.token}`, challenge_id: challengeId };
  const plan = await app.inject({ method: 'GET', url: '/api/challenge/plan', headers });
  const copy = (plan.json() as { plan: { _id: string; readingCalendar: { id: string }[] } }).plan;
  const ranking = (query: string) => () =>
    app.inject({ method: 'GET', url: `/api/challenge/plan/ranking${query}`, headers });
  const sample = (await ranking('')()).json() as { total: number; me: { position: number } };
  console.log(`  bench-${size}: ranking total ${sample.total}, the runner at position ${sample.me.position}`);

  const result: SizeResult = {
    size,
    seedSeconds,
    firstPage: await timed(ranking('?limit=50')),
    readingTab: await timed(ranking('?tab=reading&limit=50')),
    deepPage: await timed(ranking(`?limit=50&offset=${Math.floor(size / 2)}`)),
    lastMember: await timed(ranking('?limit=1')),
    // Complete, undo, complete… on the runner's days in turn: every call changes a mark.
    completion: await timed((i) =>
      app.inject({
        method: 'PUT',
        url: `/api/challenge/plan/reading/${i % 2 === 0 ? 'complete' : 'undo'}`,
        headers: {
          ...headers,
          ranking_id: member.id,
          plan_id: copy._id,
          day_id: copy.readingCalendar[Math.floor(i / 2) % 365]?.id as string,
        },
      }),
    ),
    explain: await explainRanking(client, challengeId, member.id, size),
  };
  return result;
}

/** The database's own time and buffers for the page and for the runner's standing. */
async function explainRanking(client: pg.Client, challengeId: string, memberId: string, size: number) {
  const summary = async (sql: string, params: unknown[]) => {
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${sql}`, params);
    const plan = rows[0]['QUERY PLAN'][0];
    const top = plan.Plan;
    return `${plan['Execution Time'].toFixed(2)} ms, ${top['Shared Hit Blocks'] + top['Shared Read Blocks']} buffers`;
  };
  const pageAt = (offset: number) =>
    summary(
      `select m.id, u.name from (
         select c.id from challenge_members c
         where c.challenge_id = $1 and c.id <> (select o.id from challenge_members o
           where o.challenge_id = $1 and o.user_id = (select owner_id from challenges where id = $1))
         order by c.total_points desc nulls last, c.points_changed_at, c.id limit 50 offset $2
       ) page join challenge_members m on m.id = page.id join users u on u.id = m.user_id
       order by m.total_points desc nulls last, m.points_changed_at, m.id`,
      [challengeId, offset],
    );
  const page = await pageAt(0);
  const middle = await pageAt(Math.floor(size / 2));
  const standing = await summary(
    `select (select count(*) from challenge_members c where c.challenge_id = $1) as total,
       (select count(*) from challenge_members c where c.challenge_id = m.challenge_id and c.total_points > m.total_points)
       + (select count(*) from challenge_members c where c.challenge_id = m.challenge_id and c.total_points = m.total_points
          and (c.points_changed_at, c.id) < (m.points_changed_at, m.id)) as before
     from challenge_members m where m.id = $2`,
    [challengeId, memberId],
  );
  return { page, middle, standing };
}

/**
 * The leader's template edits, timed: first every day moved one day later (the chapters unchanged,
 * so each copy's days keep their ids and marks and only their dates are written), then the same
 * chapters spread over another number of days (365 <-> 300: every day of every copy new, the read
 * chapters' days read again). A leader of the bench's own takes the challenge over.
 */
async function measureTemplateEdits(app: FastifyInstance, client: pg.Client, size: number, challengeId: string) {
  const leader = await register(app, 'Bench Leader');
  await client.query('update challenge_members set is_owner = false where challenge_id = $1 and is_owner', [
    challengeId,
  ]);
  await client.query('insert into challenge_members (challenge_id, user_id, is_owner) values ($1, $2, true)', [
    challengeId,
    leader.userId,
  ]);
  await client.query('update challenges set owner_id = $2 where id = $1', [challengeId, leader.userId]);
  const {
    rows: [challenge],
  } = await client.query('select template_plan_id from challenges where id = $1', [challengeId]);
  const { rows: days } = await client.query(
    `select date::text as date, reading_start as "readingStart", reading_end as "readingEnd",
       reading_details as "readingDetails"
     from plan_days where plan_id = $1 order by position`,
    [challenge.template_plan_id],
  );
  const year = yearPlanBody();
  const shifted = {
    ...year,
    readingCalendar: days.map((day: PlanBody['readingCalendar'][0], i: number) => ({
      ...day,
      _id: i,
      read: false,
      date: nextDay(day.date),
    })),
  };
  const { start, end } = defaultReadingRange('traditional');
  const quantityOfDays = days.length === 365 ? 300 : 365;
  const respread = {
    ...year,
    planType: 2 as const,
    quantityOfDays,
    readingCalendar: buildReadingCalendar({
      planType: 2,
      quantityOfDays,
      readingOrder: 'traditional',
      startDate: '2027-01-01',
      startReading: start,
      endReading: end,
    }),
  };
  const edits = [];
  for (const [label, newPlan] of [
    ['days moved a day later', shifted],
    [`chapters spread over ${quantityOfDays} days`, respread],
  ] as const) {
    const before = statements;
    const started = performance.now();
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/challenge/plan/update',
      headers: { authorization: `Bearer ${leader.token}`, challenge_id: challengeId },
      payload: { newPlan, planTemplateId: challenge.template_plan_id },
    });
    const answerSeconds = (performance.now() - started) / 1000;
    if (answer.statusCode !== 200) throw new Error(`template edit answered ${answer.statusCode}: ${answer.body}`);
    // The answer comes once the leader's copy follows (and the others, up to 20 s); the rest follow after.
    let polls = 0;
    for (; ; polls++) {
      const { rows } = await client.query(
        `select count(*) as behind from challenge_members m join plans p on p.id = m.plan_id
         where m.challenge_id = $1 and p.template_revision is distinct from
           (select t.revision from challenges c join plans t on t.id = c.template_plan_id where c.id = $1)`,
        [challengeId],
      );
      if (Number(rows[0].behind) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    const appStatements = statements - before - polls - 1;
    const {
      rows: [check],
    } = await client.query(
      `select count(*) filter (where m.day_count <> $2 or m.read_days <> (
           select count(*) from plan_days d join challenges c on d.plan_id = c.template_plan_id
           where c.id = $1 and jsonb_array_length(d.reading_details) > 0 and not exists (
             select 1 from jsonb_array_elements(d.reading_details) r where not exists (
               select 1 from challenge_read_chapters rc
               where rc.member_id = m.id and rc.read and rc.chapter = (r->>'book') || ':' || (r->>'chapter'))))
         ) as wrong_totals
       from challenge_members m
       where m.id in (select id from challenge_members where challenge_id = $1 order by random() limit 200)`,
      [challengeId, newPlan.readingCalendar.length],
    );
    console.log(
      `  bench-${size}: template edit, ${label}: answered in ${answerSeconds.toFixed(1)} s, every copy followed in ${seconds.toFixed(1)} s, ${appStatements} statements`,
    );
    if (Number(check.wrong_totals) !== 0) throw new Error(`${check.wrong_totals} members' totals are wrong`);
    edits.push({ size, label, answerSeconds, seconds, statements: appStatements });
  }
  return edits;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// ---- run ----------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const existed = await ensureDatabase();
  const database: Database = await openDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 4 });
  await database.migrate();
  const client = await seedClient();
  const app = await buildApp({ database, config: appConfig });
  const results: SizeResult[] = [];
  const edits: { size: number; label: string; answerSeconds: number; seconds: number; statements: number }[] = [];
  try {
    await seedTemplateDays(client);
    const seeded = new Map<number, { challengeId: string; seconds: number }>();
    const missing: number[] = [];
    for (const size of SIZES) {
      const { rows } = await client.query('select id from challenges where title = $1', [`Bench ${size}`]);
      if (rows[0]) seeded.set(size, { challengeId: rows[0].id, seconds: Number.NaN });
      else missing.push(size);
    }
    if (missing.length > 0) {
      // Into an empty table, the day rows go in without its indexes; into a seeded one, with them.
      const { rows: present } = await client.query('select exists (select 1 from challenge_members) as any');
      const bulk = !present[0].any;
      await beforeBulkLoad(client, bulk);
      for (const size of missing) seeded.set(size, await seedChallenge(client, size));
      const indexSeconds = await afterBulkLoad(client, bulk);
      console.log(`${bulk ? 'indexes rebuilt and ' : ''}vacuumed in ${indexSeconds.toFixed(1)} s`);
    }
    const { rows: counted } = await client.query(
      'select (select count(*) from challenge_members) as members, (select count(*) from plan_days) as days, (select count(*) from challenge_read_chapters) as "readChapters", pg_size_pretty(pg_database_size(current_database())) as size',
    );
    console.log(`database: ${JSON.stringify(counted[0])}${existed ? ' (reused)' : ''}`);
    for (const size of SIZES) {
      const { challengeId, seconds } = seeded.get(size) as { challengeId: string; seconds: number };
      console.log(`measuring ${size}…`);
      results.push(await measureSize(app, client, size, challengeId, seconds));
    }
    for (const size of EDIT_SIZES) {
      const { challengeId } = seeded.get(size) ?? {};
      if (challengeId) edits.push(...(await measureTemplateEdits(app, client, size, challengeId)));
    }
  } finally {
    await app.close();
    await client.end();
    await database.close();
    if (!KEEP) await dropDatabase();
  }
  report(results);
  if (edits.length === 0) return;
  console.log(
    `\n${markdownTable(
      ['copies', 'template edit', 'answered in', 'every copy followed in', 'statements'],
      edits.map((edit) => [
        edit.size.toLocaleString('en'),
        edit.label,
        `${edit.answerSeconds.toFixed(1)} s`,
        `${edit.seconds.toFixed(1)} s`,
        String(edit.statements),
      ]),
    )}`,
  );
}

function report(results: SizeResult[]): void {
  const ms = (figure: Figure) => `${figure.medianMs.toFixed(1)} / ${figure.p95Ms.toFixed(1)}`;
  const rows = results.map((r) => [
    r.size.toLocaleString('en'),
    Number.isNaN(r.seedSeconds) ? 'reused' : `${r.seedSeconds.toFixed(0)} s`,
    `${ms(r.firstPage)} (${r.firstPage.statements})`,
    `${ms(r.readingTab)} (${r.readingTab.statements})`,
    `${ms(r.deepPage)} (${r.deepPage.statements})`,
    `${ms(r.lastMember)} (${r.lastMember.statements})`,
    `${ms(r.completion)} (${r.completion.statements})`,
  ]);
  console.log(
    `\n${markdownTable(
      [
        'participants',
        'seeded in',
        'ranking, first 50: ms median / p95 (statements)',
        'reading tab, first 50',
        'page of 50 at the middle',
        'ranking, limit 1 (me at the bottom)',
        'complete / undo a day',
      ],
      rows,
    )}\n`,
  );
  console.log(
    markdownTable(
      [
        'participants',
        'first page of 50 (database)',
        'page of 50 at the middle (database)',
        'total and my position (database)',
      ],
      results.map((r) => [r.size.toLocaleString('en'), r.explain.page, r.explain.middle, r.explain.standing]),
    ),
  );
}

await main();
