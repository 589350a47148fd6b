import { defineProject } from 'vitest/config';
import { workspaceSourceAliases } from '../../vitest.aliases.ts';

export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own embedded database; give WASM start-up room on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
