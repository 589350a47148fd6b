import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database.js';
import { buildTestApp } from './app.js';
import { openMigratedDatabase } from './databases.js';
import { type FakeGooglePlay, startFakeGooglePlay } from './fake-google-play.js';

export interface GooglePlayContext {
  database: Database;
  /** Google Play set up against the fake. */
  app: FastifyInstance;
  /** No Google Play keys. */
  withoutKeys: FastifyInstance;
  play: FakeGooglePlay;
}

/** A database, the fake Google Play, and an app with Play keys and one without, for a describe block. */
export function googlePlayContext(open: () => Promise<Database>): GooglePlayContext {
  const context = {} as GooglePlayContext;
  beforeAll(async () => {
    context.play = await startFakeGooglePlay();
    context.database = await openMigratedDatabase(open);
    context.app = await buildTestApp(context.database, {
      stores: { googlePlay: context.play.googlePlay, appStore: null },
    });
    context.withoutKeys = await buildTestApp(context.database, { stores: { googlePlay: null, appStore: null } });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.withoutKeys?.close();
    await context.database?.close();
    await context.play?.close();
  });
  return context;
}
