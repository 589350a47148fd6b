import { existsSync, renameSync, rmSync } from 'node:fs';
import { prepareDataTemplate } from '@bible-journey/test-support/app-server';

/**
 * Once per run: the data folder every test server starts from (support/suite.ts), so a server is
 * up in a few seconds instead of migrating and importing the Bible texts each time.
 * `npm test` runs the phone and then the desktop project and names one folder for both (in the
 * temporary folder) in E2E_DATA_TEMPLATE: the first run prepares it, the second finds it, and `npm test` removes it.
 * Without that name, a run prepares a folder of its own and removes it at the end.
 */
export default async function globalSetup() {
  const shared = process.env.E2E_DATA_TEMPLATE;
  if (shared) {
    // Prepared aside and moved in whole: a run stopped half-way leaves no half a folder to find.
    if (!existsSync(shared)) renameSync(await prepareDataTemplate(), shared);
    return;
  }
  const template = await prepareDataTemplate();
  process.env.E2E_DATA_TEMPLATE = template;
  return () => rmSync(template, { recursive: true, force: true });
}
