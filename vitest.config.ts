import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    // One worker per core (Vitest's default leaves one core free, which on CI's 2 cores means one
    // file at a time). VITEST_MAX_WORKERS overrides it.
    maxWorkers: process.env.VITEST_MAX_WORKERS ?? '100%',
  },
});
