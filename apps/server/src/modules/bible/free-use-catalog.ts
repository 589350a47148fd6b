import type { FastifyBaseLogger } from 'fastify';
import type { FreeUseProvider, FreeUseTranslation } from '../../integrations/bible/provider.js';

export interface FreeUseCatalog {
  /** The API's translations: fetched once, refreshed after a while; [] while it can't be reached. */
  translations(): Promise<FreeUseTranslation[]>;
}

const REFRESH_AFTER_MS = 6 * 60 * 60 * 1000;
const RETRY_AFTER_FAILURE_MS = 60 * 1000;

/**
 * The translation list changes rarely and is ~1 MB, so it is kept in memory. A failure keeps the
 * last good list (or none) and is not retried for a minute, so listing versions stays quick
 * when the internet is away.
 */
export function createFreeUseCatalog(
  provider: FreeUseProvider | null,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): FreeUseCatalog {
  let list: FreeUseTranslation[] = [];
  let nextFetchAt = 0;
  let inFlight: Promise<FreeUseTranslation[]> | null = null;

  const refresh = async () => {
    if (!provider) return list;
    try {
      list = await provider.listTranslations();
      nextFetchAt = now() + REFRESH_AFTER_MS;
    } catch (error) {
      log.warn({ err: error }, 'freeUse translation list unavailable');
      nextFetchAt = now() + RETRY_AFTER_FAILURE_MS;
    }
    return list;
  };

  return {
    translations() {
      if (!provider || now() < nextFetchAt) return Promise.resolve(list);
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
