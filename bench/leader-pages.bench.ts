// The leader's tools at church scale (issue 23, decision 0021): the progress view, the accepted
// participants, a search, and the ranking's first and last page, in challenges of 1,000, 10,000 and
// 50,000 participants on PostgreSQL. For each page: the time per request (median and p95 of
// sequential requests through the app, app.inject: routing, auth, validation, service, database, no
// network), the bytes of the answer, and the database's own time for it: every statement the app
// sent for one request, run again under EXPLAIN ANALYZE (execution time summed, buffers touched).
// A page must cost the same at any size, and the last the same as the first.
//
// Seeding is set-based SQL (generate_series), not the API: users with names of a church (twenty
// first names, twenty surnames), members with read days, last readings and points spread over the
// range, and a 40-day copy of the plan each (for the progress view's days behind), in a database of
// its own (created, and dropped afterwards unless BENCH_KEEP=1; a kept one is reused).
//
//   npx tsc -b && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_leader_pages \
//     npm run bench:leader-pages -w @bible-journey/bench
//
// BENCH_SIZES (default 1000,10000,50000), BENCH_REQUESTS (default 30 per measurement).
// BENCH_ENGINE=pglite runs the same on embedded PGlite in memory (the engine of `npm start`): times
// and bytes only, the database being in the process.
import { performance } from 'node:perf_hooks';
import { buildApp, type Database, openDatabase } from '@bible-journey/server';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { appConfig, markdownTable } from './api-harness.js';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_leader_pages';
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const KEEP = process.env.BENCH_KEEP === '1';
const COPY_DAYS = 40;
const ON_PGLITE = process.env.BENCH_ENGINE === 'pglite';

/** What the bench asks of the database: a pg client, or PGlite's own client behind the same shape. */
interface SqlClient {
  // biome-ignore lint/suspicious/noExplicitAny: the rows of whichever statement the bench sends
  query(text: string, params?: unknown[]): Promise<{ rows: any[]; rowCount: number | null }>;
}

// ---- every statement the app sends, kept to be explained -----------------------------------------

interface Sent {
  text: string;
  values: unknown[];
}
let recording: Sent[] | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function recordedQuery(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
  if (recording) {
    if (typeof first === 'string') recording.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first)
      recording.push({ text: first.text, values: first.values ?? (Array.isArray(second) ? second : []) });
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

// ---- the bench database -------------------------------------------------------------------------

async function adminQuery(sql: string, params: unknown[] = []) {
  const url = new URL(DATABASE_URL);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    return await admin.query(sql, params);
  } finally {
    await admin.end();
  }
}

async function ensureDatabase(): Promise<boolean> {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  const { rowCount } = await adminQuery('select 1 from pg_database where datname = $1', [name]);
  if (rowCount) return true;
  await adminQuery(`create database "${name}"`);
  return false;
}

const FIRST_NAMES = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Łucja',
  'Paulo',
  'Débora',
  'Tomasz',
  'Siti',
  'Budi',
  'Rute',
  'Pedro',
  'Ester',
  'Marek',
  'Dewi',
  'Lucas',
  'Sara',
  'Wojciech',
  'Agus',
  'Raquel',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Nowak',
  'Kowalski',
  'Wiśniewska',
  'Pereira',
  'Lima',
  'Gomes',
  'Wijaya',
  'Santoso',
  'Hidayat',
  'Kusuma',
  'Costa',
  'Ribeiro',
  'Zieliński',
  'Almeida',
  'Lewandowska',
  'Saputra',
];

/**
 * A challenge of `size` participants and its owner: participant i is "First Surname" from the
 * lists (so a first name finds one in twenty) with the address bench-<size>-<i>@example.com, has
 * read (i * 7919) % 41 of 40 days (some ahead), last read i minutes into 2027 unless they read
 * nothing, and scored (i * 31) % 13 question points. Answers the challenge id.
 */
async function seedChallenge(client: SqlClient, size: number): Promise<{ challengeId: string; seconds: number }> {
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
     select ($3::text[])[1 + i % 20] || ' ' || ($4::text[])[1 + (i / 20) % 20], $1 || '-' || i || '@example.com', true
     from generate_series(0, $2::int) i`,
    [tag, size, FIRST_NAMES, SURNAMES],
  );
  const { rows } = await step(
    'challenge',
    `insert into challenges (title, owner_id, start_date, finish_date)
     select $1, id, current_date - 20, current_date + 19 from users where email = $2 returning id`,
    [`Bench ${size}`, `${tag}-0@example.com`],
  );
  const challengeId = rows[0].id as string;
  await step(
    'members and their copies',
    `with people as (
       select u.id as user_id, split_part(split_part(u.email, '@', 1), '-', 3)::int as i
       from users u where u.email like $2 || '-%@example.com'
     ), copies as (
       insert into plans (user_id, challenge_id, reading_order, plan_type, chapters_per_day, quantity_of_days, revision)
       select user_id, $1, 'traditional', 0, 3, $3, 1 from people returning id, user_id
     )
     insert into challenge_members (challenge_id, user_id, is_owner, plan_id, read_days, earned_points, day_count,
       question_points, points_changed_at, last_read_at, joined_at)
     select $1, p.user_id, p.i = 0, c.id, (p.i * 7919) % ($3 + 1), (p.i * 7919) % ($3 + 1), $3, (p.i * 31) % 13,
       timestamptz '2027-01-01' + p.i * interval '1 second',
       case when (p.i * 7919) % ($3 + 1) > 0 then timestamptz '2027-01-01' + p.i * interval '1 minute' end,
       timestamptz '2026-12-01' + p.i * interval '1 second'
     from people p join copies c on c.user_id = p.user_id`,
    [challengeId, tag, COPY_DAYS],
  );
  // The members' totals are seeded as their days say: the day table's triggers stay off meanwhile.
  await client.query('alter table plan_days disable trigger all');
  await step(
    `${size + 1} copies × ${COPY_DAYS} days`,
    `insert into plan_days (id, plan_id, position, date, read, reading_start, reading_end, reading_details)
     select md5(m.plan_id::text || ':' || d)::uuid, m.plan_id, d, current_date - 20 + d, d < m.read_days,
       jsonb_build_object('book', 'Genesis', 'chapter', d + 1), jsonb_build_object('book', 'Genesis', 'chapter', d + 1),
       jsonb_build_array(jsonb_build_object('book', 'Genesis', 'chapter', d + 1))
     from challenge_members m cross join generate_series(0, $2::int - 1) d
     where m.challenge_id = $1`,
    [challengeId, COPY_DAYS],
  );
  await client.query('alter table plan_days enable trigger all');
  return { challengeId, seconds: (performance.now() - started) / 1000 };
}

// ---- measuring ----------------------------------------------------------------------------------

interface Figure {
  medianMs: number;
  p95Ms: number;
  bytes: number;
  databaseMs: number;
  buffers: number;
  statements: number;
}

type Ask = () => Promise<{ statusCode: number; body: string }>;

async function measure(client: SqlClient, ask: Ask): Promise<Figure> {
  for (let i = 0; i < 3; i++) await ask();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const answer = await ask();
    times.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(`answered ${answer.statusCode}: ${answer.body}`);
    bytes = Buffer.byteLength(answer.body);
  }
  times.sort((a, b) => a - b);
  recording = [];
  await ask();
  const sent = recording;
  recording = null;
  let databaseMs = 0;
  let buffers = 0;
  for (const statement of ON_PGLITE ? [] : sent) {
    if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${statement.text}`, statement.values);
    const plan = rows[0]['QUERY PLAN'][0];
    databaseMs += plan['Execution Time'] + plan['Planning Time'];
    buffers += plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
  }
  return {
    medianMs: times[Math.floor(times.length / 2)] as number,
    p95Ms: times[Math.floor(times.length * 0.95)] as number,
    bytes,
    databaseMs,
    buffers,
    statements: sent.length,
  };
}

async function register(app: FastifyInstance, name: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email: `bench-leader-${crypto.randomUUID()}@example.com`, password: 'correct horse battery' },
  });
  const { token, user } = answer.json() as { token: string; user: { id: string } };
  return { token, userId: user.id };
}

interface Page {
  nextCursor: string | null;
}

/**
 * The cursors of a page in the middle and of the last page of `limit`, following nextCursor (pages
 * of `stride`, to be quick, then the rest).
 */
async function walkCursors(
  get: (query: string) => Promise<Page & Record<string, unknown>>,
  { total, limit, stride, list }: { total: number; limit: number; stride: number; list: string },
): Promise<{ middle: string | null; last: string | null }> {
  let seen = 0;
  let cursor: string | null = null;
  let middle: string | null = null;
  while (total - seen > limit) {
    const step = Math.min(stride, total - seen - limit);
    const page: Page & Record<string, unknown> = await get(`limit=${step}${cursor ? `&cursor=${cursor}` : ''}`);
    seen += (page[list] as unknown[]).length;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
    if (middle === null && seen >= total / 2) middle = cursor;
  }
  return { middle, last: cursor };
}

interface SizeResult {
  size: number;
  seedSeconds: number;
  figures: Record<string, Figure>;
}

async function measureSize(
  app: FastifyInstance,
  client: SqlClient,
  size: number,
  challengeId: string,
  seedSeconds: number,
): Promise<SizeResult> {
  // A leader of the bench's own takes the challenge over (the seeded owner has no password).
  const leader = await register(app, 'Bench Leader');
  await client.query('delete from challenge_members where challenge_id = $1 and is_owner', [challengeId]);
  await client.query('insert into challenge_members (challenge_id, user_id, is_owner) values ($1, $2, true)', [
    challengeId,
    leader.userId,
  ]);
  await client.query('update challenges set owner_id = $2 where id = $1', [challengeId, leader.userId]);
  await client.query('analyze');
  const headers = { authorization: `Bearer ${leader.token}`, challenge_id: challengeId };
  const get = (path: string) => () => app.inject({ method: 'GET', url: `/api${path}`, headers });
  const json = async (path: string) => (await get(path)()).json();

  const people = { total: size, limit: 50, stride: 50, list: 'participants' };
  const progressAt = await walkCursors((q) => json(`/challenge/progress?${q}`), people);
  const acceptedAt = await walkCursors((q) => json(`/challenge/participants/accepted?${q}`), people);
  const ranked = ((await json('/challenge/plan/ranking?limit=1')) as { total: number }).total;
  const rankingAt = await walkCursors((q) => json(`/challenge/plan/ranking?${q}`), {
    total: ranked,
    limit: 50,
    stride: 200,
    list: 'ranking',
  });
  const rare = `bench-${size}-${Math.floor(size * 0.77)}@`;
  console.log(`  bench-${size}: ${ranked} ranked; walked to the last pages`);

  const figures: Record<string, Figure> = {};
  const pages: [string, string][] = [
    ['progress, first page', '/challenge/progress?limit=50'],
    ['progress, a middle page', `/challenge/progress?limit=50&cursor=${progressAt.middle}`],
    ['progress, last page', `/challenge/progress?limit=50&cursor=${progressAt.last}`],
    ['participants, first page', '/challenge/participants/accepted?limit=50'],
    ['participants, last page', `/challenge/participants/accepted?limit=50&cursor=${acceptedAt.last}`],
    ['search "joão" (1 in 20)', `/challenge/progress?limit=50&search=${encodeURIComponent('joão')}`],
    ['search "silva santos" (none)', `/challenge/progress?limit=50&search=${encodeURIComponent('silva santos')}`],
    ['search one address', `/challenge/progress?limit=50&search=${encodeURIComponent(rare)}`],
    ['ranking, first page', '/challenge/plan/ranking?limit=50'],
    ['ranking, a middle page (cursor)', `/challenge/plan/ranking?limit=50&cursor=${rankingAt.middle}`],
    ['ranking, last page (cursor)', `/challenge/plan/ranking?limit=50&cursor=${rankingAt.last}`],
    ['ranking, last page (offset)', `/challenge/plan/ranking?limit=50&offset=${Math.max(0, ranked - 50)}`],
  ];
  for (const [label, path] of pages) figures[label] = await measure(client, get(path));
  return { size, seedSeconds, figures };
}

// ---- run ----------------------------------------------------------------------------------------

async function openBench(): Promise<{ database: Database; client: SqlClient; close: () => Promise<void> }> {
  if (ON_PGLITE) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    const client: SqlClient = {
      query: async (text, params) => {
        const result = await pglite.query(text, params as unknown[] | undefined);
        return { rows: result.rows as never[], rowCount: result.affectedRows ?? result.rows.length };
      },
    };
    return { database, client, close: () => database.close() };
  }
  const existed = await ensureDatabase();
  const database: Database = await openDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 4 });
  await database.migrate();
  const pgClient = new pg.Client({ connectionString: DATABASE_URL });
  await pgClient.connect();
  await pgClient.query('set synchronous_commit = off');
  console.log(`database${existed ? ' (reused)' : ''} open`);
  return {
    database,
    client: pgClient,
    close: async () => {
      await pgClient.end();
      await database.close();
      if (!KEEP) await adminQuery(`drop database if exists "${new URL(DATABASE_URL).pathname.slice(1)}" with (force)`);
    },
  };
}

async function main(): Promise<void> {
  const { database, client, close } = await openBench();
  const app = await buildApp({ database, config: appConfig });
  const results: SizeResult[] = [];
  try {
    const seeded = new Map<number, { challengeId: string; seconds: number }>();
    for (const size of SIZES) {
      const { rows } = await client.query('select id from challenges where title = $1', [`Bench ${size}`]);
      seeded.set(size, rows[0] ? { challengeId: rows[0].id, seconds: Number.NaN } : await seedChallenge(client, size));
    }
    await client.query('vacuum analyze');
    for (const size of SIZES) {
      const { challengeId, seconds } = seeded.get(size) as { challengeId: string; seconds: number };
      console.log(`measuring ${size} on ${ON_PGLITE ? 'PGlite' : 'PostgreSQL'}…`);
      results.push(await measureSize(app, client, size, challengeId, seconds));
    }
  } finally {
    await app.close();
    await close();
  }
  report(results);
}

function report(results: SizeResult[]): void {
  const labels = Object.keys(results[0]?.figures ?? {});
  const header = [
    'page',
    ...results.map((r) => `${r.size.toLocaleString('en')}: ms median / p95`),
    ...(ON_PGLITE ? [] : results.map((r) => `${r.size.toLocaleString('en')}: database ms (buffers)`)),
    'bytes (largest size)',
  ];
  const lines = labels.map((label) => {
    const of = (r: SizeResult) => r.figures[label] as Figure;
    const last = results[results.length - 1];
    return [
      label,
      ...results.map((r) => `${of(r).medianMs.toFixed(1)} / ${of(r).p95Ms.toFixed(1)}`),
      ...(ON_PGLITE ? [] : results.map((r) => `${of(r).databaseMs.toFixed(2)} (${of(r).buffers})`)),
      last ? `${(of(last).bytes / 1024).toFixed(1)} KB` : '',
    ];
  });
  console.log(`\n${markdownTable(header, lines)}\n`);
  console.log(
    results
      .map(
        (r) =>
          `seeded ${r.size.toLocaleString('en')} in ${Number.isNaN(r.seedSeconds) ? 'reused' : `${r.seedSeconds.toFixed(0)} s`}`,
      )
      .join('; '),
  );
}

await main();
