// The time a test run took, where, and what only passed on a retry: stage times recorded by
// scripts/run-tests.mjs and .ci/run, and the JSON reports of Vitest and Playwright, in
// TEST_REPORT_DIR. Run as a script, it prints the report (`node scripts/test-report.mjs`).
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** A whole run past this is a warning: slow suites are noticed long before CI's 90-minute wall. */
const BUDGET_MINUTES = 40;

export const reportDir = () => process.env.TEST_REPORT_DIR ?? join(root, 'test-reports');
const stagesFile = () => join(reportDir(), 'stages.jsonl');

export function recordStage(name, seconds, exitCode) {
  appendFileSync(stagesFile(), `${JSON.stringify({ name, seconds, exitCode })}\n`);
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

function stages() {
  if (!existsSync(stagesFile())) return [];
  return readFileSync(stagesFile(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Each test file with its time: Vitest's per file, Playwright's summed over its tests per project. */
function fileTimes() {
  if (!existsSync(reportDir())) return [];
  const times = [];
  for (const name of readdirSync(reportDir())) {
    const report = readJson(join(reportDir(), name));
    if (!report) continue;
    if (name.startsWith('vitest-')) {
      const label = name.slice('vitest-'.length, -'.json'.length);
      for (const file of report.testResults ?? []) {
        times.push({
          file: `${relative(root, file.name)} (${label})`,
          seconds: (file.endTime - file.startTime) / 1000,
        });
      }
    } else if (name.startsWith('e2e-')) {
      const perFile = new Map();
      for (const { file, project, duration } of playwrightResults(report)) {
        const key = `e2e/tests/${file} (${project})`;
        perFile.set(key, (perFile.get(key) ?? 0) + duration / 1000);
      }
      for (const [file, seconds] of perFile) times.push({ file, seconds });
    }
  }
  return times.sort((a, b) => b.seconds - a.seconds);
}

/** Every result of every test in a Playwright JSON report, with its file, project and outcome. */
function* playwrightResults(report) {
  const walk = function* (suite, file) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          yield {
            file: spec.file ?? file,
            title: spec.title,
            project: test.projectName,
            status: test.status,
            duration: result.duration ?? 0,
            retry: result.retry ?? 0,
          };
        }
      }
    }
    for (const child of suite.suites ?? []) yield* walk(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) yield* walk(suite, suite.file);
}

/** Tests that failed first and passed on a retry (Playwright's "flaky"). */
function retried() {
  if (!existsSync(reportDir())) return [];
  const found = new Set();
  for (const name of readdirSync(reportDir()).filter((file) => file.startsWith('e2e-'))) {
    const report = readJson(join(reportDir(), name));
    if (!report) continue;
    for (const result of playwrightResults(report)) {
      if (result.status === 'flaky') found.add(`[${result.project}] e2e/tests/${result.file} › ${result.title}`);
    }
  }
  return [...found];
}

export function printReport() {
  const recorded = stages();
  const width = Math.max(5, ...recorded.map((stage) => stage.name.length));
  console.log('\n== stage times');
  for (const stage of recorded) {
    const outcome = stage.exitCode === 0 ? 'ok' : `FAILED (exit ${stage.exitCode})`;
    console.log(`  ${stage.name.padEnd(width)}  ${clock(stage.seconds).padStart(6)}  ${outcome}`);
  }
  const startedAt = Number(process.env.CI_STARTED_AT);
  const total = startedAt ? Date.now() / 1000 - startedAt : recorded.reduce((sum, stage) => sum + stage.seconds, 0);
  console.log(`  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}`);

  const slowest = fileTimes().slice(0, 10);
  if (slowest.length > 0) {
    console.log('\n== ten slowest test files');
    for (const { file, seconds } of slowest) console.log(`  ${clock(seconds).padStart(6)}  ${file}`);
  }

  const flaky = retried();
  console.log(`\n== tests that passed only on a retry: ${flaky.length === 0 ? 'none' : flaky.length}`);
  for (const test of flaky) console.log(`  ${test}`);

  if (total > BUDGET_MINUTES * 60) {
    const stageList = recorded.map((stage) => `${stage.name} ${clock(stage.seconds)}`).join(', ');
    console.log(
      `\nWARNING: the whole run took ${clock(total)}, over the ${BUDGET_MINUTES}-minute budget (${stageList}). Make the slow stages faster before adding tests.`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) printReport();
