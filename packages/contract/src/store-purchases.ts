import { z } from 'zod';
import { PremiumTypeSchema } from './premium.js';

// Purchases made in the app stores (spec 1 sections 3, 4, 7 and 9; issue 14). The server asks the
// store itself (Google Play's Android Publisher API, Apple's signed transactions) before anything
// counts: what the app sends is only the pointer (decision 0015).

/**
 * Spec 1 section 9's native products: `{product}_monthly_0` is the monthly subscription,
 * `{product}_unique_1` and `{product}_unique_0` buy one challenge each. `{product}` is the app's own
 * prefix, as the stores allow product ids (lower-case letters, digits, `_` and `.`).
 */
export const STORE_PRODUCT_ID = /^[a-z0-9][a-z0-9_.]{0,80}_(monthly_0|unique_[01])$/;
export const STORE_PRODUCT_ID_MAX = 100;

/** What a store product buys, read from its id: null for an id that isn't one of spec 1's products. */
export function storeProductType(productId: string): z.infer<typeof PremiumTypeSchema> | null {
  const match = STORE_PRODUCT_ID.exec(productId);
  if (!match) return null;
  return match[1] === 'monthly_0' ? 'subscription' : 'one_time';
}

const productIdSchema = z
  .string()
  .max(STORE_PRODUCT_ID_MAX)
  .regex(STORE_PRODUCT_ID, 'must be a product id ending in _monthly_0, _unique_1 or _unique_0');

/** Play purchase tokens are opaque; Google's are a few hundred characters. */
export const PURCHASE_TOKEN_MAX = 4096;

/** POST /api/checkout/android/validate: the Play purchase to verify (`subscription_id` is its product id, any of the three). */
export const AndroidValidateBodySchema = z.object({
  purchaseToken: z
    .string()
    .min(1, 'must not be empty')
    .max(PURCHASE_TOKEN_MAX)
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'),
  subscription_id: productIdSchema,
});
export type AndroidValidateBody = z.infer<typeof AndroidValidateBodySchema>;

/**
 * What Google Play says of the purchase now: `premiumGranted` while it gives premium (a canceled
 * subscription does until its paid time ends); `canceled` or `expired` once it has ended that way
 * (the app then removes its record: DELETE /api/premium/android). All false while payment is pending.
 */
export const AndroidValidateResponseSchema = z.object({
  canceled: z.boolean(),
  expired: z.boolean(),
  premiumGranted: z.boolean(),
});
export type AndroidValidateResponse = z.infer<typeof AndroidValidateResponseSchema>;

/** An App Store signed transaction (JWS: three base64url parts), as StoreKit gives it. */
export const SIGNED_TRANSACTION_MAX = 20_000;

/**
 * POST /api/checkout/ios/save: spec 1 section 3's native purchase record. `amount_paid` is in minor
 * units (price times 100); `transaction` is the signed transaction (JWS) StoreKit gives.
 */
export const IosSaveBodySchema = z.object({
  type: PremiumTypeSchema,
  product_title: z.string().trim().min(1, 'must not be empty').max(200),
  amount_paid: z.number().int().min(0).max(100_000_000),
  currency_paid: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be an ISO 4217 currency code')
    .transform((code) => code.toLowerCase()),
  transaction: z
    .string()
    .max(SIGNED_TRANSACTION_MAX)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'must be the signed transaction (JWS) StoreKit gives'),
});
export type IosSaveBody = z.infer<typeof IosSaveBodySchema>;

/**
 * DELETE /api/premium: a subscription bought in a store is canceled there (spec 1 section 2, the
 * menu). Answered 409 with these messages.
 */
export const ANDROID_CANCEL_MESSAGE =
  'Your subscription was bought in Google Play: cancel it in the Play Store, under Payments & subscriptions.';
export const IOS_CANCEL_MESSAGE =
  'Your subscription was bought in the App Store: it can’t be cancelled in the app. Cancel it in your Apple ID’s subscriptions.';
