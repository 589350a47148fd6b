// The reminders' job as one server process runs it, for reminder-delivery.bench.ts: startReminderJob
// with a Web Push sender of its own, instrumented from the outside (the job's clock marks each turn's
// start, its logger each turn's end and counts, a wrapper around the sender each push's outcome and
// time). The bench runs it in its own process (PGlite) and forks this file twice for PostgreSQL:
//
//   BENCH_REMINDER_WORKER=1 node --import tsx reminder-worker.ts   (the bench sets the env below)
//
// A forked worker opens its pool and sender, says 'ready', starts the job on 'start', and on 'stop'
// stops it (the turn running ends first), closes everything and answers its figures ('stats').
import { performance } from 'node:perf_hooks';
import {
  createWebPushSender,
  type Database,
  openDatabase,
  pushServiceList,
  startReminderJob,
} from '@bible-journey/server';

type JobOptions = Parameters<typeof startReminderJob>[0];
type Sender = JobOptions['push'];

/** One turn of the job: when it started and ended (epoch ms), and what it sent. */
export interface TurnRecord {
  worker: string;
  startedAt: number;
  /** The turn's first push (what came before it: the claim, the first lease, composing). */
  firstPushAt: number | null;
  endedAt: number | null;
  counts: Record<string, number> | null;
  failed: boolean;
}

/** The pushes one sender made: how many per outcome, their time, the most in flight at once. */
export interface PushFigures {
  worker: string;
  byOutcome: Record<string, { count: number; totalMs: number; maxMs: number }>;
  maxInFlight: number;
}

export interface WorkerStats {
  turns: TurnRecord[];
  pushes: PushFigures;
}

/** A sender that counts what the real one does: outcome, duration, pushes in flight at once. */
function measuredSender(sender: Sender, figures: PushFigures, onSend: () => void): Sender {
  let inFlight = 0;
  return {
    async send(target, message) {
      onSend();
      inFlight += 1;
      figures.maxInFlight = Math.max(figures.maxInFlight, inFlight);
      const started = performance.now();
      try {
        const outcome = await sender.send(target, message);
        const ms = performance.now() - started;
        const entry = figures.byOutcome[outcome.kind] ?? { count: 0, totalMs: 0, maxMs: 0 };
        figures.byOutcome[outcome.kind] = entry;
        entry.count += 1;
        entry.totalMs += ms;
        entry.maxMs = Math.max(entry.maxMs, ms);
        return outcome;
      } finally {
        inFlight -= 1;
      }
    },
    close: () => sender.close(),
  };
}

export interface JobSettings {
  worker: string;
  db: Database['db'];
  pushHost: string;
  ca: string;
  vapid: { publicKey: string; privateKey: string };
  intervalMs: number;
}

/** Starts the job on `db` with a sender of its own; stop() stops it and answers its figures. */
export function startMeasuredJob(settings: JobSettings) {
  const turns: TurnRecord[] = [];
  const pushes: PushFigures = { worker: settings.worker, byOutcome: {}, maxInFlight: 0 };
  const sender = createWebPushSender({
    keys: settings.vapid,
    subject: 'mailto:bench@example.com',
    services: pushServiceList([settings.pushHost]),
    ca: settings.ca,
  });
  const turnEnded = (counts: Record<string, number> | null, failed: boolean) => {
    const turn = turns.at(-1);
    if (turn && turn.endedAt === null) Object.assign(turn, { endedAt: Date.now(), counts, failed });
  };
  const log = {
    info: (details: { reminders?: Record<string, number> }) => turnEnded(details.reminders ?? null, false),
    warn: (details: { err?: unknown }, message: string) => {
      turnEnded(null, true);
      console.warn(`[${settings.worker}] ${message}:`, details.err);
    },
  } as unknown as JobOptions['log'];
  const job = startReminderJob({
    db: settings.db,
    push: measuredSender(sender, pushes, () => {
      const turn = turns.at(-1);
      if (turn && turn.endedAt === null) turn.firstPushAt ??= Date.now();
    }),
    mail: {
      mailer: { send: async () => {}, close() {} } as unknown as JobOptions['mail']['mailer'],
      appUrl: 'https://journey.example',
    },
    log,
    intervalMs: settings.intervalMs,
    // The job reads its clock once per turn, at the turn's start.
    now: () => {
      const at = new Date();
      turns.push({
        worker: settings.worker,
        startedAt: at.getTime(),
        firstPushAt: null,
        endedAt: null,
        counts: null,
        failed: false,
      });
      return at;
    },
  });
  return {
    async stop(): Promise<WorkerStats> {
      await job.stop();
      sender.close();
      return { turns, pushes };
    },
  };
}

// ---- a forked worker (PostgreSQL) ---------------------------------------------------------------

async function main() {
  const env = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const send = (message: unknown) => process.send?.(message);
  const database = await openDatabase({ kind: 'postgres', url: env('BENCH_DATABASE_URL') });
  let job: ReturnType<typeof startMeasuredJob> | undefined;
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'start' && !job) {
      job = startMeasuredJob({
        worker: env('BENCH_WORKER'),
        db: database.db,
        pushHost: env('BENCH_PUSH_HOST'),
        ca: env('BENCH_PUSH_CA'),
        vapid: { publicKey: env('BENCH_VAPID_PUBLIC'), privateKey: env('BENCH_VAPID_PRIVATE') },
        intervalMs: Number(env('BENCH_INTERVAL_MS')),
      });
    } else if (message.type === 'stop') {
      const stats = await job?.stop();
      await database.close();
      send({ type: 'stats', stats });
      process.disconnect?.();
    }
  });
  send({ type: 'ready' });
}

if (process.env.BENCH_REMINDER_WORKER === '1') {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
