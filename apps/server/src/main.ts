import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import { ImportError } from './modules/bible/import-files.js';
import { prepareBibleTexts } from './modules/bible/prepare-bible-texts.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          maxConnections: config.databasePoolSize,
          timeouts: config.databaseTimeouts,
        }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  const app = await buildApp({ database, config });
  database.logTo(app.log);
  await prepareBibleTexts(database.db, config.bible, app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops the background jobs (src/jobs) first, then the rest of the app.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Bible Journey is running at http://localhost:${config.port}/`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if (error instanceof ImportError) {
    console.error(`Bible texts: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
