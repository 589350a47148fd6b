import {
  type AndroidValidateBody,
  type AndroidValidateResponse,
  type PremiumResponse,
  storeProductType,
} from '@bible-journey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors.js';
import { type GooglePlay, googleStatusOf, type PlayCallOptions } from '../../integrations/payments/google-play.js';
import { checkoutUnavailable } from '../../integrations/payments/stripe.js';
import { applyStorePurchase, PURCHASE_TAKEN_MESSAGE, removeStorePurchases } from './apply.js';
import { GONE_SUBSCRIPTION, type PlayReading, readPlayProduct, readPlaySubscription } from './play-purchases.js';
import { endedPurchases, findStorePurchase, pendingPurchases } from './repository.js';

export interface GooglePlayDeps {
  db: Db;
  play: GooglePlay;
  log: FastifyBaseLogger;
}

const unknownPurchase = () =>
  new NotFoundError('body.purchaseToken: Google Play has no purchase of body.subscription_id with this token.');

/** Asks Google Play about the purchase: 404 when it has none, 503 (logged) when it can't answer. */
async function readPurchase(
  { play, log }: GooglePlayDeps,
  body: AndroidValidateBody,
  now: Date,
  options: PlayCallOptions,
): Promise<PlayReading> {
  const { packageName } = play.config;
  const token = body.purchaseToken;
  const productId = body.subscription_id;
  try {
    if (storeProductType(productId) === 'subscription') {
      const { data } = await play.publisher.purchases.subscriptionsv2.get({ packageName, token }, options);
      const reading = readPlaySubscription(data, productId, now);
      if (!reading) throw new BadRequestError('body.subscription_id: not the product bought with this purchaseToken');
      return reading;
    }
    const { data } = await play.publisher.purchases.products.get({ packageName, productId, token }, options);
    return readPlayProduct(data);
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    const status = googleStatusOf(error);
    if (status === 410 && storeProductType(productId) === 'subscription') return GONE_SUBSCRIPTION;
    if (status === 400 || status === 404 || status === 410) throw unknownPurchase();
    log.warn({ err: error, googleStatus: status }, 'google play purchase read failed');
    throw checkoutUnavailable();
  }
}

/**
 * Acknowledges a purchase Google would otherwise refund after three days. A failure is logged
 * only: the purchase is stored, and the app's next validation tries again.
 */
async function acknowledge(
  { play, log }: GooglePlayDeps,
  body: AndroidValidateBody,
  options: PlayCallOptions,
): Promise<void> {
  const { packageName } = play.config;
  const token = body.purchaseToken;
  try {
    if (storeProductType(body.subscription_id) === 'subscription') {
      await play.publisher.purchases.subscriptions.acknowledge(
        {
          packageName,
          subscriptionId: body.subscription_id,
          token,
          requestBody: {},
        },
        options,
      );
    } else {
      await play.publisher.purchases.products.acknowledge(
        {
          packageName,
          productId: body.subscription_id,
          token,
          requestBody: {},
        },
        options,
      );
    }
  } catch (error) {
    log.warn({ err: error, googleStatus: googleStatusOf(error) }, 'google play acknowledgement failed');
  }
}

/**
 * Reads the user's purchase from Google Play, stores what Google said and recomputes premium under
 * the account's lock, acknowledging a granting purchase not yet acknowledged. What Google said.
 */
export async function refreshPlayPurchase(
  deps: GooglePlayDeps,
  userId: string,
  body: AndroidValidateBody,
  options: PlayCallOptions = {},
): Promise<PlayReading> {
  const readAt = new Date();
  const reading = await readPurchase(deps, body, readAt, options);
  await applyStorePurchase(deps.db, {
    ...reading.values,
    provider: 'google_play',
    purchaseId: body.purchaseToken,
    userId,
    productId: body.subscription_id,
    readAt,
  });
  if (reading.needsAcknowledging) await acknowledge(deps, body, options);
  return reading;
}

/**
 * POST /api/checkout/android/validate: reads the purchase from Google Play, stores it for the
 * account (409 when the token is another account's) and recomputes premium. A pending payment is
 * stored as pending and grants nothing until a later validation (or a read of premium) finds it paid.
 */
export async function validateAndroidPurchase(
  deps: GooglePlayDeps,
  userId: string,
  body: AndroidValidateBody,
): Promise<AndroidValidateResponse> {
  // Refused before asking Google: someone else's token says nothing to this account.
  const known = await findStorePurchase(deps.db, 'google_play', body.purchaseToken);
  if (known && known.userId !== userId) throw new ConflictError(PURCHASE_TAKEN_MESSAGE);
  const reading = await refreshPlayPurchase(deps, userId, body);
  return {
    canceled: reading.canceled,
    expired: reading.expired,
    premiumGranted: reading.values.grantsPremium === true,
  };
}

/**
 * DELETE /api/premium/android: the app removes its Play premium once validation found it
 * canceled or expired. Only ended purchases go; one Google still honours stays until it ends.
 */
export function removeAndroidPremium(db: Db, userId: string): Promise<PremiumResponse> {
  return removeStorePurchases(db, userId, 'google_play', endedPurchases);
}

/** DELETE /api/checkout/android/pending: the app drops the Play purchase still waiting for its payment. */
export function removeAndroidPending(db: Db, userId: string): Promise<PremiumResponse> {
  return removeStorePurchases(db, userId, 'google_play', pendingPurchases);
}
