import { defineProject } from 'vitest/config';
import { workspaceSourceAliases } from '../../vitest.aliases.ts';

export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The migrations run once, into a template of each engine that every file's databases copy.
    globalSetup: ['src/test/database-templates.ts'],
    // The files share each worker's loaded modules instead of importing the whole app again for
    // each (seconds a file). They share no state: each opens its own database and app, and none
    // mocks a module or changes the environment.
    isolate: false,
    // Each file starts its own embedded database; give WASM start-up room on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
