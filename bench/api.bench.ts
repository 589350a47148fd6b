// Throughput of the two hottest API calls against a bare baseline doing the same database work:
//   GET /api/plan (one 365-day plan)          vs node:http GET /plan/:planId
//   PUT /api/day-reading/complete/{dayId}     vs node:http PUT /day/:dayId, both with the app's one
//     mark statement (it locks the plan's row), spread over BENCH_READERS readers' plans (default
//     50: how ticks arrive in real life) and, second, all on one plan (50 connections queue on its lock)
//   GET /api/plan with If-None-Match            (304) vs the baseline's full GET
// on PGlite (a fresh one in a temp dir) and, when DATABASE_URL is set, on that PostgreSQL (using
// rows of its own, deleted afterwards). The baseline (baseline-server.ts) shares the app's
// database client (the PGlite instance, or the same pg Pool) and has no framework, auth or
// validation. autocannon runs in a child process against one server at a time: 2 s warm-up, then
// the measured run. Run with `npm run bench` (figures go to RESULTS.md); BENCH_DURATION and
// BENCH_CONNECTIONS override the 10 s / 50 connections. Exits 1 only when setup fails or a run
// got answers other than 2xx (its figures would mean nothing), not when the ratios miss the aim.
import { deepStrictEqual } from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type Database, openDatabase } from '@bible-journey/server';
import {
  appConfig,
  appGet,
  appPut,
  appPutReaders,
  baselineGet,
  baselinePut,
  baselinePutReaders,
  CONNECTIONS,
  call,
  closeServer,
  DURATION_SECONDS,
  expectOk,
  type Measured,
  markdownTable,
  measure,
  origin,
  problems,
  seed,
  seedReaders,
  serverConfig,
  stopLoader,
  WARMUP_SECONDS,
  warnings,
} from './api-harness.js';
import { type SqlClient, startBaselineServer } from './baseline-server.js';

interface Row {
  database: string;
  endpoint: string;
  ours: Measured;
  baseline: Measured;
}

/** Readers ticking their own plans at once (one connection's ticks go to many plans in turn). */
const READERS = Number(process.env.BENCH_READERS ?? 50);

async function benchDatabase(name: string, database: Database): Promise<Row[]> {
  await database.migrate();
  const app = await buildApp({ database, config: appConfig });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const ours = origin(app.server);
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  const baselineServer = await startBaselineServer(client);
  const baseline = baselineServer.url;
  let userId: string | undefined;
  const readerIds: string[] = [];
  try {
    const seeded = await seed(ours);
    userId = seeded.userId;
    const readers = await seedReaders(ours, READERS);
    readerIds.push(...readers.map((reader) => reader.userId));
    const { auth, plan, dayIds } = seeded;

    // Both servers must answer the same thing, or the comparison means nothing.
    const ourPlans = expectOk('GET ours', await call(`${ours}/api/plan`, { headers: auth }));
    const basePlans = expectOk('GET baseline', await call(`${baseline}/plan/${plan._id}`));
    deepStrictEqual(basePlans, ourPlans, 'the baseline GET answers differently from ours');
    const put = { method: 'PUT', json: { read: true } };
    const ourDay = expectOk(
      'PUT ours',
      await call(`${ours}/api/day-reading/complete/${dayIds[0]}`, { ...put, headers: auth }),
    );
    const baseDay = expectOk('PUT baseline', await call(`${baseline}/day/${dayIds[0]}`, put));
    // Each mark moves the revision on and stamps its own time: compare the rest.
    deepStrictEqual(withoutTimes(baseDay), withoutTimes(ourDay), 'the baseline PUT answers differently from ours');
    const tag = (await fetch(`${ours}/api/plan`, { headers: auth })).headers.get('etag') ?? '';
    const revalidated = await fetch(`${ours}/api/plan`, { headers: { ...auth, 'if-none-match': tag } });
    const revalidatedBytes = (await revalidated.arrayBuffer()).byteLength;
    if (revalidated.status !== 304) throw new Error(`GET with If-None-Match answered ${revalidated.status}`);
    console.log(
      `${name}: seeded plan ${plan._id} (GET answers ${JSON.stringify(ourPlans).length} bytes of JSON; ` +
        `with If-None-Match: 304 and ${revalidatedBytes} bytes)`,
    );

    const endpoints = [
      { endpoint: 'GET /api/plan (365 days)', ours: appGet(ours, seeded), baseline: baselineGet(baseline, seeded) },
      {
        endpoint: 'GET /api/plan, If-None-Match (304)',
        ours: { ...appGet(ours, seeded), headers: { ...seeded.auth, 'if-none-match': tag }, expect: '304' as const },
        baseline: baselineGet(baseline, seeded),
      },
      {
        endpoint: `PUT /api/day-reading/complete/{dayId}, ${READERS} readers`,
        ours: appPutReaders(ours, readers),
        baseline: baselinePutReaders(baseline, readers),
      },
      {
        endpoint: 'PUT /api/day-reading/complete/{dayId}, one plan',
        ours: appPut(ours, seeded),
        baseline: baselinePut(baseline, seeded),
      },
    ];
    const rows: Row[] = [];
    for (const { endpoint, ours: ourTarget, baseline: baseTarget } of endpoints) {
      console.log(`${name}: ${endpoint}: ours…`);
      const oursResult = await measure(ourTarget);
      console.log(`${name}: ${endpoint}: baseline…`);
      const baseResult = await measure(baseTarget);
      rows.push({ database: name, endpoint, ours: oursResult, baseline: baseResult });
    }
    return rows;
  } finally {
    await closeServer(baselineServer.server);
    await app.close();
    // Leave the shared PostgreSQL as we found it (the plan and its days go with the account).
    if (database.kind === 'postgres') {
      for (const id of [userId, ...readerIds]) if (id) await client.query('DELETE FROM users WHERE id = $1', [id]);
    }
    await database.close();
  }
}

/** A mark's answer without what differs on every call (its time, the revision it moved the plan to). */
function withoutTimes(answer: unknown): unknown {
  const {
    day,
    revision: _revision,
    updatedAt: _updatedAt,
    ...rest
  } = answer as {
    day: Record<string, unknown>;
    revision: number;
    updatedAt: string;
  };
  const { readChangedAt: _at, ...dayRest } = day;
  return { ...rest, day: dayRest };
}

function report(rows: Row[]): string[] {
  const header = ['database', 'endpoint', 'ours req/s', 'baseline req/s', 'ratio', 'ours p99 ms', 'baseline p99 ms'];
  const lines = rows.map(({ database, endpoint, ours, baseline }) => [
    database,
    endpoint,
    ours.requestsPerSecond.toFixed(0),
    baseline.requestsPerSecond.toFixed(0),
    (ours.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    String(ours.p99Ms),
    String(baseline.p99Ms),
  ]);
  console.log(`\n${markdownTable(header, lines)}\n`);
  console.log('ratio = ours req/s ÷ baseline req/s (aim on PostgreSQL: 0.6 or more).');
  const cpuLines = rows.map(({ database, endpoint, ours, baseline }) => [
    database,
    endpoint,
    ours.cpuUsPerRequest.toFixed(0),
    baseline.cpuUsPerRequest.toFixed(0),
    (baseline.cpuUsPerRequest / ours.cpuUsPerRequest).toFixed(2),
  ]);
  console.log(
    `\nServer-process CPU per request (steadier than req/s on a shared machine; PGlite runs in this process):\n` +
      `${markdownTable(['database', 'endpoint', 'ours CPU µs/req', 'baseline CPU µs/req', 'baseline ÷ ours'], cpuLines)}\n`,
  );
  for (const { database, endpoint, ours, baseline } of rows) {
    for (const line of [
      ...warnings(`${database} ${endpoint} ours`, ours),
      ...warnings(`${database} ${endpoint} baseline`, baseline),
    ])
      console.warn(`note: ${line}`);
  }
  return rows.flatMap(({ database, endpoint, ours, baseline }) => [
    ...problems(`${database} ${endpoint} ours`, ours),
    ...problems(`${database} ${endpoint} baseline`, baseline),
  ]);
}

async function main(): Promise<number> {
  console.log(
    `API vs bare baseline: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s per run, ` +
      `node ${process.version}`,
  );
  const rows: Row[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'bible-journey-bench-'));
  try {
    rows.push(...(await benchDatabase('PGlite', await openDatabase({ kind: 'pglite', dataDir }))));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ kind: 'postgres', url, maxConnections: serverConfig.databasePoolSize });
    rows.push(...(await benchDatabase('PostgreSQL', database)));
  } else {
    console.log('DATABASE_URL not set: PostgreSQL skipped.');
  }
  const invalid = report(rows);
  for (const line of invalid) console.error(`invalid run: ${line}`);
  return invalid.length > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error('api bench setup failed:', error);
  process.exitCode = 1;
} finally {
  stopLoader();
}
