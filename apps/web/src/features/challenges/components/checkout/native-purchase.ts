/// <reference types="cordova-plugin-purchase" />
import type { AndroidValidateResponse, IosSaveBody, PremiumAccess } from '@bible-journey/contract';
import type { PremiumType } from '@bible-journey/core';
import { api } from '../../../../lib/api-client.ts';
import { nativePlatform } from '../../../../lib/native-platform.ts';

// Purchases inside the native shells (spec 1 section 4, "Native purchase"; issue 14): the stores
// require their own billing for digital goods, so the app sells through cordova-plugin-purchase
// there, and the server asks Google Play or Apple before anything counts (decision 0015). The
// plugin exists only in the shells (window.CdvPurchase); the web app never loads it.

type Cdv = typeof CdvPurchase;

/** The app's prefix of spec 1 section 9's product ids, as registered in both stores. */
export const NATIVE_PRODUCT_PREFIX = 'biblejourney';
/** `{product}_monthly_0` the subscription; `{product}_unique_1` and `{product}_unique_0` one challenge each. */
export const NATIVE_PRODUCTS = {
  monthly: `${NATIVE_PRODUCT_PREFIX}_monthly_0`,
  challenge: `${NATIVE_PRODUCT_PREFIX}_unique_1`,
  challengeLegacy: `${NATIVE_PRODUCT_PREFIX}_unique_0`,
} as const;

/** The plugin, inside a native shell that has it; null on the web. */
export function nativePurchases(): Cdv | null {
  if (nativePlatform() === 'web') return null;
  return (globalThis as { CdvPurchase?: Cdv }).CdvPurchase ?? null;
}

/** Spec 1 section 3: a purchase is one_time when its billing unit is a day (or it is consumable), else a subscription. */
export function nativePurchaseType(cdv: Cdv, product: CdvPurchase.Product): PremiumType {
  const period = product.pricing?.billingPeriod ?? '';
  if (product.type === cdv.ProductType.CONSUMABLE || /^P\d+D$/.test(period)) return 'one_time';
  return 'subscription';
}

/** Spec 1 section 3's native purchase record for Apple: amount in minor units (price times 100). */
export function iosPurchaseRecord(cdv: Cdv, product: CdvPurchase.Product, signedTransaction: string): IosSaveBody {
  const pricing = product.pricing;
  return {
    type: nativePurchaseType(cdv, product),
    product_title: product.title || product.id,
    amount_paid: Math.round((pricing?.priceMicros ?? 0) / 10_000),
    currency_paid: pricing?.currency ?? 'USD',
    transaction: signedTransaction,
  };
}

/**
 * The plugin's receipt validator: our server verifies with the store and records the purchase.
 * Play answers premiumGranted (a pending payment is not yet: the plugin is told it failed and
 * tries again later); Apple's signed transaction is saved by POST /api/checkout/ios/save.
 */
export function serverValidator(cdv: Cdv): CdvPurchase.Validator.Function {
  const refused = (message: string): CdvPurchase.Validator.Response.ErrorPayload => ({
    ok: false,
    code: cdv.ErrorCode.VERIFICATION_FAILED,
    message,
  });
  return (request, callback) => {
    const transaction = request.transaction;
    const productId = request.id ?? '';
    const verified = (): CdvPurchase.Validator.Response.SuccessPayload => ({
      ok: true,
      data: { id: productId, latest_receipt: true, transaction: { type: 'test' } },
    });
    const check = async () => {
      if (transaction?.type === cdv.Platform.GOOGLE_PLAY && transaction.purchaseToken) {
        const answer = await api<AndroidValidateResponse>('/checkout/android/validate', {
          method: 'POST',
          body: { purchaseToken: transaction.purchaseToken, subscription_id: productId },
        });
        return answer.premiumGranted ? verified() : refused('not granted by Google Play yet');
      }
      if (transaction?.type === 'apple-sk2') {
        const product = cdv.store.get(productId, cdv.Platform.APPLE_APPSTORE);
        if (!product) return refused(`unknown product ${productId}`);
        await api('/checkout/ios/save', {
          method: 'POST',
          body: iosPurchaseRecord(cdv, product, transaction.jwsRepresentation),
        });
        return verified();
      }
      return refused('a purchase this app does not sell');
    };
    check().then(callback, (error: unknown) => callback(refused(error instanceof Error ? error.message : 'failed')));
  };
}

export interface NativePurchaseEvents {
  /** The purchase was verified by our server and finished in the store (spec 1 section 4). */
  onPurchased: () => void;
  /** The person closed the store's sheet. */
  onCancelled: () => void;
  onFailed: (error: CdvPurchase.IError) => void;
}

/**
 * Registers the three products and the order → approved → verified → finished flow, then starts
 * the store of this shell. Resolves with the plugin once the products are loaded.
 */
export async function startNativeStore(cdv: Cdv, events: NativePurchaseEvents): Promise<Cdv> {
  const { store, ProductType, Platform, ErrorCode } = cdv;
  const platform = nativePlatform() === 'ios' ? Platform.APPLE_APPSTORE : Platform.GOOGLE_PLAY;
  store.register([
    { id: NATIVE_PRODUCTS.monthly, type: ProductType.PAID_SUBSCRIPTION, platform },
    { id: NATIVE_PRODUCTS.challenge, type: ProductType.CONSUMABLE, platform },
    { id: NATIVE_PRODUCTS.challengeLegacy, type: ProductType.CONSUMABLE, platform },
  ]);
  store.validator = serverValidator(cdv);
  store
    .when()
    .approved((transaction) => void transaction.verify())
    .verified((receipt) => void receipt.finish())
    .finished(() => events.onPurchased());
  store.error((error) => {
    if (error.code === ErrorCode.PAYMENT_CANCELLED) events.onCancelled();
    else events.onFailed(error);
  });
  await store.initialize([platform]);
  return cdv;
}

/** Opens the store's own purchase sheet for a product; resolves once the order is placed (or refused). */
export async function orderNative(cdv: Cdv, productId: string): Promise<CdvPurchase.IError | undefined> {
  const offer = cdv.store.get(productId)?.getOffer();
  if (!offer)
    return {
      isError: true,
      code: cdv.ErrorCode.INVALID_PRODUCT_ID,
      message: productId,
      platform: cdv.Platform.TEST,
      productId,
    };
  return offer.order();
}

/**
 * Spec 1 section 4, "Premium status": a premium bought on Google Play is checked with the store
 * again; once canceled or expired, its record is removed. Answers whether premium still holds.
 */
export async function revalidateAndroidPremium(premium: PremiumAccess): Promise<boolean> {
  if (premium.origin !== 'android' || !premium.purchaseToken) return true;
  const productId = premium.type === 'subscription' ? NATIVE_PRODUCTS.monthly : NATIVE_PRODUCTS.challenge;
  const answer = await api<AndroidValidateResponse>('/checkout/android/validate', {
    method: 'POST',
    body: { purchaseToken: premium.purchaseToken, subscription_id: productId },
  });
  if (answer.canceled || answer.expired) {
    await api('/premium/android', { method: 'DELETE' });
    return false;
  }
  if (answer.premiumGranted && premium.pendingApproval) await api('/checkout/android/pending', { method: 'DELETE' });
  return answer.premiumGranted;
}
