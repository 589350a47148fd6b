// The bare baseline for api.bench.ts: node:http and plain SQL on the same database client the app
// uses (the PGlite instance, or the same pg Pool), with no framework, no auth and no validation.
// It does the same database work as the app's routes and answers the same JSON.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What PGlite (`db.query`) and a pg Pool (`pool.query`) have in common. */
export interface SqlClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

interface PlanRow {
  id: string;
  plan_type: number;
  reading_order: string;
  chapters_per_day: number;
  quantity_of_days: number;
  blocked_week_days: number[];
  should_track_delays: boolean;
  delays: number;
  revision: number;
  updated_at: Date;
}

interface DayRow {
  id: string;
  position: number;
  date: string;
  read: boolean;
  read_changed_at: Date | null;
  reading_start: unknown;
  reading_end: unknown;
  reading_details: unknown;
}

const PLAN_SQL =
  'SELECT id, plan_type, reading_order, chapters_per_day, quantity_of_days, blocked_week_days, ' +
  'should_track_delays, delays, revision, updated_at FROM plans WHERE id = $1';
const DAY_COLUMNS =
  'id, position, date::text AS date, read, read_changed_at, reading_start, reading_end, reading_details';
const DAYS_SQL = `SELECT ${DAY_COLUMNS} FROM plan_days WHERE plan_id = $1 ORDER BY position`;
// The app's mark statement (modules/plans/marks-repository.ts), as plain SQL: the plan row locked,
// the day changed when the mark is newer, the plan's revision moved on.
const SET_READ_SQL = `
  with target as (
    select d.id as day_id, p.id as plan_id from plan_days d join plans p on p.id = d.plan_id
    where d.id = $2 for update of p
  ), changed as (
    update plan_days d set read = $1::boolean, read_changed_at = $3::timestamptz from target t
    where d.id = t.day_id and (d.read_changed_at is null or d.read_changed_at < $3::timestamptz
      or (d.read_changed_at = $3::timestamptz and $1::boolean and not d.read))
    returning d.id, d.read, d.read_changed_at
  ), bumped as (
    update plans p set revision = p.revision + 1, updated_at = now()
    from changed c join target t on t.day_id = c.id where p.id = t.plan_id
    returning p.id, p.revision, p.updated_at
  )
  select t.plan_id, d.id, d.position, d.date::text as date, coalesce(c.read, d.read) as read,
    case when c.id is null then d.read_changed_at else c.read_changed_at end as read_changed_at,
    d.reading_start, d.reading_end, d.reading_details,
    coalesce(b.revision, p.revision) as revision, coalesce(b.updated_at, p.updated_at) as updated_at,
    c.id is not null as applied
  from target t join plan_days d on d.id = t.day_id join plans p on p.id = t.plan_id
  left join changed c on c.id = t.day_id left join bumped b on b.id = t.plan_id`;

interface MarkedRow extends DayRow {
  plan_id: string;
  revision: number;
  updated_at: Date;
  applied: boolean;
}

// Same keys in the same order as the app's presenter, so both answer the same bytes.
const presentDay = (day: DayRow) => ({
  id: day.id,
  _id: day.position,
  date: day.date,
  read: day.read,
  readChangedAt: day.read_changed_at === null ? null : new Date(day.read_changed_at).toISOString(),
  readingStart: day.reading_start,
  readingEnd: day.reading_end,
  readingDetails: day.reading_details,
});

const presentPlan = (plan: PlanRow, days: DayRow[]) => ({
  _id: plan.id,
  readingCalendar: days.map(presentDay),
  shouldTrackDelays: plan.should_track_delays,
  blockedWeekDays: plan.blocked_week_days,
  type: plan.plan_type,
  planType: plan.plan_type,
  chaptersPerDay: plan.chapters_per_day,
  quantityOfDays: plan.quantity_of_days,
  readingOrder: plan.reading_order,
  delays: plan.delays,
  updatedAt: plan.updated_at.toISOString(),
  revision: plan.revision,
});

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** GET's database work and answer: the plan row and its days in order; undefined when no such plan. */
export async function planAnswer(client: SqlClient, planId: string): Promise<unknown> {
  const { rows: plans } = await client.query<PlanRow>(PLAN_SQL, [planId]);
  const plan = plans[0];
  if (!plan) return undefined;
  const { rows: days } = await client.query<DayRow>(DAYS_SQL, [planId]);
  return { plans: [presentPlan(plan, days)] };
}

/** PUT's database work and answer: the app's one mark statement; undefined when no such day. */
export async function dayReadAnswer(client: SqlClient, dayId: string, read: boolean): Promise<unknown> {
  const { rows } = await client.query<MarkedRow>(SET_READ_SQL, [read, dayId, new Date().toISOString()]);
  const day = rows[0];
  if (!day) return undefined;
  return {
    day: presentDay(day),
    planId: day.plan_id,
    revision: day.revision,
    updatedAt: new Date(day.updated_at).toISOString(),
    applied: day.applied,
  };
}

async function handle(client: SqlClient, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  let answer: unknown;
  if (req.method === 'GET' && url.startsWith('/plan/')) {
    answer = await planAnswer(client, url.slice('/plan/'.length));
  } else if (req.method === 'PUT' && url.startsWith('/day/')) {
    const { read } = (await readJson(req)) as { read: boolean };
    answer = await dayReadAnswer(client, url.slice('/day/'.length), read);
  }
  if (answer === undefined) send(res, 404, { error: 'Not Found' });
  else send(res, 200, answer);
}

/** Starts the baseline on 127.0.0.1 on a free port; returns the server and its base URL. */
export async function startBaselineServer(client: SqlClient): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    handle(client, req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: String(error) });
      else res.destroy();
    });
  });
  // Fastify's keep-alive timeout (Node's default is 5 s), so idle connections live as long on both.
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}
