import { fileURLToPath } from 'node:url';

// Tests and the web build read the workspaces' TypeScript sources directly, so nothing has to
// be built before a test run; Node at run time uses the packages' compiled dist/.
// A subpath comes before its package: an alias also matches what starts with "<package>/".
export const workspaceSourceAliases = {
  '@bible-journey/core/device-sync': fileURLToPath(new URL('./packages/core/src/sync/device-sync.ts', import.meta.url)),
  '@bible-journey/core/reminders': fileURLToPath(new URL('./packages/core/src/reminders/index.ts', import.meta.url)),
  '@bible-journey/core': fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)),
  // The limits alone, without zod: for web code that needs a constant and no schema.
  '@bible-journey/contract/limits': fileURLToPath(new URL('./packages/contract/src/limits.ts', import.meta.url)),
  '@bible-journey/contract': fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url)),
  // The server's public surface, which the shared test support builds on.
  '@bible-journey/server': fileURLToPath(new URL('./apps/server/src/index.ts', import.meta.url)),
};
