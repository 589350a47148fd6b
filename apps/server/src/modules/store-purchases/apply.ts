import type { PremiumResponse } from '@bible-journey/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { recomputePremium } from '../premium/recompute.js';
import { lockPremiumOwner } from '../premium/repository.js';
import { getPremium } from '../premium/service.js';
import { deleteStorePurchases, type StoreProvider, type StorePurchaseValues, saveStorePurchase } from './repository.js';

/** Spec 1 section 8 says nothing of it; a purchase is one account's (decision 0015). */
export const PURCHASE_TAKEN_MESSAGE =
  'This purchase is already linked to another account: sign in with the account that made it.';

/**
 * Stores a store purchase as verified and recomputes its user's premium, under the account's lock.
 * 409 when the token or transaction is another account's.
 */
export async function applyStorePurchase(db: Db, values: StorePurchaseValues): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockPremiumOwner(tx, values.userId))) throw new NotFoundError('Your account no longer exists.');
    const saved = await saveStorePurchase(tx, values);
    if (saved === 'taken') throw new ConflictError(PURCHASE_TAKEN_MESSAGE);
    if (saved === 'saved') await recomputePremium(tx, values.userId, new Date());
  });
}

/** Removes some of the user's purchases of a store and recomputes their premium; the premium after. */
export async function removeStorePurchases(
  db: Db,
  userId: string,
  provider: StoreProvider,
  which: SQL | undefined,
): Promise<PremiumResponse> {
  await db.transaction(async (tx) => {
    if (!(await lockPremiumOwner(tx, userId))) return;
    if ((await deleteStorePurchases(tx, userId, provider, which)) > 0) await recomputePremium(tx, userId, new Date());
  });
  return getPremium(db, userId);
}
