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

/** Every JSON report of the run: its kind (`vitest` or `e2e`), label (after the kind) and content. */
function* reports() {
  if (!existsSync(reportDir())) return;
  for (const name of readdirSync(reportDir())) {
    const kind = name.startsWith('vitest-') ? 'vitest' : name.startsWith('e2e-') ? 'e2e' : null;
    const report = kind && readJson(join(reportDir(), name));
    if (report) yield { kind, label: name.slice(kind.length + 1, -'.json'.length), report };
  }
}

/** Each Vitest test file of a report, named by its path and the report's label. */
const vitestFiles = (label, report) =>
  (report.testResults ?? []).map((file) => ({ ...file, where: `${relative(root, file.name)} (${label})` }));

/** Each test file with its time: Vitest's per file, Playwright's summed over its tests per project. */
function fileTimes() {
  const times = [];
  for (const { kind, label, report } of reports()) {
    if (kind === 'vitest') {
      for (const file of vitestFiles(label, report)) {
        times.push({ file: file.where, seconds: (file.endTime - file.startTime) / 1000 });
      }
    } else {
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
            retries: test.results.length - 1,
            error: result.error?.message ?? result.errors?.[0]?.message,
          };
        }
      }
    }
    for (const child of suite.suites ?? []) yield* walk(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) yield* walk(suite, suite.file);
}

/**
 * Tests that failed first and passed on a retry (Playwright's "flaky"), with the failed attempt's
 * error: a retry hides a bug, and the run's log is the only trace of what it was.
 */
function retried() {
  const found = new Map();
  for (const { kind, report } of reports()) {
    if (kind !== 'e2e') continue;
    for (const result of playwrightResults(report)) {
      if (result.status !== 'flaky') continue;
      const title = `[${result.project}] e2e/tests/${result.file} › ${result.title}`;
      if (!found.has(title) || (result.error && !found.get(title))) found.set(title, result.error);
    }
  }
  return [...found].map(([title, message]) => ({ title, message }));
}

const firstLines = (message, count = 6) =>
  String(message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes in captured output
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line.trimEnd()}`)
    .join('\n');

/**
 * Every test (or test file) that failed, with the first lines of its error: CI shows only the end
 * of a run's output, so what failed must be said there too.
 */
function failures() {
  const found = [];
  for (const { kind, label, report } of reports()) {
    if (kind === 'vitest') {
      for (const file of vitestFiles(label, report)) {
        const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
        for (const test of failedTests) {
          found.push({
            title: `${file.where} › ${test.fullName ?? test.title}`,
            message: test.failureMessages?.join('\n'),
          });
        }
        if (failedTests.length === 0 && file.status === 'failed')
          found.push({ title: file.where, message: file.message });
      }
      if (report.success === false && report.numFailedTests === 0 && report.numFailedTestSuites === 0) {
        found.push({
          title: `vitest ${label}`,
          message:
            'An error outside any test (an unhandled rejection, or a file that outlived its environment): see "Errors" in the stage’s output.',
        });
      }
    } else {
      for (const result of playwrightResults(report)) {
        if (result.status !== 'unexpected' || result.retry < result.retries) continue;
        found.push({ title: `[${result.project}] e2e/tests/${result.file} › ${result.title}`, message: result.error });
      }
      for (const error of report.errors ?? []) found.push({ title: `e2e ${label}`, message: error.message });
    }
  }
  return found;
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

  const failed = failures();
  if (failed.length > 0) {
    console.log(`\n== tests that failed: ${failed.length}`);
    for (const { title, message } of failed.slice(0, 20)) console.log(`  ${title}\n${firstLines(message)}`);
    if (failed.length > 20) console.log(`  … and ${failed.length - 20} more (see each stage's output above)`);
  }

  const flaky = retried();
  console.log(`\n== tests that passed only on a retry: ${flaky.length === 0 ? 'none' : flaky.length}`);
  for (const { title, message } of flaky) console.log(`  ${title}${message ? `\n${firstLines(message)}` : ''}`);

  if (total > BUDGET_MINUTES * 60) {
    const stageList = recorded.map((stage) => `${stage.name} ${clock(stage.seconds)}`).join(', ');
    console.log(
      `\nWARNING: the whole run took ${clock(total)}, over the ${BUDGET_MINUTES}-minute budget (${stageList}). Make the slow stages faster before adding tests.`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) printReport();
