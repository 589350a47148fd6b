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
