import { defineProject } from 'vitest/config';
import { workspaceSourceAliases } from '../../vitest.aliases.ts';
import { needsFreshModules } from './vitest.config.ts';

// The web test files that need their modules loaded fresh (see needsFreshModules).
export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'web-isolated',
    include: needsFreshModules,
    environment: 'happy-dom',
    setupFiles: ['src/test/fail-on-console-error.ts'],
  },
});
