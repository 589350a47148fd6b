import type { PremiumAccess } from '@bible-journey/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { fakePurchasePlugin as fakePlugin } from '../../test/fake-purchase-plugin.ts';
import {
  iosPurchaseRecord,
  NATIVE_PRODUCTS,
  nativePurchases,
  orderNative,
  revalidateAndroidPremium,
  serverValidator,
  startNativeStore,
} from './native-purchase.ts';

// cordova-plugin-purchase exists only inside the native shells: a stand-in of its global drives the
// order → approved → verified → finished flow of spec 1 section 4.

type Cdv = typeof CdvPurchase;

/** Runs the plugin's validator on a request and gives what it called back with. */
const validate = (cdv: Cdv, request: CdvPurchase.Validator.Request.Body) =>
  new Promise<CdvPurchase.Validator.Response.Payload>((resolve) => serverValidator(cdv)(request, resolve));

let api: FakeApi;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  api.restore();
  vi.unstubAllGlobals();
});

describe('native purchases', () => {
  it('is not there on the web', () => {
    expect(nativePurchases()).toBeNull();
  });

  it('registers the three products of spec 1 and runs order → approved → verified → finished', async () => {
    const { cdv, store, flow, order } = fakePlugin('android');
    expect(nativePurchases()).toBe(cdv);
    const events = { onPurchased: vi.fn(), onCancelled: vi.fn(), onFailed: vi.fn() };
    await startNativeStore(cdv, events);
    expect(store.registered).toEqual([
      { id: 'biblejourney_monthly_0', type: 'paid subscription', platform: 'android-playstore' },
      { id: 'biblejourney_unique_1', type: 'consumable', platform: 'android-playstore' },
      { id: 'biblejourney_unique_0', type: 'consumable', platform: 'android-playstore' },
    ]);
    expect(store.initialize).toHaveBeenCalledWith(['android-playstore']);

    expect(await orderNative(cdv, NATIVE_PRODUCTS.challenge)).toBeUndefined();
    expect(order).toHaveBeenCalledOnce();
    const transaction = { verify: vi.fn(async () => undefined) };
    flow.approved?.(transaction);
    expect(transaction.verify).toHaveBeenCalledOnce();
    const receipt = { finish: vi.fn(async () => undefined) };
    flow.verified?.(receipt);
    expect(receipt.finish).toHaveBeenCalledOnce();
    expect(events.onPurchased).not.toHaveBeenCalled();
    flow.finished?.({});
    expect(events.onPurchased).toHaveBeenCalledOnce();

    store.errorListener?.({ code: cdv.ErrorCode.PAYMENT_CANCELLED });
    expect(events.onCancelled).toHaveBeenCalledOnce();
    store.errorListener?.({ code: 1 });
    expect(events.onFailed).toHaveBeenCalledOnce();
  });

  it('refuses to order a product the store doesn’t have', async () => {
    const { cdv } = fakePlugin('android');
    expect(await orderNative(cdv, 'biblejourney_unique_9')).toMatchObject({ code: cdv.ErrorCode.INVALID_PRODUCT_ID });
  });

  it('has Google Play purchases verified by the server, pending ones not yet', async () => {
    const { cdv } = fakePlugin('android');
    api.answer('POST /checkout/android/validate', { canceled: false, expired: false, premiumGranted: true });
    const request = {
      id: 'biblejourney_monthly_0',
      transaction: { type: cdv.Platform.GOOGLE_PLAY, purchaseToken: 'token-1' },
    } as CdvPurchase.Validator.Request.Body;
    expect(await validate(cdv, request)).toMatchObject({ ok: true, data: { id: 'biblejourney_monthly_0' } });
    expect(api.calls('POST', '/checkout/android/validate')[0]?.body).toEqual({
      purchaseToken: 'token-1',
      subscription_id: 'biblejourney_monthly_0',
    });

    api.answer('POST /checkout/android/validate', { canceled: false, expired: false, premiumGranted: false });
    expect(await validate(cdv, request)).toMatchObject({ ok: false, code: cdv.ErrorCode.VERIFICATION_FAILED });
  });

  it('saves an App Store purchase with spec 1’s record: the signed transaction and the price times 100', async () => {
    const { cdv, store } = fakePlugin('ios');
    await startNativeStore(cdv, { onPurchased: vi.fn(), onCancelled: vi.fn(), onFailed: vi.fn() });
    api.answer('POST /checkout/ios/save', {
      premiumAccess: { type: 'one_time', amountPurchases: 1, origin: 'ios', ownedChallenges: 0 },
    });
    const request = {
      id: 'biblejourney_unique_1',
      transaction: { type: 'apple-sk2', jwsRepresentation: 'aaa.bbb.ccc' },
    } as CdvPurchase.Validator.Request.Body;
    expect(await validate(cdv, request)).toMatchObject({ ok: true });
    expect(api.calls('POST', '/checkout/ios/save')[0]?.body).toEqual({
      type: 'one_time',
      product_title: 'One challenge',
      amount_paid: 9990,
      currency_paid: 'BRL',
      transaction: 'aaa.bbb.ccc',
    });
    const monthly = store.get('biblejourney_monthly_0') as unknown as CdvPurchase.Product;
    expect(iosPurchaseRecord(cdv, monthly, 'x.y.z')).toMatchObject({ type: 'subscription', amount_paid: 1990 });

    api.answer('POST /checkout/ios/save', { statusCode: 409, error: 'Conflict', message: 'taken' }, 409);
    expect(await validate(cdv, request)).toMatchObject({ ok: false, message: 'taken' });
  });

  describe('an Android premium checked with the store again', () => {
    const android: PremiumAccess = {
      type: 'subscription',
      amountPurchases: 0,
      origin: 'android',
      ownedChallenges: 1,
      purchaseToken: 'token-1',
    };

    it('removes the record of a canceled or expired purchase', async () => {
      api.answer('POST /checkout/android/validate', { canceled: true, expired: false, premiumGranted: false });
      api.answer('DELETE /premium/android', { premiumAccess: null });
      expect(await revalidateAndroidPremium(android)).toBe(false);
      expect(api.calls('DELETE', '/premium/android')).toHaveLength(1);
    });

    it('drops the pending record once the payment is approved', async () => {
      api.answer('POST /checkout/android/validate', { canceled: false, expired: false, premiumGranted: true });
      api.answer('DELETE /checkout/android/pending', { premiumAccess: { ...android, pendingApproval: false } });
      expect(await revalidateAndroidPremium({ ...android, pendingApproval: true })).toBe(true);
      expect(api.calls('DELETE', '/checkout/android/pending')).toHaveLength(1);
    });

    it('leaves other premiums alone', async () => {
      expect(await revalidateAndroidPremium({ ...android, origin: 'stripe' })).toBe(true);
      expect(api.seen).toHaveLength(0);
    });
  });
});
