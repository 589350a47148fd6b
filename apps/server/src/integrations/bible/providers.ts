import type { BibleConfig } from '../../config.js';
import { createABibliaDigitalProvider } from './abiblia-digital.js';
import { createBibleBrainProvider } from './bible-brain.js';
import { createFreeUseProvider } from './free-use.js';
import type { BibleProviders } from './provider.js';

/** The remote sources the configuration switches on; a keyed one stays off without its key. */
export function createBibleProviders(config: BibleConfig): BibleProviders {
  const { timeoutMs } = config;
  return {
    freeUse: config.freeUseUrl ? createFreeUseProvider({ baseUrl: config.freeUseUrl, timeoutMs }) : null,
    bibleBrain: config.bibleBrain.key
      ? createBibleBrainProvider({ baseUrl: config.bibleBrain.url, key: config.bibleBrain.key, timeoutMs })
      : null,
    aBibliaDigital: config.aBibliaDigital.token
      ? createABibliaDigitalProvider({
          baseUrl: config.aBibliaDigital.url,
          token: config.aBibliaDigital.token,
          timeoutMs,
        })
      : null,
  };
}
