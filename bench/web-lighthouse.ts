// Budget: Lighthouse 12, mobile profile, on /new and /plan: performance 0.95 or more,
// accessibility 1.0 (best practices and SEO printed for information).
// `npm run bench:lighthouse` (from the repo root): `tsc -b`, a web build in a temp folder (or
// `--dist <dir>` / BENCH_WEB_DIST), then the real server (apps/server/dist/main.js, PGlite in a temp
// DATA_DIR) on a free port (or BENCH_PORT), and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Each page is run BENCH_LIGHTHOUSE_RUNS times (3), each time as a first visit: the origin's storage,
// service workers and the HTTP cache are cleared first; /plan then gets a one-year plan written
// into local storage ('planv2', built with @bible-journey/core as the app does) and Lighthouse
// keeps it (disableStorageReset). Default config = mobile form factor, simulated slow 4G and 4x
// CPU slowdown. Medians are printed with the failing audits of the median run; the JSON reports
// go to a temp folder (printed). Exits 1 when a budget is missed. `--origin <url>` audits a server
// that is already running instead (nothing is built or started then).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  buildReadingCalendar,
  DEFAULT_PLAN,
  defaultReadingRange,
  storeLocalPlan,
  todayIso,
} from '@bible-journey/core';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { markdownTable, median, repoRoot, startServer, stopServer, webBuild } from './web-shared.js';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Debian's Chromium on a closed network: no sandbox (root), no GPU, and no calls home.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET = { performance: 0.95, accessibility: 1 } as const;

interface Page {
  path: string;
  /** Written into local storage before the run (key → JSON text). */
  storage?: () => Record<string, string>;
}

/** A whole Bible over a year from today, on the device only, as the plan form stores it. */
function devicePlan(): Record<string, string> {
  const today = todayIso();
  const { start, end } = defaultReadingRange('traditional');
  const days = buildReadingCalendar({
    planType: 0,
    readingOrder: 'traditional',
    startDate: today,
    endDate: addDays(today, 364),
    startReading: start,
    endReading: end,
  });
  const settings = { ...DEFAULT_PLAN, blockedWeekDays: [], quantityOfDays: days.length };
  return { planv2: JSON.stringify(storeLocalPlan(days, settings, null, new Date().toISOString())) };
}

const PAGES: Page[] = [{ path: '/new' }, { path: '/plan', storage: devicePlan }];

// ---- one Lighthouse run ----------------------------------------------------------------------

/** A first visit: nothing cached or stored for the origin, then the device's data, if any. */
async function prepareOrigin(browser: Browser, origin: string, page: Page): Promise<void> {
  const tab = await browser.newPage();
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    const storage = page.storage?.();
    if (!storage) return;
    await tab.goto(`${origin}/api/health`);
    // Runs in the page (bench has no DOM types).
    await tab.evaluate((entries: [string, string][]) => {
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(storage));
  } finally {
    await tab.close();
  }
}

/** One Lighthouse run in a fresh tab; a run Lighthouse itself gives up on (NO_NAVSTART …) is retried twice. */
async function audit(browser: Browser, origin: string, page: Page): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    await prepareOrigin(browser, origin, page);
    const tab = await browser.newPage();
    try {
      const flags: Flags = {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: true,
      };
      const result = await lighthouse(`${origin}${page.path}`, flags, undefined, tab);
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        const problem = `${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
        if (attempt >= 3) throw new Error(problem);
        console.warn(`${problem}: running it again`);
        continue;
      }
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== page.path) throw new Error(`${page.path} ended on ${landed}: the page did not render as intended`);
      return lhr;
    } finally {
      await tab.close();
    }
  }
}

// ---- report ----------------------------------------------------------------------------------

const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
  ['total-byte-weight', 'bytes', 'KiB'],
  ['mainthread-work-breakdown', 'main thread', 'ms'],
] as const;

const score = (lhr: Result, category: string) => lhr.categories[category]?.score ?? Number.NaN;
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function formatMetric(value: number, unit: string): string {
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'KiB') return `${(value / 1024).toFixed(0)} KiB`;
  return value.toFixed(3);
}

/** Script and stylesheet bytes on the wire (as served: the server may or may not compress). */
function transferred(lhr: Result, resourceType: string): number {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === resourceType)?.transferSize ?? Number.NaN;
}

/** What keeps each category of the run below 1: the audits that failed, with their figures. */
function findings(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    const refs = lhr.categories[category]?.auditRefs ?? [];
    for (const ref of refs) {
      const result = lhr.audits[ref.id];
      if (!result || result.score === null) continue;
      const mode = result.scoreDisplayMode;
      if (mode === 'notApplicable' || mode === 'manual' || mode === 'informative') continue;
      const threshold = category === 'performance' && mode === 'metricSavings' ? 1 : 0.9;
      if (result.score >= threshold) continue;
      // Tables and lists carry an array of rows; a checklist (insights) an object of named checks.
      type Row = { node?: { snippet?: string; selector?: string }; url?: string } | null;
      const items = (result.details as { items?: unknown } | undefined)?.items;
      const examples = Array.isArray(items)
        ? (items as Row[])
            .slice(0, 3)
            .map((item) => item?.node?.snippet ?? item?.node?.selector ?? item?.url)
            .filter(Boolean)
        : Object.values((items ?? {}) as Record<string, { label?: string; value?: unknown }>)
            .filter((check) => check.value === false)
            .map((check) => `not passed: ${check.label}`);
      const savings = result.metricSavings
        ? Object.entries(result.metricSavings)
            .filter(([, value]) => typeof value === 'number' && value > 0)
            .map(([metric, value]) => `${metric} −${Math.round(value as number)}${metric === 'CLS' ? '' : ' ms'}`)
        : [];
      const weight = ref.weight > 0 ? ` weight ${ref.weight}` : '';
      lines.push(
        `  [${category}] ${ref.id} (score ${result.score.toFixed(2)}${weight}): ${result.title}` +
          `${result.displayValue ? ` — ${result.displayValue}` : ''}` +
          `${savings.length > 0 ? ` — savings ${savings.join(', ')}` : ''}` +
          `${examples.length > 0 ? `\n      e.g. ${examples.join('\n           ')}` : ''}`,
      );
    }
  }
  return lines;
}

// ---- main ------------------------------------------------------------------------------------

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const cleanup: (() => Promise<unknown> | unknown)[] = [];
  let failed = false;
  try {
    let origin = option(args, '--origin');
    if (!origin) {
      if (!args.includes('--skip-tsc')) {
        execFileSync(join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-b'], { cwd: repoRoot, stdio: 'inherit' });
      }
      const { dir: webDist, built } = await webBuild(args);
      if (built && !args.includes('--keep')) cleanup.unshift(() => rm(webDist, { recursive: true, force: true }));
      const dataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-data-'));
      cleanup.unshift(() => rm(dataDir, { recursive: true, force: true }));
      const started = await startServer(webDist, dataDir);
      cleanup.unshift(() => stopServer(started.server));
      origin = started.origin;
    }
    const reportsDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-reports-'));
    console.log(`auditing ${origin}; JSON reports go to ${reportsDir}`);
    const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    cleanup.unshift(() => chrome.kill());
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    cleanup.unshift(() => browser.disconnect());
    const chromeVersion = await browser.version();
    const rows: string[][] = [];
    const notes: string[] = [];
    let lighthouseVersion = '';
    for (const page of PAGES) {
      const runs: Result[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const lhr = await audit(browser, origin, page);
        lighthouseVersion = lhr.lighthouseVersion;
        const file = join(reportsDir, `${page.path.slice(1) || 'home'}-${run}.json`);
        await writeFile(file, JSON.stringify(lhr));
        const scores = CATEGORIES.map((category) => `${category} ${score(lhr, category).toFixed(2)}`).join(', ');
        console.log(`${page.path} run ${run}/${RUNS}: ${scores}`);
        runs.push(lhr);
      }
      const medianOf = (value: (lhr: Result) => number) => median(runs.map(value));
      const performance = medianOf((lhr) => score(lhr, 'performance'));
      const accessibility = medianOf((lhr) => score(lhr, 'accessibility'));
      const passes = performance >= BUDGET.performance && accessibility >= BUDGET.accessibility;
      if (!passes) failed = true;
      rows.push([
        page.path,
        ...CATEGORIES.map((category) => medianOf((lhr) => score(lhr, category)).toFixed(2)),
        ...METRICS.map(([id, , unit]) =>
          formatMetric(
            medianOf((lhr) => numeric(lhr, id)),
            unit,
          ),
        ),
        `${(medianOf((lhr) => transferred(lhr, 'script')) / 1024).toFixed(0)} / ${(medianOf((lhr) => transferred(lhr, 'stylesheet')) / 1024).toFixed(0)} KiB`,
        medianOf((lhr) => lhr.environment.benchmarkIndex).toFixed(0),
        passes ? 'within budget' : 'MISSED',
      ]);
      // The run with the median performance score explains the figures.
      const typical = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
        Math.floor(runs.length / 2)
      ] as Result;
      const typicalFindings = findings(typical);
      notes.push(
        `${page.path} — audits below par in the median run:\n${typicalFindings.length > 0 ? typicalFindings.join('\n') : '  none'}`,
      );
      for (const warning of typical.runWarnings) notes.push(`${page.path} — Lighthouse warning: ${warning}`);
    }
    console.log(
      `\nLighthouse ${lighthouseVersion}, ${chromeVersion}, mobile (simulated throttling), median of ${RUNS} runs:\n`,
    );
    console.log(
      markdownTable(
        [
          'page',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          ...METRICS.map(([, label]) => label),
          'JS / CSS sent',
          'CPU index',
          'result',
        ],
        rows,
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
      ),
    );
    console.log(`\nbudget: performance ≥ ${BUDGET.performance}, accessibility ≥ ${BUDGET.accessibility}`);
    console.log(
      "CPU index: Lighthouse's benchmarkIndex of this machine during the runs (higher = faster; the\n" +
        'simulated timings scale the measured main-thread work, so a busy machine lowers the scores)\n',
    );
    console.log(notes.join('\n\n'));
    console.log(`\nJSON reports: ${reportsDir}`);
  } finally {
    for (const step of cleanup) await step();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
