// `npm test`: every test, stage by stage — the build, each Vitest project, the core again in
// another time zone, then each end-to-end project — each stage timed. Every stage runs even when
// one before it failed, so one run shows all that is wrong; the exit code is the first failure's.
// The report (stage times, the ten slowest test files, tests that passed only on a retry) is
// printed at the end; under .ci/run, which times its own stages too, .ci/run prints it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printReport, recordStage, reportDir } from './test-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ownReport = !process.env.TEST_REPORT_DIR;
if (ownReport) {
  process.env.TEST_REPORT_DIR = join(root, 'test-reports');
  rmSync(process.env.TEST_REPORT_DIR, { recursive: true, force: true });
}
mkdirSync(reportDir(), { recursive: true });

const vitest = (projects, env = {}, report = projects) => ({
  command: 'npx',
  args: [
    'vitest',
    'run',
    ...projects.split(' ').flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reportDir(), `vitest-${report}.json`)}`,
  ],
  env,
});
// The e2e projects' servers start from one data folder, prepared by the first (e2e/support/global-setup.ts).
const e2eDataTemplate = join(tmpdir(), `bj-e2e-template-run-${process.pid}`);
const e2e = (project) => ({
  command: 'npx',
  args: ['playwright', 'test', '--project', project],
  cwd: join(root, 'e2e'),
  env: { E2E_REPORT_FILE: join(reportDir(), `e2e-${project}.json`), E2E_DATA_TEMPLATE: e2eDataTemplate },
});

const stages = [
  ['build', { command: 'npm', args: ['run', 'build'] }],
  ['vitest core', vitest('core')],
  ['vitest core (TZ=Pacific/Auckland)', vitest('core', { TZ: 'Pacific/Auckland' }, 'core-auckland')],
  ['vitest contract', vitest('contract')],
  ['vitest web', vitest('web')],
  ['vitest server', vitest('server')],
  ['e2e phone', e2e('phone')],
  ['e2e desktop', e2e('desktop')],
];

let exitCode = 0;
for (const [name, { command, args, cwd = root, env = {} }] of stages) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const code = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  recordStage(name, (Date.now() - started) / 1000, code);
  if (code !== 0) {
    exitCode ||= code;
    // Nothing can be tested without a build.
    if (name === 'build') break;
  }
}

rmSync(e2eDataTemplate, { recursive: true, force: true });
if (ownReport) printReport();
process.exit(exitCode);
