import { rmSync } from 'node:fs';
import { prepareDataTemplate } from '@bible-journey/test-support/app-server';

/**
 * Once per run: the data folder every test server starts from (support/suite.ts), so a server is
 * up in a few seconds instead of migrating and importing the Bible texts each time.
 */
export default async function globalSetup() {
  const template = await prepareDataTemplate();
  process.env.E2E_DATA_TEMPLATE = template;
  return () => rmSync(template, { recursive: true, force: true });
}
