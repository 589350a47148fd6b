import { defineProject } from 'vitest/config';
import { workspaceSourceAliases } from '../../vitest.aliases.ts';

export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/async-wait.ts'],
  },
});
