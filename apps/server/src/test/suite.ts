import { type SmtpInbox, startSmtpInbox } from '@bible-journey/test-support/smtp-inbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../app.js';
import type { Database } from '../db/database.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import { buildTestApp } from './app.js';
import type { TestDatabaseKind } from './databases.js';

// The one way a server test file gets its database, app and other servers: each `use…` call opens
// its resource before the describe block's tests (in the order of the calls) and closes it after
// them, and returns it at once as a stand-in that forwards to the real object once it is open.

const OPENED = Symbol('the opened resource');

/**
 * A resource opened before the current describe block's tests and closed after them. The returned
 * object stands for it: reading a property before it is open throws.
 */
export function useBeforeAll<T extends object>(
  what: string,
  open: () => Promise<T>,
  close: (resource: T) => Promise<unknown> | unknown,
): T {
  let resource: T | undefined;
  beforeAll(async () => {
    resource = await open();
  });
  afterAll(async () => {
    if (resource) await close(resource);
    resource = undefined;
  });
  return new Proxy({} as T, {
    get(_target, property) {
      if (property === OPENED) return resource;
      if (!resource) throw new Error(`${what} is not open: use it inside a test or hook of its describe block`);
      const value = Reflect.get(resource, property, resource);
      return typeof value === 'function' ? value.bind(resource) : value;
    },
    set(_target, property, value) {
      if (!resource) throw new Error(`${what} is not open`);
      return Reflect.set(resource, property, value, resource);
    },
    has: (_target, property) => (resource ? Reflect.has(resource, property) : false),
  });
}

/** The real object behind a stand-in of useBeforeAll (or the object itself). */
export function opened<T extends object>(resource: T): T {
  return ((resource as Record<symbol, unknown>)[OPENED] as T | undefined) ?? resource;
}

export interface ServerSuiteOptions {
  /** Settings of the app, read as it is built (so they may use resources opened before it). */
  config?: () => Partial<AppConfig>;
  mailer?: () => Mailer;
  logStream?: () => { write(line: string): void };
}

/** A test database of the kind (a copy of the run's migrated template) for the describe block. */
export function useTestDatabase(kind: TestDatabaseKind): Database {
  return useBeforeAll(`the ${kind.name} test database`, kind.open, (database) => database.close());
}

/** A test database and the app on it, for the describe block. */
export function useServerSuite(
  kind: TestDatabaseKind,
  options: ServerSuiteOptions = {},
): { database: Database; app: FastifyInstance } {
  const database = useTestDatabase(kind);
  const app = useTestApp(database, options);
  return { database, app };
}

/** Another app on a database of the block (other settings, as a second server process would have). */
export function useTestApp(database: Database, options: ServerSuiteOptions = {}): FastifyInstance {
  return useBeforeAll(
    'the test app',
    () =>
      buildTestApp(opened(database), options.config?.() ?? {}, {
        ...(options.mailer ? { mailer: options.mailer() } : {}),
        ...(options.logStream ? { logStream: options.logStream() } : {}),
      }),
    (app) => app.close(),
  );
}

/** A real SMTP server that keeps what it receives, for the describe block. */
export function useSmtpInbox(): SmtpInbox {
  return useBeforeAll('the SMTP inbox', startSmtpInbox, (inbox) => inbox.close());
}
