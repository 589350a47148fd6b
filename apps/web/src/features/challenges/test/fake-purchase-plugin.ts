/// <reference types="cordova-plugin-purchase" />
import { vi } from 'vitest';

type Product = {
  id: string;
  type: string;
  title: string;
  canPurchase: boolean;
  pricing?: object;
  getOffer: () => unknown;
};

/**
 * A stand-in of cordova-plugin-purchase's global inside a native shell (Capacitor says Android or
 * iOS): the enums' real values, the spec's three products with store prices, a store that records
 * what the app registers and hands back the purchase flow's callbacks.
 */
export function fakePurchasePlugin(platform: 'android' | 'ios') {
  const flow: Record<string, (value: unknown) => void> = {};
  const products = new Map<string, Product>();
  const step = (name: string) => (callback: (value: unknown) => void) => {
    flow[name] = callback;
    return when;
  };
  const when = { approved: step('approved'), verified: step('verified'), finished: step('finished') };
  const order = vi.fn(async () => undefined);
  const store = {
    registered: [] as { id: string; type: string; platform: string }[],
    validator: undefined as unknown,
    errorListener: undefined as ((error: unknown) => void) | undefined,
    register(list: { id: string; type: string; platform: string }[]) {
      store.registered.push(...list);
      for (const { id, type } of list) {
        products.set(id, {
          id,
          type,
          title: id.endsWith('monthly_0') ? 'Monthly subscription' : 'One challenge',
          canPurchase: true,
          pricing: id.endsWith('monthly_0')
            ? { price: 'R$ 19,90', priceMicros: 19_900_000, currency: 'BRL', billingPeriod: 'P1M' }
            : { price: 'R$ 99,90', priceMicros: 99_900_000, currency: 'BRL' },
          getOffer: () => ({ order }),
        });
      }
    },
    when: () => when,
    error(listener: (error: unknown) => void) {
      store.errorListener = listener;
    },
    initialize: vi.fn(async () => []),
    get: (id: string) => products.get(id),
  };
  const cdv = {
    store,
    ProductType: { CONSUMABLE: 'consumable', PAID_SUBSCRIPTION: 'paid subscription' },
    Platform: { APPLE_APPSTORE: 'ios-appstore', GOOGLE_PLAY: 'android-playstore', TEST: 'test' },
    ErrorCode: { PAYMENT_CANCELLED: 6777006, VERIFICATION_FAILED: 6777017, INVALID_PRODUCT_ID: 6777013 },
  };
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => platform });
  vi.stubGlobal('CdvPurchase', cdv);
  return { cdv: cdv as unknown as typeof CdvPurchase, store, flow, order };
}
