// Throughput of the two hottest API calls against a bare baseline doing the same database work:
//   GET /api/plan (one 365-day plan)          vs node:http GET /plan/:planId
//   PUT /api/day-reading/complete/{dayId}     vs node:http PUT /day/:dayId
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
  baselineGet,
  baselinePut,
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

async function benchDatabase(name: string, database: Database): Promise<Row[]> {
  await database.migrate();
  const app = await buildApp({ database, config: appConfig });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const ours = origin(app.server);
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  const baselineServer = await startBaselineServer(client);
  const baseline = baselineServer.url;
  let userId: string | undefined;
  try {
    const seeded = await seed(ours);
    userId = seeded.userId;
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
    deepStrictEqual(baseDay, ourDay, 'the baseline PUT answers differently from ours');
    console.log(`${name}: seeded plan ${plan._id} (GET answers ${JSON.stringify(ourPlans).length} bytes of JSON)`);

    const endpoints = [
      { endpoint: 'GET /api/plan (365 days)', ours: appGet(ours, seeded), baseline: baselineGet(baseline, seeded) },
      {
        endpoint: 'PUT /api/day-reading/complete/{dayId}',
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
    if (userId && database.kind === 'postgres') await client.query('DELETE FROM users WHERE id = $1', [userId]);
    await database.close();
  }
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
