// Budget: the JavaScript and CSS a first visit to /plan loads, gzipped, at or under 150 KiB.
// `npm run bench:bundle` (from the repo root) builds the web app into a temp folder with Vite's
// manifest and adds up, per route:
//   - what index.html loads: its module script(s), modulepreloads and stylesheets (cross-checked
//     with the manifest's graph of the index.html entry: `imports` and `css`);
//   - the route's lazy page module and its static `imports` and `css` (the router loads them before
//     it renders the route); other routes are not loaded. The route modules' own dynamic imports
//     (dialogs, React.lazy widgets) are listed apart, not counted: they load on demand.
// Each file is counted once, gzipped at level 9 (brotli at quality 11 for information).
// `--dist <dir>` (or BENCH_WEB_DIST) measures an existing build made with `--manifest`.
// Exits 1 when /plan is over the budget. /new is printed for information.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { kib, markdownTable, webBuild } from './web-shared.js';

const BUDGET_BYTES = 150 * 1024;

/** The lazy page module of each measured route, as the manifest names it (see features/<f>/routes.tsx). */
const ROUTES: { path: string; page: string; budget?: number }[] = [
  { path: '/plan', page: 'src/features/plan-checklist/components/plan-checklist-page.tsx', budget: BUDGET_BYTES },
  { path: '/new', page: 'src/features/plan-creation/components/new-plan-page.tsx' },
];

/**
 * Dynamic imports every page awaits before its first render (src/main.tsx): the strings of the
 * visitor's language, English here (the chunks of the four languages weigh about the same).
 */
const STARTUP_MODULES = ['src/locales/bundle.en.ts'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Measured {
  file: string;
  from: 'index.html' | 'route';
  raw: number;
  gzip: number;
  brotli: number;
}

/** Files index.html itself asks for: module scripts, modulepreloads and stylesheets. */
function filesInHtml(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const url = tag.toLowerCase().startsWith('<script') ? attribute('src') : attribute('href');
    const rel = attribute('rel')?.toLowerCase();
    const isLoaded = tag.toLowerCase().startsWith('<script') || rel === 'stylesheet' || rel === 'modulepreload';
    if (url && isLoaded && /\.(m?js|css)(\?|$)/.test(url) && !/^[a-z]+:\/\//i.test(url))
      files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** The manifest keys of a chunk and (recursively) of its static imports. */
function staticKeys(manifest: Manifest, key: string, keys = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no ${key}`);
  if (keys.has(key)) return keys;
  keys.add(key);
  for (const imported of chunk.imports ?? []) staticKeys(manifest, imported, keys);
  return keys;
}

/** The files (JS and CSS) of a chunk and of its static imports. */
function staticGraph(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  for (const each of staticKeys(manifest, key)) {
    const chunk = manifest[each] as ManifestChunk;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

const measuredFiles = new Map<string, Promise<Omit<Measured, 'from'>>>();
function measureFile(dist: string, file: string): Promise<Omit<Measured, 'from'>> {
  let measured = measuredFiles.get(file);
  if (!measured) {
    measured = readFile(join(dist, file)).then((bytes) => ({
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length,
    }));
    measuredFiles.set(file, measured);
  }
  return measured;
}

async function main(): Promise<number> {
  const { dir, built } = await webBuild(process.argv.slice(2));
  try {
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      throw new Error(`${dir} has no .vite/manifest.json: build it with \`vite build --manifest\``);
    }
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
    if (!entryKey) throw new Error('the manifest has no index.html entry');

    const fromHtml = filesInHtml(html);
    const entryGraph = staticGraph(manifest, entryKey);
    const missing = [...entryGraph].filter((file) => !fromHtml.includes(file));
    if (missing.length > 0)
      console.warn(`warning: not named in index.html but in its static graph: ${missing.join(', ')}`);
    const startup = STARTUP_MODULES.flatMap((key) => {
      if (!manifest[key]) throw new Error(`the manifest has no ${key}: was it renamed? (see STARTUP_MODULES)`);
      return [...staticGraph(manifest, key)];
    });
    const initial = new Set([...fromHtml, ...entryGraph, ...startup]);

    let failed = false;
    const summary: string[][] = [];
    for (const route of ROUTES) {
      const routeFiles = [...staticGraph(manifest, route.page)].filter((file) => !initial.has(file));
      const rows: Measured[] = [
        ...(await Promise.all(
          [...initial].map(async (file) => ({ ...(await measureFile(dir, file)), from: 'index.html' as const })),
        )),
        ...(await Promise.all(
          routeFiles.map(async (file) => ({ ...(await measureFile(dir, file)), from: 'route' as const })),
        )),
      ];
      rows.sort((a, b) => b.gzip - a.gzip);
      const total = (key: 'raw' | 'gzip' | 'brotli', filter: (row: Measured) => boolean = () => true) =>
        rows.filter(filter).reduce((sum, row) => sum + row[key], 0);
      const isJs = (row: Measured) => /\.m?js$/.test(row.file);
      const isCss = (row: Measured) => row.file.endsWith('.css');

      console.log(
        `\n${route.path}: ${rows.length} files (${rows.filter(isJs).length} JS, ${rows.filter(isCss).length} CSS)\n`,
      );
      console.log(
        markdownTable(
          ['file', 'loaded by', 'raw', 'gzip -9', 'brotli'],
          [
            ...rows.map((row) => [row.file, row.from, kib(row.raw), kib(row.gzip), kib(row.brotli)]),
            ['**total JS**', '', kib(total('raw', isJs)), kib(total('gzip', isJs)), kib(total('brotli', isJs))],
            ['**total CSS**', '', kib(total('raw', isCss)), kib(total('gzip', isCss)), kib(total('brotli', isCss))],
            ['**total**', '', kib(total('raw')), `**${kib(total('gzip'))}**`, kib(total('brotli'))],
          ],
          [2, 3, 4],
        ),
      );
      // Loaded later, or right after the first render (React.lazy): listed, not counted.
      const counted = new Set([...initial, ...routeFiles]);
      const onDemand: string[][] = [];
      let onDemandGzip = 0;
      for (const key of staticKeys(manifest, route.page)) {
        for (const dynamic of manifest[key]?.dynamicImports ?? []) {
          const extra = [...staticGraph(manifest, dynamic)].filter((file) => !counted.has(file));
          const sizes = await Promise.all(extra.map((file) => measureFile(dir, file)));
          const gzipped = sizes.reduce((sum, size) => sum + size.gzip, 0);
          onDemandGzip += gzipped;
          for (const file of extra) counted.add(file);
          onDemand.push([dynamic, `${extra.length}`, kib(gzipped)]);
        }
      }
      if (onDemand.length > 0) {
        console.log(`\n${route.path}: dynamic imports of the route's modules (loaded on demand, not counted above):\n`);
        console.log(markdownTable(['module', 'new files', 'gzip -9'], onDemand, [1, 2]));
      }
      const gzip = total('gzip');
      const verdict =
        route.budget === undefined ? 'information' : gzip <= route.budget ? 'within budget' : 'OVER BUDGET';
      if (route.budget !== undefined && gzip > route.budget) failed = true;
      summary.push([
        route.path,
        kib(total('raw')),
        kib(gzip),
        kib(total('brotli')),
        onDemandGzip > 0 ? `+ ${kib(onDemandGzip)}` : '—',
        route.budget === undefined ? '—' : `≤ ${kib(route.budget)}`,
        verdict,
      ]);
    }
    console.log('\nJS + CSS loaded by a first visit:\n');
    console.log(
      markdownTable(
        ['route', 'raw', 'gzip -9', 'brotli', 'on demand (gzip)', 'budget (gzip)', 'result'],
        summary,
        [1, 2, 3, 4],
      ),
    );
    return failed ? 1 : 0;
  } finally {
    if (built && !process.argv.includes('--keep')) await rm(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
