// Reminders at scale (issue 22): 10,000 devices whose reminder falls due in the same minute, pushed
// through a local push service of which 5% of the endpoints never answer. The goal: the other 95%
// delivered within 60 s of their minute, on PGlite (one process) and on PostgreSQL with two
// processes sharing the work. For each setup: devices, hanging devices, answering devices delivered,
// the share of them delivered within 60 s of the due minute, p50/p95/max delay (arrival at the push
// service − the due minute's start), duplicates (an answering endpoint that got more than one push:
// must be 0) and the wall time from the job's start to the last answering device's push; plus
// what each turn of the job did (claimed and sent, how long it took), to see where the time goes.
//
// The push service is an HTTPS server on 127.0.0.1 in this process (a self-signed certificate the
// senders are given as their CA; an address written in the push service list is trusted as
// written): /ok/<n> answers 201 once it has read the push, /hang/<n> reads it and never answers
// (every 20th device with the default share, spread evenly). Arrivals are recorded per path.
//
// Seeding is bulk SQL: one anonymous Web Push subscription per device (the same valid P-256 key
// and auth secret for all: the service does not decrypt) and its reminder, then every reminder's
// next firing set to the start of the next minute. The job is started exactly at that minute's
// start (its first turn runs at once), so the delays below are the best case as to the job's
// interval: a server whose turns are not aligned with the minute starts up to one interval later.
//
// 1. pglite: startReminderJob in this process on a fresh PGlite data folder (temp dir, migrated).
// 2. postgres: a fresh database (dropped and created, migrated and seeded from here), then two
//    forked processes (reminder-worker.ts), each running startReminderJob with its own sender and
//    pool; the claim and the leases skip rows another holds (FOR UPDATE SKIP LOCKED).
// A setup stops once every answering device has its push (after one more interval, so a late
// duplicate would show), or at the deadline.
// Diagnostic setups, pglite-preclaimed and postgres-preclaimed: the same, but every delivery is
// made before the minute (as claimDueReminders would make them) and the reminders moved on to the
// next day, so the job only leases and sends: the sending side's own capacity, without the claim.
//
//   npx tsc -b && npm run bench:reminders -w @bible-journey/bench
//
// BENCH_DEVICES (default 10000), BENCH_HANGING_SHARE (default 0.05), BENCH_SETUPS (default
// 'pglite,postgres'; also pglite-preclaimed, postgres-preclaimed), BENCH_INTERVAL_MS (the job's
// interval, default 5000; the server's default is 20000), BENCH_WORKERS (PostgreSQL processes,
// default 2), BENCH_DEADLINE_S (default 900: from the due minute), BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_reminders; dropped at the
// end unless BENCH_KEEP=1).
import { type ChildProcess, fork } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@bible-journey/server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generate } from 'selfsigned';
import webpush from 'web-push';
import { markdownTable } from './api-harness.js';
import { startMeasuredJob, type WorkerStats } from './reminder-worker.js';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
const HANGING_SHARE = Number(process.env.BENCH_HANGING_SHARE ?? 0.05);
const SETUPS = (process.env.BENCH_SETUPS ?? 'pglite,postgres').split(',').filter(Boolean);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 5_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_S ?? 900) * 1000;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_reminders';
const KEEP = process.env.BENCH_KEEP === '1';
/** The goal: every answering device's push within this long of its minute. */
const GOAL_MS = 60_000;

// ---- the local push service ---------------------------------------------------------------------

async function startPushService() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  /** Every push's arrival (epoch ms, its body read), per path. */
  const arrivals = new Map<string, number[]>();
  const sockets = new Set<Socket>();
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    request.on('data', () => {});
    request.on('end', () => {
      const path = request.url ?? '';
      const at = Date.now();
      const seen = arrivals.get(path);
      if (seen) seen.push(at);
      else arrivals.set(path, [at]);
      if (path.startsWith('/ok/')) response.writeHead(201).end();
      else if (!path.startsWith('/hang/')) response.writeHead(404).end();
      // A hanging endpoint: the request was read, no answer ever comes (the sender gives up after 5 s).
    });
  });
  // Senders keep their connections (keep-alive agent): keep them open across the job's turns.
  server.keepAliveTimeout = 30_000;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ca: pems.cert,
    host: `127.0.0.1:${port}`,
    base: `https://127.0.0.1:${port}/`,
    arrivals,
    close: () =>
      new Promise<void>((resolve) => {
        // The hanging requests' sockets would keep the server (and the process) alive.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type PushService = Awaited<ReturnType<typeof startPushService>>;

// ---- seeding --------------------------------------------------------------------------------------

/** One P-256 key and auth secret for every device: valid for encryption; nobody decrypts. */
const deviceKeys = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
})();

/** The devices and their reminders (firing far ahead until setDueMinute). Answers the hanging count. */
async function seed(db: Database['db'], service: PushService): Promise<number> {
  const { p256dh, auth } = deviceKeys;
  // Device n hangs when n * share crosses an integer: every 20th with 5%, evenly spread for any share.
  await db.execute(sql`
    insert into push_subscriptions (device_key, kind, token, p256dh, auth, time_zone)
    select e.endpoint, 'webpush',
      json_build_object('endpoint', e.endpoint, 'keys', json_build_object('p256dh', ${p256dh}::text, 'auth', ${auth}::text))::text,
      ${p256dh}, ${auth}, 'UTC'
    from (
      select ${service.base}::text
        || case when floor(n * ${HANGING_SHARE}::float8) > floor((n - 1) * ${HANGING_SHARE}::float8) then 'hang' else 'ok' end
        || '/' || n as endpoint
      from generate_series(1, ${DEVICES}::int) n
    ) e`);
  await db.execute(sql`
    insert into reminders (subscription_id, hour, minute, time_zone, title, body, next_fire_date, next_fire_at)
    select id, 0, 0, 'UTC', 'Bible Journey', 'Time to read', '2100-01-01', '2100-01-01T00:00:00Z' from push_subscriptions`);
  const result = await db.execute(
    sql`select count(*)::int as n from push_subscriptions where device_key like '%/hang/%'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Every reminder due at `due` (a minute's start, UTC), today's firing. Pre-claimed (the diagnostic
 * setups): every delivery already made, pending from `due`, and the reminders moved on to the
 * next day, as claimDueReminders would have left them; the job's turns only send.
 */
async function setDueMinute(db: Database['db'], due: Date, preclaimed: boolean): Promise<void> {
  await db.execute(sql`
    update reminders set hour = ${due.getUTCHours()}, minute = ${due.getUTCMinutes()},
      next_fire_date = ${due.toISOString().slice(0, 10)}::date, next_fire_at = ${due.toISOString()}::timestamptz`);
  if (!preclaimed) return;
  await db.execute(sql`
    insert into reminder_deliveries (subscription_id, local_date, status, next_attempt_at)
    select subscription_id, next_fire_date, 'pending', next_fire_at from reminders`);
  await db.execute(
    sql`update reminders set next_fire_date = next_fire_date + 1, next_fire_at = next_fire_at + interval '1 day'`,
  );
}

/** The start of the first minute at least 3 s ahead (time to set it before it comes). */
function nextMinute(): Date {
  const soon = Date.now() + 3_000;
  return new Date(Math.ceil(soon / 60_000) * 60_000);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** What became of the deliveries, from the database. */
async function deliveryStatus(db: Database['db']): Promise<string> {
  const result = await db.execute(
    sql`select status, count(*)::int as n, sum(attempts)::int as attempts from reminder_deliveries group by status order by status`,
  );
  const rows = (result as unknown as { rows: { status: string; n: number; attempts: number }[] }).rows;
  const left = await db.execute(sql`select count(*)::int as n from reminders where next_fire_at <= now()`);
  const unclaimed = (left as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return [...rows.map((row) => `${row.status} ${row.n} (${row.attempts} tries)`), `unclaimed ${unclaimed}`].join(', ');
}

const label = (setup: string, preclaimed: boolean) => (preclaimed ? `${setup}, pre-claimed (diagnostic)` : setup);

// ---- a run ----------------------------------------------------------------------------------------

interface Outcome {
  setup: string;
  hanging: number;
  due: number;
  startedAt: number;
  stoppedAt: number;
  arrivals: Map<string, number[]>;
  stats: WorkerStats[];
  deliveries: string;
}

/** Waits until every answering endpoint has a push, or the deadline; then one more interval. */
async function waitForDeliveries(service: PushService, answering: number, due: number): Promise<void> {
  const delivered = () => [...service.arrivals.keys()].filter((path) => path.startsWith('/ok/')).length;
  while (delivered() < answering && Date.now() < due + DEADLINE_MS) await sleep(250);
  await sleep(INTERVAL_MS + 1_000);
}

async function runPglite(service: PushService, preclaimed: boolean): Promise<Outcome> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-reminders-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await database.migrate();
    const hanging = await seed(database.db, service);
    const due = nextMinute();
    await setDueMinute(database.db, due, preclaimed);
    console.log(`${label('pglite', preclaimed)}: ${DEVICES} devices (${hanging} hanging) due at ${due.toISOString()}`);
    service.arrivals.clear();
    await sleep(due.getTime() - Date.now());
    const startedAt = Date.now();
    const job = startMeasuredJob({
      worker: 'pglite',
      db: database.db,
      pushHost: service.host,
      ca: service.ca,
      vapid: webpush.generateVAPIDKeys(),
      intervalMs: INTERVAL_MS,
    });
    await waitForDeliveries(service, DEVICES - hanging, due.getTime());
    const stats = await job.stop();
    const stoppedAt = Date.now();
    return {
      setup: label('pglite', preclaimed),
      hanging,
      due: due.getTime(),
      startedAt,
      stoppedAt,
      arrivals: new Map(service.arrivals),
      stats: [stats],
      deliveries: await deliveryStatus(database.db),
    };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A forked worker (reminder-worker.ts), answered once it has said 'ready'. */
function forkWorker(name: string, service: PushService, vapid: { publicKey: string; privateKey: string }) {
  const child: ChildProcess = fork(fileURLToPath(new URL('./reminder-worker.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_REMINDER_WORKER: '1',
      BENCH_WORKER: name,
      BENCH_DATABASE_URL: DATABASE_URL,
      BENCH_PUSH_HOST: service.host,
      BENCH_PUSH_CA: service.ca,
      BENCH_VAPID_PUBLIC: vapid.publicKey,
      BENCH_VAPID_PRIVATE: vapid.privateKey,
      BENCH_INTERVAL_MS: String(INTERVAL_MS),
    },
  });
  const message = (type: string) =>
    new Promise<{ type: string; stats?: WorkerStats }>((resolve, reject) => {
      const onMessage = (received: { type: string; stats?: WorkerStats }) => {
        if (received.type !== type) return;
        child.off('message', onMessage);
        resolve(received);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before '${type}'`)));
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ready: message('ready'),
    start: () => child.send({ type: 'start' }),
    async stop(): Promise<WorkerStats> {
      const answer = message('stats');
      child.send({ type: 'stop' });
      const { stats } = await answer;
      await exited;
      if (!stats) throw new Error(`${name} answered no figures`);
      return stats;
    },
    kill: () => child.kill(),
  };
}

async function runPostgres(service: PushService, preclaimed: boolean): Promise<Outcome> {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  await adminQuery(`drop database if exists "${name}" with (force)`);
  await adminQuery(`create database "${name}"`);
  const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL });
  const workers: ReturnType<typeof forkWorker>[] = [];
  try {
    await database.migrate();
    const hanging = await seed(database.db, service);
    const vapid = webpush.generateVAPIDKeys();
    for (let i = 1; i <= WORKERS; i++) workers.push(forkWorker(`postgres-${i}`, service, vapid));
    await Promise.all(workers.map((worker) => worker.ready));
    const due = nextMinute();
    await setDueMinute(database.db, due, preclaimed);
    console.log(
      `${label(`postgres, ${WORKERS} processes`, preclaimed)}: ${DEVICES} devices (${hanging} hanging) due at ${due.toISOString()}`,
    );
    service.arrivals.clear();
    await sleep(due.getTime() - Date.now());
    const startedAt = Date.now();
    for (const worker of workers) worker.start();
    await waitForDeliveries(service, DEVICES - hanging, due.getTime());
    const stats = await Promise.all(workers.map((worker) => worker.stop()));
    const stoppedAt = Date.now();
    return {
      setup: label(`postgres, ${WORKERS} processes`, preclaimed),
      hanging,
      due: due.getTime(),
      startedAt,
      stoppedAt,
      arrivals: new Map(service.arrivals),
      stats,
      deliveries: await deliveryStatus(database.db),
    };
  } finally {
    for (const worker of workers) worker.kill();
    await database.close();
    if (!KEEP) await adminQuery(`drop database if exists "${name}" with (force)`);
  }
}

// ---- figures --------------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);
const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);

function summarize(outcome: Outcome) {
  const answering = DEVICES - outcome.hanging;
  const delays: number[] = [];
  let duplicates = 0;
  let hangTries = 0;
  let lastArrival = outcome.startedAt;
  for (const [path, times] of outcome.arrivals) {
    if (path.startsWith('/hang/')) {
      hangTries += times.length;
      continue;
    }
    const first = Math.min(...times);
    delays.push(first - outcome.due);
    lastArrival = Math.max(lastArrival, first);
    if (times.length > 1) duplicates += 1;
  }
  delays.sort((a, b) => a - b);
  const within = delays.filter((delay) => delay <= GOAL_MS).length;
  const allDelivered = delays.length === answering;
  return {
    answering,
    delivered: delays.length,
    withinShare: within / answering,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    max: delays.at(-1) ?? Number.NaN,
    duplicates,
    hangTries,
    wallMs: allDelivered ? lastArrival - outcome.startedAt : Number.NaN,
    byTime: (ms: number) => delays.filter((delay) => delay <= ms).length,
  };
}

/** How the turns went: how many, how long, how many sent each; the first turns one by one. */
function describeTurns(outcome: Outcome): string[] {
  const lines: string[] = [];
  for (const { turns, pushes } of outcome.stats) {
    const worker = turns[0]?.worker ?? pushes.worker;
    const busy = turns.filter((turn) => turn.endedAt !== null && turn.counts);
    const durations = busy.map((turn) => (turn.endedAt as number) - turn.startedAt);
    const sent = busy.map((turn) => turn.counts?.sent ?? 0);
    const claims = busy.flatMap((turn) => (turn.firstPushAt === null ? [] : [turn.firstPushAt - turn.startedAt]));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const outcomes = Object.entries(pushes.byOutcome)
      .map(
        ([kind, f]) => `${kind} ${f.count} (mean ${(f.totalMs / f.count).toFixed(0)} ms, max ${f.maxMs.toFixed(0)} ms)`,
      )
      .join(', ');
    lines.push(
      `${worker}: ${turns.length} turns, ${busy.length} with deliveries (mean ${seconds(mean(durations))}, ` +
        `${mean(sent).toFixed(0)} sent each, first push ${seconds(mean(claims))} after the turn's start); ` +
        `pushes: ${outcomes}; at most ${pushes.maxInFlight} in flight`,
    );
    lines.push(
      `  first turns (start after the minute, duration, sent/retrying): ${busy
        .slice(0, 6)
        .map(
          (turn) =>
            `+${seconds(turn.startedAt - outcome.due)} ${seconds((turn.endedAt as number) - turn.startedAt)} ${turn.counts?.sent ?? 0}/${turn.counts?.retrying ?? 0}`,
        )
        .join('; ')}`,
    );
  }
  return lines;
}

// ---- main -----------------------------------------------------------------------------------------

const service = await startPushService();
const rows: string[][] = [];
const notes: string[] = [];
try {
  for (const setup of SETUPS) {
    const preclaimed = setup.endsWith('-preclaimed');
    const outcome = setup.startsWith('pglite')
      ? await runPglite(service, preclaimed)
      : await runPostgres(service, preclaimed);
    const s = summarize(outcome);
    rows.push([
      outcome.setup,
      String(DEVICES),
      String(outcome.hanging),
      `${s.delivered} / ${s.answering}`,
      `${(s.withinShare * 100).toFixed(1)} %`,
      seconds(s.p50),
      seconds(s.p95),
      seconds(s.max),
      String(s.duplicates),
      Number.isNaN(s.wallMs) ? `> ${seconds(outcome.stoppedAt - outcome.startedAt)} (deadline)` : seconds(s.wallMs),
      s.withinShare === 1 && s.duplicates === 0 ? 'met' : 'not met',
    ]);
    notes.push(
      `${outcome.setup}: delivered by 30 s ${s.byTime(30_000)}, 60 s ${s.byTime(60_000)}, 120 s ${s.byTime(120_000)}, ` +
        `300 s ${s.byTime(300_000)}; ${s.hangTries} pushes to hanging endpoints; deliveries: ${outcome.deliveries}`,
      ...describeTurns(outcome),
    );
    console.log(notes.slice(-1 - outcome.stats.length * 2).join('\n'));
  }
} finally {
  await service.close();
}

console.log(`\nJob interval ${INTERVAL_MS} ms, ${DEVICES} devices, ${HANGING_SHARE * 100} % hanging.\n`);
console.log(
  markdownTable(
    [
      'setup',
      'devices',
      'hanging',
      'delivered',
      'within 60 s',
      'p50 delay',
      'p95 delay',
      'max delay',
      'duplicates',
      'wall time',
      'goal',
    ],
    rows,
  ),
);
console.log(`\n${notes.join('\n')}`);
