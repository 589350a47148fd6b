import { defineProject } from 'vitest/config';
import { workspaceSourceAliases } from '../../vitest.aliases.ts';

export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    // Each file runs in its own VM context of a long-lived worker: the DOM environment and the
    // modules every file imports are set up in half the time of a fresh worker per file (101 s
    // against 202 s for the 128 files, bench/RESULTS.md), with each file still isolated.
    pool: 'vmThreads',
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/async-wait.ts'],
  },
});
