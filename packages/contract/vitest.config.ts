import { defineProject } from 'vitest/config';
import { workspaceSourceAliases } from '../../vitest.aliases.ts';

export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Schemas only, no module swapped: the files share each worker's loaded modules.
    isolate: false,
  },
});
