import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { TestDatabaseKind } from './databases.js';
import { type FakeGooglePlay, startFakeGooglePlay } from './fake-google-play.js';
import { useBeforeAll, useServerSuite, useTestApp } from './suite.js';

export interface GooglePlayContext {
  database: Database;
  /** Google Play set up against the fake. */
  app: FastifyInstance;
  /** No Google Play keys. */
  withoutKeys: FastifyInstance;
  play: FakeGooglePlay;
}

/** A test database, the fake Google Play, and an app with Play keys and one without, for the describe block. */
export function googlePlayContext(kind: TestDatabaseKind): GooglePlayContext {
  const play = useBeforeAll('the fake Google Play', startFakeGooglePlay, (opened) => opened.close());
  const { database, app } = useServerSuite(kind, {
    config: () => ({ stores: { googlePlay: play.googlePlay, appStore: null } }),
  });
  const withoutKeys = useTestApp(database, { config: () => ({ stores: { googlePlay: null, appStore: null } }) });
  return { database, app, withoutKeys, play };
}
