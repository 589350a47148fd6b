import type { PremiumResponse } from '@bible-journey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { type GooglePlay, QUICK_PLAY_CALL } from '../../integrations/payments/google-play.js';
import { getPremium } from '../premium/service.js';
import { refreshPlayPurchase } from './google-play.js';
import { claimPlayPurchasesToRecheck } from './repository.js';

/** Google is asked about one purchase at most this often on the reader's behalf. */
export const PLAY_RECHECK_INTERVAL_MS = 10 * 60_000;

export interface PlayRefreshDeps {
  db: Db;
  /** Null while Google Play is not set up: premium is answered from what is stored. */
  play: GooglePlay | null;
  log: FastifyBaseLogger;
}

/**
 * Re-reads from Google Play the user's Play purchases whose stored state may have changed unseen —
 * a subscription past its stored expiry (no store tells this server of a renewal) or a payment
 * pending — and stores what Google says, recomputing premium as a validation by the app would
 * (decision 0015). Each purchase is asked about at most once per PLAY_RECHECK_INTERVAL_MS. A
 * failure is logged and the stored state stands: reading premium never fails because Google does.
 */
export async function refreshPlayPurchases({ db, play, log }: PlayRefreshDeps, userId: string): Promise<void> {
  if (!play) return;
  const now = new Date();
  const due = await claimPlayPurchasesToRecheck(db, userId, now, new Date(now.getTime() - PLAY_RECHECK_INTERVAL_MS));
  for (const { purchaseToken, productId } of due) {
    try {
      await refreshPlayPurchase(
        { db, play, log },
        userId,
        { purchaseToken, subscription_id: productId },
        QUICK_PLAY_CALL,
      );
    } catch (error) {
      log.warn({ err: error, productId }, 'google play purchase not re-read: premium answered from the stored one');
    }
  }
}

/**
 * GET /api/premium: the user's premium access, its lapsed or pending Play purchases read again
 * from Google first (see refreshPlayPurchases).
 */
export async function getCurrentPremium(deps: PlayRefreshDeps, userId: string): Promise<PremiumResponse> {
  await refreshPlayPurchases(deps, userId);
  return getPremium(deps.db, userId);
}
