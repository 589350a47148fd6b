import type { AdminPremiumGrantBody, PremiumAccess, PremiumResponse } from '@bible-journey/contract';
import { challengeCreation } from '@bible-journey/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import { findUserByEmail } from '../users/repository.js';
import {
  countOwnedChallenges,
  deletePremium,
  findPremium,
  type PremiumRow,
  resumeOwnedChallenges,
  suspendOwnedChallenges,
  upsertAdminPremium,
} from './repository.js';

/** Spec 3 section 5's alert, also the 403's message. */
export const CREATION_REFUSED_MESSAGE = 'Subscribe or buy a new challenge to be able to create it';

function presentPremium(row: PremiumRow, ownedChallenges: number): PremiumAccess {
  return { type: row.type, amountPurchases: row.amountPurchases, origin: row.origin, ownedChallenges };
}

/** GET /api/premium: the user's premium access and how many challenges they own, or null. */
export async function getPremium(db: Db, userId: string): Promise<PremiumResponse> {
  const row = await findPremium(db, userId);
  if (!row) return { premiumAccess: null };
  return { premiumAccess: presentPremium(row, await countOwnedChallenges(db, userId)) };
}

/**
 * Refuses (403) a user who may not create one more challenge (core's challengeCreation). Run it
 * inside the creating transaction: it locks the premium row until the challenge is in, so a
 * one_time premium's two racing creations can't both pass its limit.
 */
export async function assertMayCreateChallenge(tx: Db, userId: string): Promise<void> {
  const premium = (await findPremium(tx, userId, { lock: true })) ?? null;
  const owned = premium?.type === 'one_time' ? await countOwnedChallenges(tx, userId) : 0;
  if (challengeCreation(premium, owned) !== 'allowed') throw new ForbiddenError(CREATION_REFUSED_MESSAGE);
}

export interface PremiumGrant {
  premiumAccess: PremiumAccess;
  /** The user's challenges that were suspended and are open again. */
  resumedChallenges: number;
}

/**
 * An operator grants premium to an account (see upsertAdminPremium for how a one_time count
 * grows), and the account's suspended challenges open again (decision 0009).
 */
export async function grantPremium(db: Db, grant: AdminPremiumGrantBody): Promise<PremiumGrant> {
  const user = await findUserByEmail(db, grant.email);
  if (!user) throw new NotFoundError(`No account has the e-mail ${grant.email}.`);
  return db.transaction(async (tx) => {
    const row = await upsertAdminPremium(tx, user.id, grant.type, grant.amountPurchases ?? 1);
    const resumedChallenges = await resumeOwnedChallenges(tx, user.id);
    return { premiumAccess: presentPremium(row, await countOwnedChallenges(tx, user.id)), resumedChallenges };
  });
}

export interface PremiumRevocation {
  /** False when the account had no premium (or there is no such account). */
  revoked: boolean;
  /** The user's challenges now suspended: their members get 404 until premium comes back. */
  suspendedChallenges: number;
}

/** An operator takes premium away: the leader's challenges are suspended for everyone (spec 1 section 6). */
export async function revokePremium(db: Db, email: string): Promise<PremiumRevocation> {
  const user = await findUserByEmail(db, email);
  if (!user) return { revoked: false, suspendedChallenges: 0 };
  return db.transaction(async (tx) => {
    const revoked = await deletePremium(tx, user.id);
    // Without premium, no challenge of theirs stays open, whatever removed the premium before.
    return { revoked, suspendedChallenges: await suspendOwnedChallenges(tx, user.id, new Date()) };
  });
}
