import { afterEach, beforeEach } from 'vitest';

// A web test fails when the code under test logs an error it didn't expect: React's warnings
// (act, keys, invalid DOM nesting) and our own error logs go to console.error, and a test that
// passes while one is printed hides a bug. A test that expects one silences it with
// vi.spyOn(console, 'error').mockImplementation(...), which replaces this recorder.
const originalError = console.error;
let unexpected: unknown[][] = [];

beforeEach(() => {
  unexpected = [];
  console.error = (...args: unknown[]) => {
    unexpected.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  if (unexpected.length === 0) return;
  const printed = unexpected.map((args) =>
    args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '),
  );
  unexpected = [];
  throw new Error(
    `Unexpected console.error during the test:\n${printed.map((line) => `  ${line.slice(0, 400)}`).join('\n')}`,
  );
});
