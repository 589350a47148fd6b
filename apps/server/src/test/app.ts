import { randomUUID } from 'node:crypto';
import type { Session } from '@bible-journey/contract';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { Mailer } from '../integrations/mail/mailer.js';

/** The configuration a test app runs with: no web app, silent logs, rate limits out of the way. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!' });
  return {
    ...base,
    webDistDir: null,
    authRateLimit: 100_000,
    // Tests never reach the real providers; a test that needs one points this at a local fake.
    bible: { ...base.bible, freeUseUrl: null },
    // The push service of the tests' subscriptions (https://push.example.com/…); the local push
    // services that receive pushes are added by the tests that start them.
    pushServiceHosts: ['push.example.com'],
    // The reminder job's tests start it on their own clock; another app's job would claim their reminders.
    runJobs: false,
    ...overrides,
  };
}

export function buildTestApp(
  database: Database,
  overrides: Partial<AppConfig> = {},
  extra: { mailer?: Mailer; logStream?: { write(line: string): void }; pushCa?: string } = {},
): Promise<FastifyInstance> {
  return buildApp({ database, config: testConfig(overrides), ...extra });
}

/** A unique e-mail address, so tests never share an account. */
export const uniqueEmail = (label = 'reader') => `${label}-${randomUUID()}@example.com`;

/** Registers a new account over HTTP and returns its session. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<Session & { password: string }> {
  const body = { name: 'Ruth Reader', email: uniqueEmail(), password: 'correct horse', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 200 || !('token' in response.json())) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  return { ...(response.json() as Session), password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
