import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: port 3333, embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3333);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/bj',
      DATABASE_URL: 'postgres://u@h/db',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/bj',
      databaseUrl: 'postgres://u@h/db',
      logLevel: 'warn',
    });
  });

  it('reads the Bible sources: freeUse on by default, keyed providers off without their keys', () => {
    expect(loadConfig({}).bible).toMatchObject({
      freeUseUrl: 'https://bible.helloao.org',
      bibleBrain: { key: undefined },
      aBibliaDigital: { token: undefined },
      timeoutMs: 8_000,
      importDir: undefined,
    });
    const config = loadConfig({
      FREE_USE_BIBLE_URL: 'off',
      BIBLEBRAIN_KEY: 'k',
      BIBLEBRAIN_URL: 'http://127.0.0.1:9/api/',
      BIBLE_PROVIDER_TIMEOUT_MS: '500',
      BIBLE_DIR: '/tmp/texts',
    });
    expect(config.bible).toMatchObject({
      freeUseUrl: null,
      bibleBrain: { key: 'k', url: 'http://127.0.0.1:9/api' },
      timeoutMs: 500,
      importDir: '/tmp/texts',
    });
    expect(() => loadConfig({ FREE_USE_BIBLE_URL: 'nope' })).toThrow(/FREE_USE_BIBLE_URL/);
  });

  it('bounds every wait: database connect and statement, receiving a request, answering it', () => {
    expect(loadConfig({})).toMatchObject({
      databaseTimeouts: { connectMs: 5_000, statementMs: 10_000 },
      httpTimeouts: { requestMs: 30_000, handlerMs: 60_000 },
    });
    const config = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      REQUEST_TIMEOUT_MS: '10000',
      HANDLER_TIMEOUT_MS: '20000',
    });
    expect(config.databaseTimeouts).toEqual({ connectMs: 1_500, statementMs: 2_500 });
    expect(config.httpTimeouts).toEqual({ requestMs: 10_000, handlerMs: 20_000 });
    for (const name of [
      'DATABASE_CONNECT_TIMEOUT_MS',
      'DATABASE_STATEMENT_TIMEOUT_MS',
      'REQUEST_TIMEOUT_MS',
      'HANDLER_TIMEOUT_MS',
    ]) {
      // Zero would mean "no bound" to pg and Node: refused, like anything that isn't a sensible duration.
      for (const bad of ['0', '50', '1.5', 'soon', '99999999']) {
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
      }
    }
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});
