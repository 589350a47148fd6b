import { type IosSaveBody, type PremiumResponse, storeProductType } from '@bible-journey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { BadRequestError } from '../../http/errors.js';
import { type AppStore, type AppStoreTransaction, refusalOf } from '../../integrations/payments/app-store.js';
import { checkoutUnavailable } from '../../integrations/payments/stripe.js';
import { getPremium } from '../premium/service.js';
import { applyStorePurchase } from './apply.js';

export interface AppStoreDeps {
  db: Db;
  appStore: AppStore;
  log: FastifyBaseLogger;
}

/** Checks the transaction's signature, chain, app and environment with Apple's library. */
async function verifyTransaction({ appStore, log }: AppStoreDeps, jws: string): Promise<AppStoreTransaction> {
  try {
    return await appStore.verifier.verifyAndDecodeTransaction(jws);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) {
      log.warn({ err: error }, 'app store transaction check failed');
      throw checkoutUnavailable();
    }
    throw new BadRequestError(`body.transaction: ${refusal}`);
  }
}

/**
 * POST /api/checkout/ios/save: stores an App Store purchase for the account once Apple's signature
 * verifies, and recomputes premium. A transaction counts once, for the first account that saves it
 * (another gets 409): a one_time purchase adds one challenge, a subscription lasts until its
 * expiry (a renewal is a new transaction the app saves). The title and amount are the app's, shown
 * as sent; what is granted comes from the signed transaction only.
 */
export async function saveIosPurchase(deps: AppStoreDeps, userId: string, body: IosSaveBody): Promise<PremiumResponse> {
  const transaction = await verifyTransaction(deps, body.transaction);
  const { transactionId, productId } = transaction;
  const kind = productId ? storeProductType(productId) : null;
  if (!transactionId || !productId || !kind) {
    throw new BadRequestError('body.transaction: is not a purchase of one of the app’s products');
  }
  if (kind !== body.type) throw new BadRequestError(`body.type: the transaction's product is a ${kind}`);
  const readAt = new Date();
  const expiresAt = transaction.expiresDate === undefined ? null : new Date(transaction.expiresDate);
  const revoked = transaction.revocationDate !== undefined;
  const expired = expiresAt !== null && expiresAt <= readAt;
  await applyStorePurchase(deps.db, {
    provider: 'app_store',
    purchaseId: transactionId,
    userId,
    productId,
    kind,
    state: revoked ? 'revoked' : expired ? 'expired' : 'purchased',
    pendingApproval: false,
    grantsPremium: !revoked && !expired,
    expiresAt,
    productTitle: body.product_title,
    amountPaid: body.amount_paid,
    currencyPaid: body.currency_paid,
    readAt,
  });
  return getPremium(deps.db, userId);
}
