import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { type Plan, PlansResponseSchema } from '@bible-journey/contract';
import {
  applyStructuralChange,
  type BuildInput,
  type ChapterRef,
  chapterKeyOf,
  type DeviceSyncStore,
  dayIndexHolding,
  type LocalPlanV2,
  localFromServer,
  markDay,
  type PendingChange,
  type PlanOperation,
  queueStructuralChange,
  rebuildKeepingProgress,
  type StructuralChange,
  toPlanBody,
  weekDayOf,
} from '@bible-journey/core';
import { syncPlan } from '@bible-journey/core/device-sync';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { createPlanTransport, NetworkError, type PlanTransportOptions } from '../../test/plan-transport.js';
import { useServerSuite } from '../../test/suite.js';

type Method = 'GET' | 'POST' | 'PUT';
type Day = Plan['readingCalendar'][number];

/** A plan by dates (type 0), January 2027: what the edits below move and block. */
const JANUARY: BuildInput = {
  planType: 0,
  readingOrder: 'traditional',
  startDate: '2027-01-01',
  endDate: '2027-01-30',
  startReading: { bookIndex: 39, chapter: 1 },
  endReading: { bookIndex: 65, chapter: 22 },
};
const EDITS: Partial<BuildInput>[] = [
  { endDate: '2027-01-22' },
  { endDate: '2027-02-12' },
  { blockedWeekDays: [0] },
  { endDate: '2027-01-26', blockedWeekDays: [0, 6] },
];
/** A whole-Bible plan of 120 days: room for 100 ticks on random days. */
const LONG_PLAN = buildPlanBody({
  planType: 2,
  quantityOfDays: 120,
  startReading: { bookIndex: 0, chapter: 1 },
  endReading: { bookIndex: 65, chapter: 22 },
});
/** The whole Bible over 2027, one day a date: the biggest plan an ordinary person keeps. */
const YEAR_PLAN = buildPlanBody({
  planType: 0,
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  startReading: { bookIndex: 0, chapter: 1 },
  endReading: { bookIndex: 65, chapter: 22 },
});

let lastInstant = 0;
/**
 * A strictly increasing clock for the times of ticks, never ahead of the server's (a time ahead
 * would count as the server's now, and two ticks could swap order).
 */
async function instant(): Promise<string> {
  let now = Date.now();
  while (now <= lastInstant) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    now = Date.now();
  }
  lastInstant = now;
  return new Date(now).toISOString();
}

/** A small seeded generator, so a failing race can be run again as it was. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const editOf = (plan: LocalPlanV2, edit: Partial<BuildInput>): StructuralChange => {
  const input = { ...JANUARY, ...edit };
  return {
    kind: 'edit',
    input,
    settings: {
      blockedWeekDays: input.blockedWeekDays ?? [],
      planType: input.planType,
      chaptersPerDay: plan.chaptersPerDay,
      quantityOfDays: plan.quantityOfDays,
      readingOrder: input.readingOrder,
      trackDelays: plan.trackDelays,
    },
  };
};

/** What a device and the server must agree on: each day's id, place, chapters and mark. */
const daysOf = (days: readonly (Day | LocalPlanV2['planv2'][number])[]) =>
  days.map((day) => ({
    id: day.id,
    _id: day._id,
    date: day.date,
    read: day.read,
    readChangedAt: day.readChangedAt ?? null,
    readingDetails: day.readingDetails,
  }));

/** A tick someone made on a device: the day is named by its first chapter, as the operation names it. */
interface Tick {
  chapter: ChapterRef;
  read: boolean;
  at: string;
}

/** What a device keeps in memory, written through to its persisted text (the web app's local storage). */
interface Persisted {
  plan: string;
  outbox: string;
  pending: string;
}

function memoryStore(persisted: Persisted): DeviceSyncStore {
  let plan = JSON.parse(persisted.plan) as LocalPlanV2 | null;
  let outbox = JSON.parse(persisted.outbox) as PlanOperation[];
  let pending = JSON.parse(persisted.pending) as PendingChange | null;
  return {
    getPlan: () => plan,
    setPlan(next) {
      plan = next;
      persisted.plan = JSON.stringify(next);
    },
    getOutbox: () => outbox,
    setOutbox(next) {
      outbox = next;
      persisted.outbox = JSON.stringify(next);
    },
    getPendingChange: () => pending,
    setPendingChange(next) {
      pending = next;
      persisted.pending = JSON.stringify(next);
    },
  };
}

/** One signed-in device: its store, its transport to the real app, and what a person does on it. */
function createDevice(app: FastifyInstance, token: string, options: PlanTransportOptions = {}) {
  const persisted: Persisted = { plan: 'null', outbox: '[]', pending: 'null' };
  let store = memoryStore(persisted);
  const transport = createPlanTransport(app, token, options);
  const syncOptions = { newOpId: randomUUID, now: () => new Date().toISOString() };
  return {
    transport,
    link: transport.link,
    get store() {
      return store;
    },
    plan: () => store.getPlan() as LocalPlanV2,
    /** One sync round (core syncPlan), its calls numbered from 0. */
    sync() {
      transport.link.calls = 0;
      return syncPlan(store, transport, syncOptions);
    },
    /** The page reloads: a new store from what was persisted. */
    reload() {
      store = memoryStore(persisted);
    },
    /** The person ticks (or unticks) the day at this position; `read` defaults to flipping it. */
    async tick(position: number, read?: boolean): Promise<Tick> {
      const plan = store.getPlan() as LocalPlanV2;
      const day = plan.planv2[position % plan.planv2.length] as LocalPlanV2['planv2'][number];
      const tick = {
        chapter: { ...(day.readingDetails[0] as ChapterRef) },
        read: read ?? !day.read,
        at: await instant(),
      };
      const marked = markDay(plan, store.getOutbox(), day._id, tick.read, tick.at, randomUUID());
      store.setPlan(marked.plan);
      store.setOutbox(marked.outbox);
      return tick;
    },
    /** The person edits the plan: made at once on the device, kept as a pending change until the server takes it. */
    edit(edit: Partial<BuildInput>) {
      const plan = store.getPlan() as LocalPlanV2;
      const change = editOf(plan, edit);
      store.setPlan(applyStructuralChange(plan, change, new Date().toISOString()));
      store.setPendingChange(queueStructuralChange(store.getPendingChange(), plan.planId as string, change));
    },
  };
}
type Device = ReturnType<typeof createDevice>;

/** Each device's copy is the server's, with nothing left to send. */
function expectInSync(devices: readonly Device[], server: Plan) {
  devices.forEach((device, index) => {
    const plan = device.plan();
    expect(plan.planId, `device ${index}`).toBe(server._id);
    expect(daysOf(plan.planv2), `device ${index}`).toEqual(daysOf(server.readingCalendar));
    expect(device.store.getOutbox(), `device ${index}`).toEqual([]);
    expect(device.store.getPendingChange(), `device ${index}`).toBeNull();
  });
}

describe.each(testDatabases)('plan sync on $name', (kind) => {
  const { app } = useServerSuite(kind);

  const request = (token: string | null, method: Method, url: string, payload?: unknown, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(token === null ? {} : bearer(token)), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function signedIn() {
    const session = await registerUser(app);
    const call = (method: Method, url: string, payload?: unknown, headers = {}) =>
      request(session.token, method, url, payload, headers);
    /** Another device of the same person: a session of its own. */
    const signInAgain = async (): Promise<string> => {
      const answer = await request(null, 'POST', '/api/auth/authenticate', {
        email: session.user.email,
        password: session.password,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().token as string;
    };
    const plans = async (): Promise<Plan[]> => {
      const answer = await call('GET', '/api/plan');
      expect(answer.statusCode, answer.body).toBe(200);
      return PlansResponseSchema.parse(answer.json()).plans;
    };
    const create = async (body: unknown = buildPlanBody()): Promise<Plan> => {
      const answer = await call('POST', '/api/plan', body);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().plan as Plan;
    };
    return { token: session.token, call, signInAgain, plans, create };
  }

  /** The positions of a plan's read days. */
  const readPositions = (days: readonly { _id: number; read: boolean }[]) =>
    days.filter((day) => day.read).map((day) => day._id);

  describe('the reported bug: two devices, two ticks', () => {
    it('a whole-plan write from a copy older than another device’s tick gets 409; after syncing, both marks are on the server and on both devices', async () => {
      const { token, call, signInAgain, plans, create } = await signedIn();
      const created = await create();
      const a = createDevice(app, token);
      const b = createDevice(app, await signInAgain());
      expect(await a.sync()).toEqual({ kind: 'synced' });
      expect(await b.sync()).toEqual({ kind: 'synced' });
      const readBefore = a.plan().revision as number;

      const onB = await b.tick(3, true);
      await b.sync();
      expect(b.store.getOutbox()).toEqual([]);
      const onA = await a.tick(1, true);

      // A writes its whole plan (day 1 read, day 3 not) with the revision it read before B's tick.
      const stale = await call('PUT', `/api/plan/${created._id}`, { ...toPlanBody(a.plan()), revision: readBefore });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: expect.any(String),
        revision: readBefore + 1,
      });
      const [afterConflict] = await plans();
      expect(readPositions(afterConflict?.readingCalendar ?? [])).toEqual([3]);

      expect(await a.sync()).toEqual({ kind: 'synced' });
      expect(await b.sync()).toEqual({ kind: 'synced' });
      const [server] = (await plans()) as [Plan];
      expect(readPositions(server.readingCalendar)).toEqual([1, 3]);
      expect(server.readingCalendar[1]?.readChangedAt).toBe(onA.at);
      expect(server.readingCalendar[3]?.readChangedAt).toBe(onB.at);
      expectInSync([a, b], server);
    });

    it('a whole-plan write of the seed’s client (no revision, every day unread) loses no acknowledged mark, nor one still on its way', async () => {
      const { token, call, signInAgain, plans, create } = await signedIn();
      const body = buildPlanBody();
      const created = await create(body);
      const a = createDevice(app, token);
      const b = createDevice(app, await signInAgain());
      await a.sync();
      await b.sync();
      const onB = await b.tick(3, true);
      await b.sync();
      const onA = await a.tick(1, true);
      await a.sync();
      expect([...a.store.getOutbox(), ...b.store.getOutbox()]).toEqual([]);
      const waiting = await a.tick(5, true);

      // The seed's client writes the plan it holds: the same days, none read, no revision.
      const seed = await call('PUT', `/api/plan/${created._id}`, body);
      expect(seed.statusCode, seed.body).toBe(200);
      const saved = seed.json().plan as Plan;
      expect(readPositions(saved.readingCalendar)).toEqual([1, 3]);
      // Nothing about the days moved: same ids, same times of the marks.
      expect(saved.readingCalendar.map((day) => day.id)).toEqual(created.readingCalendar.map((day) => day.id));
      expect(saved.readingCalendar[1]?.readChangedAt).toBe(onA.at);
      expect(saved.readingCalendar[3]?.readChangedAt).toBe(onB.at);

      await a.sync();
      await b.sync();
      const [server] = (await plans()) as [Plan];
      expect(readPositions(server.readingCalendar)).toEqual([1, 3, 5]);
      expect(server.readingCalendar[5]?.readChangedAt).toBe(waiting.at);
      expectInSync([a, b], server);
    });
  });

  it('a raw race: 100 acknowledged ticks from two devices on random days, in parallel with whole-plan writes with and without a stale revision — every tick that was the latest change to its day shows', async () => {
    const seed = 20_270_101;
    const random = seededRandom(seed);
    const { token, signInAgain, plans, create } = await signedIn();
    const tokens = [token, await signInAgain()] as const;
    const created = await create(LONG_PLAN);
    const days = created.readingCalendar;
    // One tick first, so the plan's first revision is stale for the whole race.
    const first = { dayId: days[0]?.id as string, read: true, at: await instant() };
    expect((await request(token, 'PUT', `/api/day-reading/complete/${first.dayId}`, first)).statusCode).toBe(200);

    // Four in five tick, one unticks; the few days picked twice or more make "the latest" matter.
    const ticks: { dayId: string; read: boolean; at: string; token: string }[] = [];
    for (let i = 0; i < 100; i++) {
      const day = days[Math.floor(random() * days.length)] as Day;
      ticks.push({
        dayId: day.id,
        read: random() < 0.8,
        at: await instant(),
        token: i % 2 === 0 ? tokens[0] : tokens[1],
      });
    }
    const sendTick = async (tick: (typeof ticks)[number]) => {
      const answer = await request(tick.token, 'PUT', `/api/day-reading/complete/${tick.dayId}`, {
        read: tick.read,
        at: tick.at,
      });
      return { what: `tick at ${tick.at}`, status: answer.statusCode, body: answer.body, expected: 200, tick };
    };
    // They go out shuffled: an older tick may well arrive after a newer one.
    const shuffled = [...ticks].sort(() => random() - 0.5);
    const answers: { what: string; status: number; body: string; expected: number; tick?: (typeof ticks)[number] }[] =
      [];
    for (let round = 0; round < 10; round++) {
      // Each round the whole plan is written twice (as the seed's client does: no revision, every day
      // unread; and from a copy based on the first revision) while ten ticks arrive.
      const writes = [
        request(tokens[0], 'PUT', `/api/plan/${created._id}`, LONG_PLAN).then((answer) => ({
          what: `seed write ${round}`,
          status: answer.statusCode,
          body: answer.body,
          expected: 200,
        })),
        request(tokens[1], 'PUT', `/api/plan/${created._id}`, { ...LONG_PLAN, revision: created.revision }).then(
          (answer) => ({ what: `stale write ${round}`, status: answer.statusCode, body: answer.body, expected: 409 }),
        ),
      ];
      await new Promise((resolve) => setTimeout(resolve, round % 4));
      const marks = shuffled.slice(round * 10, round * 10 + 10).map(sendTick);
      answers.push(...(await Promise.all([...writes, ...marks])));
    }
    for (const answer of answers) {
      expect(answer.status, `${answer.what} (seed ${seed}): ${answer.body}`).toBe(answer.expected);
    }

    // Each day shows its latest acknowledged change; the others were never changed.
    const latest = new Map<string, { read: boolean; at: string }>([[first.dayId, first]]);
    for (const { tick } of answers) {
      const known = tick && latest.get(tick.dayId);
      if (tick && (!known || known.at < tick.at)) latest.set(tick.dayId, tick);
    }
    const [stored] = (await plans()) as [Plan];
    expect(stored.readingCalendar.map((day) => day.id)).toEqual(days.map((day) => day.id));
    const shown = stored.readingCalendar.map((day) => ({ day: day._id, read: day.read, at: day.readChangedAt }));
    const wanted = days.map((day) => {
      const change = latest.get(day.id);
      return { day: day._id, read: change?.read ?? false, at: change?.at ?? null };
    });
    expect(shown, `seed ${seed}`).toEqual(wanted);
  });

  describe('the latest change to a day wins, whatever order the changes arrive in', () => {
    it('an older change arriving later does not undo a newer one (either way round)', async () => {
      const { call, plans, create } = await signedIn();
      const { readingCalendar: days } = await create();
      const [older, newer] = [await instant(), await instant()];
      const mark = (day: Day, read: boolean, at: string) =>
        call('PUT', `/api/day-reading/complete/${day.id}`, { read, at });

      const one = days[1] as Day;
      expect((await mark(one, true, newer)).json()).toMatchObject({ applied: true, day: { read: true } });
      const late = await mark(one, false, older);
      expect(late.statusCode).toBe(200);
      expect(late.json()).toMatchObject({ applied: false, day: { id: one.id, read: true, readChangedAt: newer } });

      const two = days[2] as Day;
      await mark(two, false, newer);
      expect((await mark(two, true, older)).json()).toMatchObject({ applied: false, day: { read: false } });

      const [stored] = (await plans()) as [Plan];
      expect(stored.readingCalendar[1]).toMatchObject({ read: true, readChangedAt: newer });
      expect(stored.readingCalendar[2]).toMatchObject({ read: false, readChangedAt: newer });
    });

    it('two changes at the same instant: read wins, in either order', async () => {
      const { call, plans, create } = await signedIn();
      const { readingCalendar: days } = await create();
      const at = await instant();
      const mark = (day: Day, read: boolean) => call('PUT', `/api/day-reading/complete/${day.id}`, { read, at });
      const [one, two] = [days[1] as Day, days[2] as Day];
      await mark(one, false);
      expect((await mark(one, true)).json()).toMatchObject({ applied: true, day: { read: true } });
      await mark(two, true);
      expect((await mark(two, false)).json()).toMatchObject({ applied: false, day: { read: true } });
      // The same mark again changes nothing (a resent tick whose answer was lost).
      expect((await mark(two, true)).json()).toMatchObject({ applied: false, day: { read: true } });
      const [stored] = (await plans()) as [Plan];
      expect(readPositions(stored.readingCalendar)).toEqual([1, 2]);
    });

    it('a time in the future counts as now: another device can still change the day right after', async () => {
      const { call, plans, create } = await signedIn();
      const day = (await create()).readingCalendar[4] as Day;
      const before = Date.now();
      const ahead = await call('PUT', `/api/day-reading/complete/${day.id}`, {
        read: true,
        at: '2999-01-01T00:00:00Z',
      });
      expect(ahead.json()).toMatchObject({ applied: true, day: { read: true } });
      const stamped = Date.parse(ahead.json().day.readChangedAt);
      expect(stamped).toBeGreaterThanOrEqual(before);
      expect(stamped).toBeLessThanOrEqual(Date.now());

      const other = await call('PUT', `/api/day-reading/complete/${day.id}`, { read: false, at: await instant() });
      expect(other.json()).toMatchObject({ applied: true, day: { read: false } });
      const [stored] = (await plans()) as [Plan];
      expect(stored.readingCalendar[4]?.read).toBe(false);
    });
  });

  it('an edit keeps progress: read days keep ids, dates and marks; unchanged days keep ids; a tick for a retired day lands on the day now holding its first chapter', async () => {
    const { call, plans, create } = await signedIn();
    const created = await create(buildPlanBody(JANUARY));
    const mark = (dayId: string, read: boolean, at: string) =>
      call('PUT', `/api/day-reading/complete/${dayId}`, { read, at });
    for (const position of [0, 3, 8]) {
      expect((await mark(created.readingCalendar[position]?.id as string, true, await instant())).statusCode).toBe(200);
    }
    // A tick made on a device that is offline, before the edit; it is sent after.
    const offlineTick = await instant();
    const [stored] = (await plans()) as [Plan];

    const input: BuildInput = { ...JANUARY, endDate: '2027-02-12', blockedWeekDays: [0] };
    const local = localFromServer(stored);
    const edited = rebuildKeepingProgress(local.planv2, input);
    const saved = await call('PUT', `/api/plan/${stored._id}`, {
      ...toPlanBody({ ...local, planv2: edited, blockedWeekDays: [0] }),
      revision: stored.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().plan as Plan;
    expect(after.blockedWeekDays).toEqual([0]);

    const detailsKey = (day: { readingDetails: ChapterRef[] }) => day.readingDetails.map(chapterKeyOf).join(',');
    const before = new Map(stored.readingCalendar.map((day) => [detailsKey(day), day]));
    for (const day of stored.readingCalendar.filter((candidate) => candidate.read)) {
      const kept = after.readingCalendar.find((candidate) => candidate.id === day.id);
      expect(kept, `read day ${day._id}`).toMatchObject({
        date: day.date,
        read: true,
        readChangedAt: day.readChangedAt,
        readingDetails: day.readingDetails,
      });
    }
    const oldIds = new Set(stored.readingCalendar.map((day) => day.id));
    for (const day of after.readingCalendar) {
      const same = before.get(detailsKey(day));
      if (same) expect(day.id, `day ${day._id}`).toBe(same.id);
      else {
        expect(oldIds.has(day.id), `day ${day._id} is new`).toBe(false);
        // Not stamped with the edit's time: that would outrank a tick made before it, still on its way.
        expect(day.read, `day ${day._id}`).toBe(false);
        if (day.readChangedAt !== null) expect(Date.parse(day.readChangedAt)).toBeLessThan(Date.parse(offlineTick));
      }
    }
    // Sundays are blocked now: only a day read before the edit may keep one.
    expect(after.readingCalendar.filter((day) => !day.read && weekDayOf(day.date) === 0)).toEqual([]);
    const retired = stored.readingCalendar.filter((day) => !after.readingCalendar.some((d) => d.id === day.id));
    expect(retired.length).toBeGreaterThan(2);

    // The offline device's tick, made before the edit, for a day the edit retired.
    const holding = dayIndexHolding(after.readingCalendar);
    const [gone, goneLater] = retired as [Day, Day];
    const landed = await mark(gone.id, true, offlineTick);
    expect(landed.statusCode, landed.body).toBe(200);
    const target = after.readingCalendar[holding(gone.readingDetails[0] as ChapterRef)] as Day;
    expect(landed.json()).toMatchObject({
      applied: true,
      planId: stored._id,
      day: { id: target.id, _id: target._id, read: true, readChangedAt: offlineTick },
    });
    // And one made after the edit on a device that hasn't seen it.
    const laterTick = await instant();
    const landedLater = await mark(goneLater.id, true, laterTick);
    const laterTarget = after.readingCalendar[holding(goneLater.readingDetails[0] as ChapterRef)] as Day;
    expect(landedLater.json()).toMatchObject({
      applied: true,
      day: { id: laterTarget.id, read: true, readChangedAt: laterTick },
    });
    // A tick naming the chapter it was made on lands on the day holding that chapter, even when
    // the device's copy had merged it into a day that the edit removed (not its first chapter).
    const split = retired.find(
      (day, index) =>
        index > 1 && holding(day.readingDetails.at(-1) as ChapterRef) !== holding(day.readingDetails[0] as ChapterRef),
    );
    expect(split, 'the edit spreads some removed day over two days').toBeDefined();
    const lastChapter = split?.readingDetails.at(-1) as ChapterRef;
    const named = await call('PUT', `/api/day-reading/complete/${split?.id}`, {
      read: true,
      at: await instant(),
      chapter: lastChapter,
    });
    expect(named.json().day.id).toBe(after.readingCalendar[holding(lastChapter)]?.id);
    const [final] = (await plans()) as [Plan];
    expect(final.readingCalendar.map((day) => day.id)).toEqual(after.readingCalendar.map((day) => day.id));
    expect(final.readingCalendar.find((day) => day.id === target.id)?.read).toBe(true);
    expect(final.readingCalendar.find((day) => day.id === laterTarget.id)?.read).toBe(true);
  });

  it('interleavings of 2-3 devices running core syncPlan against the real server (ticks, offline, lost answers, reloads, edits) lose no tick', async () => {
    const device = (count: number) => fc.nat(count - 1);
    const step = (count: number, withEdits: boolean) =>
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc.record({ kind: fc.constant('tick' as const), device: device(count), position: fc.nat(29) }),
        },
        {
          weight: 5,
          arbitrary: fc.record({
            kind: fc.constant('sync' as const),
            device: device(count),
            fault: fc.option(
              fc.record({ atCall: fc.nat(5), mode: fc.constantFrom('network' as const, 'lostAnswer' as const) }),
              { nil: null },
            ),
            during: fc.option(
              fc.record({
                // Call 1 is a waiting edit's PUT, right after the round's GET: the likeliest 409.
                atCall: fc.constantFrom(0, 1, 1, 2, 3),
                device: device(count),
                action: fc.constantFrom('tick' as const, 'tickAndSync' as const),
                position: fc.nat(29),
              }),
              { nil: null },
            ),
          }),
        },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant('offline' as const), device: device(count) }) },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), device: device(count) }) },
        ...(withEdits
          ? [
              {
                weight: 3,
                arbitrary: fc.record({
                  kind: fc.constant('edit' as const),
                  device: device(count),
                  edit: fc.nat(EDITS.length - 1),
                }),
              },
              {
                // The reported bug's shape: an edit goes out while another device's tick lands in between.
                weight: 1,
                arbitrary: fc.record({
                  kind: fc.constant('editRace' as const),
                  device: device(count),
                  edit: fc.nat(EDITS.length - 1),
                  // Counted from the editing device: always another one.
                  other: fc.nat(count - 2),
                  position: fc.nat(29),
                }),
              },
            ]
          : []),
      );
    const scenario = fc
      .record({ devices: fc.integer({ min: 2, max: 3 }), withEdits: fc.boolean() })
      .chain(({ devices, withEdits }) =>
        fc.record({
          devices: fc.constant(devices),
          withEdits: fc.constant(withEdits),
          steps: fc.array(step(devices, withEdits), { minLength: 4, maxLength: 16 }),
        }),
      );

    await fc.assert(
      fc.asyncProperty(scenario, async ({ devices: count, withEdits, steps }) => {
        const { token, plans, create } = await signedIn();
        const created = await create(buildPlanBody(JANUARY));
        // Every shape the plan had on the server: which chapters ever shared a day.
        const shapes: Plan[] = [created];
        const devices = Array.from({ length: count }, () =>
          createDevice(app, token, { onPlanWritten: (plan) => shapes.push(plan) }),
        );
        for (const each of devices) expect(await each.sync()).toEqual({ kind: 'synced' });
        const ticks: Tick[] = [];

        const offlineOrLost = async (run: () => Promise<unknown>) => {
          try {
            await run();
          } catch (error) {
            if (!(error instanceof NetworkError)) throw error;
          }
        };
        for (const action of steps) {
          const actor = devices[action.device] as Device;
          if (action.kind === 'tick') ticks.push(await actor.tick(action.position));
          else if (action.kind === 'offline') actor.link.online = !actor.link.online;
          else if (action.kind === 'reload') actor.reload();
          else if (action.kind === 'edit') actor.edit(EDITS[action.edit] as Partial<BuildInput>);
          else if (action.kind === 'editRace') {
            actor.edit(EDITS[action.edit] as Partial<BuildInput>);
            const other = devices[(action.device + 1 + action.other) % count] as Device;
            actor.link.beforeCall = async (call) => {
              if (call !== 1) return;
              ticks.push(await other.tick(action.position));
              await offlineOrLost(() => other.sync());
            };
            await offlineOrLost(() => actor.sync());
            actor.link.beforeCall = null;
          } else {
            const { during } = action;
            actor.link.fault = action.fault;
            actor.link.beforeCall = during
              ? async (call) => {
                  if (call !== during.atCall) return;
                  const other = devices[during.device] as Device;
                  // Someone ticks meanwhile (maybe on this very device), or ticks on another device
                  // that syncs: the plan moves on between this round's calls.
                  ticks.push(await other.tick(during.position));
                  if (during.action === 'tickAndSync' && other !== actor) await offlineOrLost(() => other.sync());
                }
              : null;
            await offlineOrLost(() => actor.sync());
            actor.link.fault = null;
            actor.link.beforeCall = null;
          }
        }

        for (const each of devices) each.link.online = true;
        for (let pass = 0; pass < 2; pass++) {
          for (const each of devices) expect(await each.sync()).toEqual({ kind: 'synced' });
        }
        const [server] = (await plans()) as [Plan];
        expect(server._id).toBe(created._id);
        expectInSync(devices, server);

        const holding = dayIndexHolding(server.readingCalendar);
        for (const tick of ticks) expect(holding(tick.chapter), chapterKeyOf(tick.chapter)).toBeGreaterThanOrEqual(0);
        if (!withEdits || shapes.length === 1) {
          // Days never changed shape: each shows exactly the latest tick made to it.
          const latest = new Map<number, Tick>();
          for (const tick of ticks) latest.set(holding(tick.chapter), tick);
          expect(server.readingCalendar.map((day) => ({ read: day.read, at: day.readChangedAt }))).toEqual(
            server.readingCalendar.map((_, index) => {
              const tick = latest.get(index);
              return { read: tick?.read ?? false, at: tick?.at ?? null };
            }),
          );
          return;
        }
        // Edits moved chapters between days. A read tick can only be outranked by a later untick of a
        // day that held its chapter; with none, the day now holding its chapter is read.
        const together = new Map<string, Set<string>>();
        for (const shape of shapes) {
          for (const day of shape.readingCalendar) {
            const keys = day.readingDetails.map(chapterKeyOf);
            for (const key of keys) {
              const set = together.get(key) ?? new Set<string>();
              for (const other of keys) set.add(other);
              together.set(key, set);
            }
          }
        }
        for (const tick of ticks.filter((candidate) => candidate.read)) {
          const neighbours = together.get(chapterKeyOf(tick.chapter)) ?? new Set();
          const outranked = ticks.some(
            (other) => !other.read && other.at > tick.at && neighbours.has(chapterKeyOf(other.chapter)),
          );
          if (outranked) continue;
          const day = server.readingCalendar[holding(tick.chapter)] as Day;
          expect(day.read, `read tick of ${chapterKeyOf(tick.chapter)} at ${tick.at} on day ${day._id}`).toBe(true);
        }
        // And nothing is read that no one ticked: a read day holds the chapter of a read tick.
        const tickedRead = new Set(ticks.filter((tick) => tick.read).map((tick) => chapterKeyOf(tick.chapter)));
        for (const day of server.readingCalendar.filter((candidate) => candidate.read)) {
          expect(
            day.readingDetails.some((ref) => tickedRead.has(chapterKeyOf(ref))),
            `day ${day._id}`,
          ).toBe(true);
        }
      }),
      { numRuns: 20 },
    );
  }, 240_000);

  describe('the seed’s client names a day by its position', () => {
    it('PUT /api/day-reading/complete/1 marks position 1 of the newest plan, or of `planId`; beyond the plan 404; "abc" 400', async () => {
      const { call, plans, create } = await signedIn();
      const older = await create();
      const newer = await create(buildPlanBody({ quantityOfDays: 10 }));
      const onNewest = await call('PUT', '/api/day-reading/complete/1', { read: true });
      expect(onNewest.statusCode, onNewest.body).toBe(200);
      expect(onNewest.json()).toMatchObject({ planId: newer._id, day: { id: newer.readingCalendar[1]?.id, _id: 1 } });
      const onOlder = await call('PUT', '/api/day-reading/complete/1', { read: true, planId: older._id });
      expect(onOlder.json()).toMatchObject({
        planId: older._id,
        day: { id: older.readingCalendar[1]?.id, read: true },
      });

      const before = await plans();
      expect(before.map((plan) => readPositions(plan.readingCalendar))).toEqual([[1], [1]]);
      const beyond = await call('PUT', `/api/day-reading/complete/${newer.readingCalendar.length}`, { read: true });
      expect(beyond.statusCode).toBe(404);
      const beyondOlder = await call('PUT', '/api/day-reading/complete/29', { read: true, planId: newer._id });
      expect(beyondOlder.statusCode).toBe(404);
      const word = await call('PUT', '/api/day-reading/complete/abc', { read: true });
      expect(word.statusCode).toBe(400);
      expect(word.json().message).toMatch(/params\.dayId/);
      expect(await plans()).toEqual(before);
    });
  });

  describe('GET /api/plan and its ETag', () => {
    it('304 with an empty body while nothing changed; 200 with a new tag after a tick, a delay switch, an edit, a new plan', async () => {
      const { call, create } = await signedIn();
      const plan = await create();
      const fetchWith = (tag?: string) => call('GET', '/api/plan', undefined, tag ? { 'if-none-match': tag } : {});
      const first = await fetchWith();
      let tag = first.headers.etag as string;
      expect(tag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const expectUnchanged = async () => {
        const again = await fetchWith(tag);
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers.etag).toBe(tag);
      };
      const expectChanged = async (what: string) => {
        const answer = await fetchWith(tag);
        expect(answer.statusCode, what).toBe(200);
        expect(answer.headers.etag, what).not.toBe(tag);
        tag = answer.headers.etag as string;
        await expectUnchanged();
      };
      await expectUnchanged();

      const day = plan.readingCalendar[2] as Day;
      const at = await instant();
      await call('PUT', `/api/day-reading/complete/${day.id}`, { read: true, at });
      await expectChanged('a tick');
      // A change that loses to the day's later one changes nothing: still 304.
      const lost = await call('PUT', `/api/day-reading/complete/${day.id}`, {
        read: false,
        at: '2020-01-01T00:00:00Z',
      });
      expect(lost.json().applied).toBe(false);
      await expectUnchanged();
      await call('PUT', `/api/plan/track-delays/${plan._id}`, { shouldTrackDelays: false });
      await expectChanged('a delay switch');
      await call('PUT', `/api/plan/register-update/${plan._id}`, { updatedAt: new Date().toISOString() });
      await expectChanged('a recorded update');
      const current = (await fetchWith()).json().plans[0] as Plan;
      const edit = await call('PUT', `/api/plan/${plan._id}`, {
        ...buildPlanBody({ quantityOfDays: 20 }),
        revision: current.revision,
      });
      expect(edit.statusCode).toBe(200);
      await expectChanged('an edit');
      await create();
      await expectChanged('a new plan');
    });

    it('a tag of another account never gets 304, nor the tag of an empty account', async () => {
      const owner = await signedIn();
      await owner.create();
      const tag = (await owner.call('GET', '/api/plan')).headers.etag as string;
      const other = await signedIn();
      const empty = await other.call('GET', '/api/plan', undefined, { 'if-none-match': tag });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ plans: [] });
      const emptyTag = empty.headers.etag as string;
      expect((await other.call('GET', '/api/plan', undefined, { 'if-none-match': emptyTag })).statusCode).toBe(200);
      await other.create();
      const theirs = await other.call('GET', '/api/plan', undefined, { 'if-none-match': tag });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().plans).toHaveLength(1);
    });

    it('a device that syncs again with nothing changed is answered 304 and keeps its plan', async () => {
      const { token, plans, create } = await signedIn();
      await create();
      const device = createDevice(app, token);
      await device.sync();
      const held = device.plan();
      expect(await device.sync()).toEqual({ kind: 'synced' });
      expect(device.transport.stats).toMatchObject({ full: 1, notModified: 1 });
      expect(device.plan()).toBe(held);
      // A tick waits in the outbox: the round's GET is still answered 304, then the tick goes out.
      await device.tick(0, true);
      await device.sync();
      expect(device.transport.stats).toMatchObject({ full: 1, notModified: 2 });
      // The tick moved the plan's revision: the next round gets it in full.
      expect(await device.sync()).toEqual({ kind: 'synced' });
      expect(device.transport.stats).toMatchObject({ full: 2, notModified: 2 });
      expectInSync([device], (await plans())[0] as Plan);
    });

    it('a 365-day whole-Bible plan: the 200 answer carries the whole plan (under 150 kB), the 304 answer no body at all', async () => {
      const { call, create } = await signedIn();
      const plan = await create(YEAR_PLAN);
      expect(plan.readingCalendar).toHaveLength(365);
      const full = await call('GET', '/api/plan');
      const notModified = await call('GET', '/api/plan', undefined, { 'if-none-match': full.headers.etag as string });
      const headerBytes = (answer: typeof full) =>
        Object.entries(answer.headers).reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0);
      const sizes = {
        fullBody: full.rawPayload.length,
        fullBodyGzip: gzipSync(full.rawPayload).length,
        fullHeaders: headerBytes(full),
        notModifiedBody: notModified.rawPayload.length,
        notModifiedHeaders: headerBytes(notModified),
      };
      console.log(`GET /api/plan of a 365-day plan, in bytes: ${JSON.stringify(sizes)}`);
      expect(notModified.statusCode).toBe(304);
      expect(sizes.notModifiedBody).toBe(0);
      expect(sizes.fullBody).toBeGreaterThan(50_000);
      expect(sizes.fullBody).toBeLessThan(150_000);
    });
  });

  it('keeps the 3 newest plans of 5 posted, and lists them oldest first', async () => {
    const { plans, create } = await signedIn();
    const posted: Plan[] = [];
    for (let i = 1; i <= 5; i++) posted.push(await create(buildPlanBody({ quantityOfDays: 10 + i })));
    const kept = await plans();
    expect(kept.map((plan) => plan._id)).toEqual(posted.slice(2).map((plan) => plan._id));
    expect(kept.map((plan) => plan.readingCalendar.length)).toEqual([13, 14, 15]);
  });

  describe('bad input', () => {
    it.each([
      ['a mark whose `at` is not a time', 'complete', { read: true, at: 'yesterday' }, /body\.at/],
      ['a mark without `read`', 'complete', { at: '2027-01-01T00:00:00Z' }, /body\.read/],
      ['a mark for a day named "1.5"', 'completePosition', { read: true }, /params\.dayId/],
      ['a mark with a `planId` that is no id', 'complete', { read: true, planId: 'newest' }, /body\.planId/],
      ['a whole-plan write based on revision -1', 'put', { revision: -1 }, /body\.revision/],
      [
        'a whole-plan write with `readChangedAt: "yesterday"`',
        'put',
        { day: { readChangedAt: 'yesterday' } },
        /body\.readingCalendar\.0\.readChangedAt/,
      ],
      [
        'a new plan with `readChangedAt: "yesterday"`',
        'post',
        { day: { readChangedAt: 'yesterday' } },
        /body\.readingCalendar\.0\.readChangedAt/,
      ],
    ] as const)(
      '%s gets a 400 that says what is wrong, and changes nothing',
      async (_label, route, change, message) => {
        const { call, plans, create } = await signedIn();
        const plan = await create();
        const before = await plans();
        const body = buildPlanBody();
        const withDay = (extra: object) => ({
          ...body,
          readingCalendar: body.readingCalendar.map((day, i) => (i === 0 ? { ...day, read: true, ...extra } : day)),
        });
        const answer =
          route === 'complete'
            ? await call('PUT', `/api/day-reading/complete/${plan.readingCalendar[0]?.id}`, change)
            : route === 'completePosition'
              ? await call('PUT', '/api/day-reading/complete/1.5', change)
              : route === 'put'
                ? await call(
                    'PUT',
                    `/api/plan/${plan._id}`,
                    'day' in change
                      ? { ...withDay(change.day), revision: plan.revision }
                      : { ...withDay({}), ...change },
                  )
                : await call('POST', '/api/plan', 'day' in change ? withDay(change.day) : body);
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: expect.stringMatching(message),
        });
        expect(await plans()).toEqual(before);
      },
    );

    it('every plan route answers 401 without a token, and changes nothing', async () => {
      const { plans, create } = await signedIn();
      const plan = await create();
      const before = await plans();
      const dayId = plan.readingCalendar[0]?.id as string;
      for (const [method, url, payload] of [
        ['GET', '/api/plan', undefined],
        ['POST', '/api/plan', buildPlanBody()],
        ['PUT', `/api/plan/${plan._id}`, { ...buildPlanBody(), revision: plan.revision }],
        ['PUT', `/api/plan/track-delays/${plan._id}`, { shouldTrackDelays: false }],
        ['PUT', `/api/plan/register-update/${plan._id}`, { updatedAt: new Date().toISOString() }],
        ['PUT', `/api/day-reading/complete/${dayId}`, { read: true }],
        ['PUT', '/api/day-reading/complete/1', { read: true }],
      ] as const) {
        const answer = await request(null, method, url, payload);
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
        expect(answer.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
      }
      expect(await plans()).toEqual(before);
    });
  });
});
