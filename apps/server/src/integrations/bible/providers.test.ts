import { describe, expect, it } from 'vitest';
import type { BibleConfig } from '../../config.js';
import { createBibleProviders } from './providers.js';

const config = (overrides: Partial<BibleConfig> = {}): BibleConfig => ({
  freeUseUrl: 'https://bible.helloao.org',
  bibleBrain: { key: undefined, url: 'https://4.dbt.io/api' },
  aBibliaDigital: { token: undefined, url: 'https://www.abibliadigital.com.br/api' },
  timeoutMs: 8_000,
  importDir: undefined,
  bundledDir: undefined,
  ...overrides,
});

describe('createBibleProviders', () => {
  it('switches freeUse on by default and the keyed providers off without their keys', () => {
    const providers = createBibleProviders(config());
    expect(providers.freeUse?.origin).toBe('freeUse');
    expect(providers.bibleBrain).toBeNull();
    expect(providers.aBibliaDigital).toBeNull();
  });

  it('switches each keyed provider on with its key, and freeUse off when its URL is null', () => {
    const providers = createBibleProviders(
      config({
        freeUseUrl: null,
        bibleBrain: { key: 'key', url: 'https://4.dbt.io/api' },
        aBibliaDigital: { token: 'token', url: 'https://www.abibliadigital.com.br/api' },
      }),
    );
    expect(providers.freeUse).toBeNull();
    expect(providers.bibleBrain?.origin).toBe('bibleBrain');
    expect(providers.aBibliaDigital?.origin).toBe('aBibliaDigital');
  });
});
