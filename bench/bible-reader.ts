// The Bible reader's speed and weight (issue 5): `npm run bench:reader` (from the repo root).
// 1. Server, warm: GET /api/bible/kjv/john/3 from the local store (KJV imported with saveVersion)
//    and GET /api/bible/web/john/3 from the chapter cache (WEB served by a local fake of the Free
//    Use Bible API, fetched from it once), the app in this process on a temp PGlite, autocannon
//    in a child process as api.bench.ts does: 10 connections, 1 s warm-up + 5 s (BENCH_CONNECTIONS,
//    BENCH_DURATION).
// 2. Browser: time from the click on "Next chapter: …" to the new chapter's first verse painted,
//    in Debian's Chromium (CHROME_PATH) against the real server (apps/server/dist/main.js, PGlite
//    in a temp DATA_DIR, KJV imported through BIBLE_DIR) on a web build in a temp folder (or
//    `--dist <dir>` / BENCH_WEB_DIST). A day of 25 chapters of Genesis; moves alternate between the
//    chapter the reader prefetched (what readers get) and a cold one (that prefetch taken out of
//    the query cache, and the browser's HTTP cache off, before the click). First with KJV not
//    downloaded and online (from the server), then downloaded and offline after a reload (from
//    IndexedDB). BENCH_READER_MOVES (10) moves of each kind.
// 3. Size on the wire: every text of apps/server/assets/bible-texts (or BENCH_BIBLE_TEXTS) imported, then
//    GET /api/bible/{id} with accept-encoding gzip, 5 times each.
// Runs `tsc -b` first unless `--skip-tsc`; `--only server` or `--only browser` runs one half.
// Exits 1 when something answered wrongly (the figures would mean nothing).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { BibleChapter } from '@bible-journey/contract';
import { formatReadingRange } from '@bible-journey/core';
import {
  type BibleText,
  BibleTextSchema,
  buildApp,
  loadConfig,
  openDatabase,
  saveVersion,
} from '@bible-journey/server';
import { chromiumArgs } from '@bible-journey/test-support/chromium';
import { buildDevicePlan } from '@bible-journey/test-support/device';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { JWT_SECRET, type LoadShape, type Measured, measure, origin, stopLoader } from './api-harness.js';
import { startFakeFreeUse } from './fake-free-use.js';
import { chapterQuery, type MoveTiming, takeMoveTiming, watchNextMove } from './reader-in-page.js';
import { kib, markdownTable, median, repoRoot, startServer, stopServer, webBuild } from './web-shared.js';

const TEXTS_DIR =
  process.env.BENCH_BIBLE_TEXTS ?? fileURLToPath(new URL('../apps/server/assets/bible-texts/', import.meta.url));
const LOAD: LoadShape = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  warmupSeconds: 1,
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
};
const MOVES = Number(process.env.BENCH_READER_MOVES ?? 10);
const DOWNLOAD_REQUESTS = 5;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const invalid: string[] = [];

function check(condition: boolean, problem: string): void {
  if (!condition) invalid.push(problem);
}

function readText(id: string): BibleText {
  const json = gunzipSync(readFileSync(join(TEXTS_DIR, `${id}.json.gz`))).toString('utf8');
  return BibleTextSchema.parse(JSON.parse(json));
}

/** Nearest rank: the smallest value with at least `share` of the values at or below it. */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] as number;
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

// ---- 1 and 3: the server in this process -------------------------------------------------------

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

/** GET with node:http, which leaves the body as it came over the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function getChapter(url: string): Promise<{ chapter: BibleChapter; ms: number }> {
  const answer = await rawGet(url, { accept: 'application/json' });
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.body.toString('utf8')}`);
  return { chapter: JSON.parse(answer.body.toString('utf8')) as BibleChapter, ms: answer.ms };
}

interface ServerRow {
  what: string;
  path: string;
  result: Measured;
}

interface SizeRow {
  id: string;
  language: string;
  fileBytes: number;
  jsonBytes: number;
  wireBytes: number;
  requestMs: number[];
  importMs: number;
}

async function serverBench(): Promise<{ rows: ServerRow[]; firstRemoteMs: number; sizes: SizeRow[] }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-reader-pglite-'));
  const web = readText('web');
  const fake = await startFakeFreeUse(web, 'engwebp', 'eng');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    const importMs = new Map<string, number>();
    const importText = async (id: string) => {
      const started = performance.now();
      await saveVersion(database.db, readText(id));
      importMs.set(id, performance.now() - started);
    };
    await importText('kjv');
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET, FREE_USE_BIBLE_URL: fake.origin }),
      webDistDir: null,
    };
    const app = await buildApp({ database, config });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = origin(app.server);
    try {
      const kjvPath = '/api/bible/kjv/john/3';
      const webPath = '/api/bible/web/john/3';
      // John is book 43 (index 42) in both texts.
      const local = await getChapter(`${url}${kjvPath}`);
      check(local.chapter.verses[15]?.text === readText('kjv').books[42]?.chapters[2]?.[15], 'KJV John 3:16 differs');
      const first = await getChapter(`${url}${webPath}`);
      const again = await getChapter(`${url}${webPath}`);
      check(first.chapter.verses[15]?.text === web.books[42]?.chapters[2]?.[15], 'WEB John 3:16 differs');
      check(JSON.stringify(again.chapter) === JSON.stringify(first.chapter), 'WEB John 3 changed once cached');
      check(fake.chapterRequests.length === 1, `the fake provider was asked ${fake.chapterRequests.length} times`);
      console.log(`server: KJV John 3 from the store, WEB John 3 from the provider once (${ms(first.ms)} ms)`);

      const rows: ServerRow[] = [];
      for (const [what, path] of [
        ['local store (KJV imported)', kjvPath],
        ['provider cache (WEB via freeUse)', webPath],
      ] as const) {
        console.log(`server: GET ${path} (${LOAD.connections} connections, ${LOAD.durationSeconds} s)…`);
        const result = await measure({ url, headers: {}, request: { method: 'GET', path } }, LOAD);
        check(result.non2xx === 0, `GET ${path}: ${result.non2xx} of ${result.total} answers were not 2xx`);
        rows.push({ what, path, result });
      }
      check(fake.chapterRequests.length === 1, 'the load reached the provider: the chapter cache was bypassed');

      const ids = readdirSync(TEXTS_DIR)
        .filter((name) => name.endsWith('.json.gz'))
        .map((name) => name.slice(0, -'.json.gz'.length))
        .sort();
      const sizes: SizeRow[] = [];
      for (const id of ids) {
        if (!importMs.has(id)) await importText(id);
        const text = readText(id);
        const answers: RawAnswer[] = [];
        for (let request = 0; request < DOWNLOAD_REQUESTS; request++) {
          answers.push(await rawGet(`${url}/api/bible/${id}`, { 'accept-encoding': 'gzip, deflate, br' }));
        }
        const [answer] = answers as [RawAnswer];
        check(answer.status === 200, `GET /api/bible/${id}: ${answer.status}`);
        check(answer.headers['content-encoding'] === 'gzip', `GET /api/bible/${id} is not gzip on the wire`);
        const json = gunzipSync(answer.body);
        const download = JSON.parse(json.toString('utf8')) as { version: { id: string }; books: unknown[] };
        check(download.version.id === id && download.books.length === 66, `GET /api/bible/${id} is not ${id}`);
        sizes.push({
          id,
          language: text.language,
          fileBytes: readFileSync(join(TEXTS_DIR, `${id}.json.gz`)).length,
          jsonBytes: json.length,
          wireBytes: answer.body.length,
          requestMs: answers.map((each) => each.ms),
          importMs: importMs.get(id) ?? Number.NaN,
        });
        console.log(`sizes: ${id} ${kib(answer.body.length)} on the wire`);
      }
      return { rows, firstRemoteMs: first.ms, sizes };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// ---- 2: the reader in Chromium ----------------------------------------------------------------

interface MoveRow {
  source: string;
  variant: 'prefetched' | 'cold';
  timings: MoveTiming[];
}

// Genesis over two days from today: today reads Genesis 1-25.
const plan = buildDevicePlan({
  readDays: 0,
  trackDelays: false,
  startedDaysAgo: 0,
  length: 2,
  endReading: { bookIndex: 0, chapter: 50 },
});
const today = plan.planv2[0];

async function openTodaysReading(page: Page, kjv: BibleText): Promise<void> {
  if (!today) throw new Error('the plan has no day');
  const range = formatReadingRange(today.readingStart, today.readingEnd, 'en');
  await page.getByRole('button', { name: `Read now: ${range}` }).click();
  const reader = page.getByRole('dialog', { name: range });
  await reader.getByText(kjv.books[0]?.chapters[0]?.[0] ?? '?').waitFor();
  await reader.getByRole('button', { name: 'Bible version: KJV' }).waitFor();
}

async function waitForQuery(page: Page, key: unknown[], state: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  let now = await page.evaluate(chapterQuery, { key, remove: false });
  while (now !== state) {
    if (Date.now() > deadline) throw new Error(`${key.join('/')} stayed ${now} in the query cache`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    now = await page.evaluate(chapterQuery, { key, remove: false });
  }
}

/** Moves through today's chapters from Genesis 1, alternating a prefetched and a cold next chapter. */
async function moveThroughChapters(page: Page, kjv: BibleText, source: string): Promise<MoveRow[]> {
  const chapters = today?.readingDetails.length ?? 0;
  if (chapters < 2 * MOVES + 1)
    throw new Error(`${2 * MOVES} moves need ${2 * MOVES + 1} chapters; today has ${chapters}`);
  const rows: MoveRow[] = [
    { source, variant: 'prefetched', timings: [] },
    { source, variant: 'cold', timings: [] },
  ];
  for (let move = 0; move < 2 * MOVES; move++) {
    const chapter = move + 2;
    const key = ['bible', 'chapter', 'kjv', 'genesis', chapter];
    // The reader prefetches the next chapter once this one shows: let that finish, as while reading.
    await waitForQuery(page, key, 'success');
    const row = rows[move % 2] as MoveRow;
    if (row.variant === 'cold') {
      const state = await page.evaluate(chapterQuery, { key, remove: true });
      check(state === 'absent', `Genesis ${chapter}: still ${state} in the query cache after removal`);
    }
    await page.evaluate(watchNextMove, {
      title: `Genesis ${chapter}`,
      verse: kjv.books[0]?.chapters[chapter - 1]?.[0] ?? '?',
    });
    await page.getByRole('button', { name: `Next chapter: Genesis ${chapter}`, exact: true }).click();
    row.timings.push(await page.evaluate(takeMoveTiming));
  }
  return rows;
}

async function browserBench(args: string[]): Promise<{ rows: MoveRow[]; downloadMs: number; chrome: string }> {
  const cleanup: (() => Promise<unknown> | unknown)[] = [];
  try {
    const kjv = readText('kjv');
    const { dir: webDist, built } = await webBuild(args);
    if (built) cleanup.unshift(() => rm(webDist, { recursive: true, force: true }));
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-reader-data-'));
    cleanup.unshift(() => rm(dataDir, { recursive: true, force: true }));
    const bibleDir = join(dataDir, 'bible-texts');
    await mkdir(bibleDir);
    await copyFile(join(TEXTS_DIR, 'kjv.json.gz'), join(bibleDir, 'kjv.json.gz'));
    const started = await startServer(webDist, dataDir, { BIBLE_DIR: bibleDir });
    cleanup.unshift(() => stopServer(started.server));

    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromiumArgs });
    cleanup.unshift(() => browser.close());
    const context: BrowserContext = await browser.newContext({
      baseURL: started.origin,
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    // tsx names the functions it compiles with a __name helper; the ones run in the page need it there too.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await context.addInitScript((planJson: string) => {
      const { localStorage } = globalThis as unknown as {
        localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
      };
      if (localStorage.getItem('planv2') === null) localStorage.setItem('planv2', planJson);
    }, JSON.stringify(plan));
    const page = await context.newPage();
    await page.goto('/plan');
    await page.getByRole('status').filter({ hasText: 'Ready to work offline' }).waitFor({ timeout: 60_000 });
    // A first install controls only the pages loaded after it; reading offline needs the worker.
    const controlled = () =>
      page.evaluate(async () => {
        const { navigator } = globalThis as unknown as {
          navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
        };
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller !== null;
      });
    if (!(await controlled())) await page.reload();
    check(await controlled(), 'the service worker does not control the page');

    // Online, KJV not on the device: every chapter comes from the server (HTTP cache off, so the
    // cold moves reach it; the prefetched ones are in the query cache anyway).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const chapterRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/bible/kjv/')) chapterRequests.push(path);
    });
    await openTodaysReading(page, kjv);
    const rows = await moveThroughChapters(page, kjv, 'server (KJV not downloaded, online)');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    // Each chapter was prefetched once; the cold ones were asked again after the click.
    const asked = (chapter: number) => chapterRequests.filter((path) => path === `/api/bible/kjv/genesis/${chapter}`);
    for (let move = 0; move < 2 * MOVES; move++) {
      const times = asked(move + 2).length;
      check(times === (move % 2 === 0 ? 1 : 2), `Genesis ${move + 2} was requested ${times} times online`);
    }

    const reader = page.getByRole('dialog');
    await reader.getByRole('button', { name: 'Bible version: KJV' }).click();
    const downloadStarted = performance.now();
    await reader.getByRole('button', { name: 'Download KJV to read offline' }).click();
    await reader
      .getByRole('button', { name: 'KJV downloaded. Remove it from this device' })
      .waitFor({ timeout: 60_000 });
    const downloadMs = performance.now() - downloadStarted;
    await reader.getByRole('button', { name: 'Bible version: KJV' }).click();
    await reader.getByRole('button', { name: 'Close the reader' }).click();
    await reader.waitFor({ state: 'hidden' });

    // Offline after a reload: an empty query cache, and IndexedDB the only place KJV can come from.
    await context.setOffline(true);
    await page.reload();
    chapterRequests.length = 0;
    await openTodaysReading(page, kjv);
    rows.push(...(await moveThroughChapters(page, kjv, 'IndexedDB (KJV downloaded, offline)')));
    check(chapterRequests.length === 0, `offline, the reader asked the network for ${chapterRequests.length} chapters`);
    await context.setOffline(false);
    return { rows, downloadMs, chrome: browser.version() };
  } finally {
    for (const step of cleanup) await step();
  }
}

// ---- report -----------------------------------------------------------------------------------

function reportServer({ rows, firstRemoteMs, sizes }: Awaited<ReturnType<typeof serverBench>>): void {
  console.log(
    `\nServer, warm (app in this process, PGlite; autocannon ${LOAD.connections} connections, ` +
      `${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s):\n`,
  );
  console.log(
    markdownTable(
      ['endpoint', 'served from', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'requests'],
      rows.map(({ what, path, result }) => [
        `GET ${path}`,
        what,
        result.requestsPerSecond.toFixed(0),
        String(result.p50Ms),
        String(result.p99Ms),
        result.cpuUsPerRequest.toFixed(0),
        String(result.total),
      ]),
      [2, 3, 4, 5, 6],
    ),
  );
  console.log(
    `\nWEB John 3 the first time (fetched from the local fake provider, then cached): ${ms(firstRemoteMs)} ms`,
  );
  console.log(`\nDownloads: GET /api/bible/{id}, accept-encoding gzip, ${DOWNLOAD_REQUESTS} requests each:\n`);
  console.log(
    markdownTable(
      [
        'version',
        'language',
        'JSON',
        'gzip on the wire',
        'wire / JSON',
        'request median',
        'request max',
        'import',
        'file .json.gz',
      ],
      sizes.map((row) => [
        row.id,
        row.language,
        kib(row.jsonBytes),
        kib(row.wireBytes),
        `${((100 * row.wireBytes) / row.jsonBytes).toFixed(1)} %`,
        `${ms(median(row.requestMs))} ms`,
        `${ms(Math.max(...row.requestMs))} ms`,
        `${(row.importMs / 1000).toFixed(1)} s`,
        kib(row.fileBytes),
      ]),
      [2, 3, 4, 5, 6, 7, 8],
    ),
  );
}

function reportBrowser({ rows, downloadMs, chrome }: Awaited<ReturnType<typeof browserBench>>): void {
  console.log(
    `\nReader in ${chrome}, headless, 1280×800: click on "Next chapter" → first verse painted (in the DOM):\n`,
  );
  console.log(
    markdownTable(
      ['chapter from', 'next chapter', 'moves', 'median ms', 'p90 ms', 'max ms', 'DOM median ms'],
      rows.map(({ source, variant, timings }) => {
        const painted = timings.map((timing) => timing.painted);
        return [
          source,
          variant === 'prefetched' ? 'prefetched (what readers get)' : 'cold (prefetch removed)',
          String(timings.length),
          ms(median(painted)),
          ms(percentile(painted, 0.9)),
          ms(Math.max(...painted)),
          ms(median(timings.map((timing) => timing.dom))),
        ];
      }),
      [2, 3, 4, 5, 6],
    ),
  );
  console.log(
    `\nDownloading KJV in the reader (GET, then 1189 chapters into IndexedDB): ${(downloadMs / 1000).toFixed(1)} s`,
  );
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  if (!args.includes('--skip-tsc')) {
    execFileSync(join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-b'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const started = performance.now();
  console.log(
    `Bible reader bench, node ${process.version}, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  const server = only === 'browser' ? null : await serverBench();
  stopLoader();
  const browser = only === 'server' ? null : await browserBench(args);
  if (server) reportServer(server);
  if (browser) reportBrowser(browser);
  console.log(
    `\nTook ${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  for (const problem of invalid) console.error(`invalid run: ${problem}`);
  return invalid.length > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error('bible reader bench failed:', error);
  process.exitCode = 1;
} finally {
  stopLoader();
}
