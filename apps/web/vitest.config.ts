import { readdirSync, readFileSync } from 'node:fs';
import { defineProject } from 'vitest/config';
import { workspaceSourceAliases } from '../../vitest.aliases.ts';

const here = new URL('./', import.meta.url);
const TEST_FILE = /\.test\.tsx?$/;

/** Test files that swap a module (vi.mock): other files load that module for real. */
const mockingFiles = ['src', 'build'].flatMap((folder) =>
  readdirSync(new URL(folder, here), { recursive: true, encoding: 'utf8' })
    .map((path) => `${folder}/${path}`)
    .filter((path) => TEST_FILE.test(path) && readFileSync(new URL(path, here), 'utf8').includes('vi.mock(')),
);

/**
 * Test files that need their modules loaded fresh: those that swap a module, and those that start
 * from an i18next instance no other file has filled. They run in the "web-isolated" project
 * (vitest.isolated.config.ts); every other file shares its worker's loaded modules.
 */
export const needsFreshModules = [
  ...mockingFiles,
  'src/lib/i18n.test.ts',
  'src/locales/locales.test.ts',
  'src/features/accounts/account-strings.test.tsx',
];

export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: needsFreshModules,
    environment: 'happy-dom',
    setupFiles: ['src/test/fail-on-console-error.ts'],
    // The files share each worker's loaded modules (React, the router, the app's code) instead of
    // importing them again for each: 105 s → 45 s on two cores. Each file still gets a new
    // happy-dom window: its own document and storage.
    isolate: false,
  },
});
