import type { AdminPremiumGrantBody, PremiumAccess, PremiumResponse } from '@bible-journey/contract';
import { CHALLENGES_PER_OWNER_MAX, challengeCreation } from '@bible-journey/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError, UnprocessableError } from '../../http/errors.js';
import { findUserByEmail } from '../users/repository.js';
import { recomputePremium } from './recompute.js';
import {
  countOwnedChallenges,
  deleteGrant,
  findPremium,
  lockPremiumOwner,
  type PremiumRow,
  type PremiumValues,
  upsertGrant,
} from './repository.js';

/** Spec 3 section 5's alert, also the 403's message. */
export const CREATION_REFUSED_MESSAGE = 'Subscribe or buy a new challenge to be able to create it';

/** The answer's premiumAccess: the spec's optional fields only when known. */
export function presentPremium(row: PremiumValues | PremiumRow, ownedChallenges: number): PremiumAccess {
  const optional = {
    product_title: row.productTitle,
    amount_paid: row.amountPaid,
    currency_paid: row.currencyPaid,
    customer_id: row.customerId,
    subscription_id: row.subscriptionId,
    purchaseToken: row.purchaseToken,
    // Said of a Play premium always (the app reads it), of another only while a Play payment waits.
    pendingApproval: row.origin === 'android' || row.pendingApproval ? Boolean(row.pendingApproval) : undefined,
  };
  return {
    type: row.type,
    amountPurchases: row.amountPurchases ?? 1,
    origin: row.origin,
    ownedChallenges,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null && value !== undefined)),
  };
}

/** A store subscription behind the premium has run out since it was computed. */
const hasLapsed = (row: PremiumRow | undefined, now: Date) => row?.expiresAt != null && row.expiresAt <= now;

/**
 * Recomputes the premium of a user whose store subscription has run out since it was computed (no
 * store tells us when that happens), and suspends their challenges to match. The premium row as it
 * now is. Takes the account's lock first, as every premium change does.
 */
async function renewLapsed(db: Db, userId: string, now: Date): Promise<PremiumRow | undefined> {
  await db.transaction(async (tx) => {
    if (await lockPremiumOwner(tx, userId)) await recomputePremium(tx, userId, now);
  });
  return findPremium(db, userId);
}

/** GET /api/premium: the user's premium access and how many challenges they own, or null. */
export async function getPremium(db: Db, userId: string): Promise<PremiumResponse> {
  const now = new Date();
  const found = await findPremium(db, userId);
  const row = hasLapsed(found, now) ? await renewLapsed(db, userId, now) : found;
  if (!row) return { premiumAccess: null };
  return { premiumAccess: presentPremium(row, await countOwnedChallenges(db, userId)) };
}

/**
 * Refuses a user who may not create one more challenge (core's challengeCreation): 403 without the
 * premium for it, 422 when the account leads the most challenges one may. Run it inside the
 * creating transaction: it locks the premium row until the challenge is in, so two racing
 * creations can't both pass a limit.
 */
export async function assertMayCreateChallenge(tx: Db, userId: string): Promise<void> {
  const now = new Date();
  // The account's lock before the premium row's, in the order every premium change takes them.
  if (hasLapsed(await findPremium(tx, userId), now) && (await lockPremiumOwner(tx, userId))) {
    await recomputePremium(tx, userId, now);
  }
  const premium = (await findPremium(tx, userId, { lock: true })) ?? null;
  const creation = challengeCreation(premium, await countOwnedChallenges(tx, userId));
  // Even a subscription leads a bounded number at once (issue 22).
  if (creation === 'leadsTheMost') {
    throw new UnprocessableError(
      `You lead ${CHALLENGES_PER_OWNER_MAX} challenges, the most one account can: delete one that has ended to start another.`,
      'challenges_per_owner',
    );
  }
  if (creation !== 'allowed') throw new ForbiddenError(CREATION_REFUSED_MESSAGE);
}

export interface PremiumGrant {
  premiumAccess: PremiumAccess;
  /** The user's challenges that were suspended and are open again. */
  resumedChallenges: number;
}

/**
 * An operator grants premium to an account (see upsertGrant for how a one_time count grows); the
 * premium is recomputed with the account's payments and its suspended challenges open again as far
 * as it allows (decision 0014).
 */
export async function grantPremium(db: Db, grant: AdminPremiumGrantBody): Promise<PremiumGrant> {
  const user = await findUserByEmail(db, grant.email);
  if (!user) throw new NotFoundError(`No account has the e-mail ${grant.email}.`);
  return db.transaction(async (tx) => {
    if (!(await lockPremiumOwner(tx, user.id))) throw new NotFoundError(`No account has the e-mail ${grant.email}.`);
    await upsertGrant(tx, user.id, grant.type, grant.amountPurchases ?? 1);
    const { premium, resumed } = await recomputePremium(tx, user.id, new Date());
    if (!premium) throw new Error('a granted premium recomputed to none');
    return {
      premiumAccess: presentPremium(premium, await countOwnedChallenges(tx, user.id)),
      resumedChallenges: resumed,
    };
  });
}

export interface PremiumRevocation {
  /** False when the account had neither a grant nor premium (or there is no such account). */
  revoked: boolean;
  /** The user's challenges now suspended: their members get 404 until premium comes back. */
  suspendedChallenges: number;
}

/**
 * An operator takes their grant away. Without premium left the leader's challenges are suspended
 * for everyone (spec 1 section 6); premium a payment still gives stays (a refund or a cancel in
 * Stripe ends that, through its webhook).
 */
export async function revokePremium(db: Db, email: string): Promise<PremiumRevocation> {
  const user = await findUserByEmail(db, email);
  if (!user) return { revoked: false, suspendedChallenges: 0 };
  return db.transaction(async (tx) => {
    if (!(await lockPremiumOwner(tx, user.id))) return { revoked: false, suspendedChallenges: 0 };
    const hadPremium = (await findPremium(tx, user.id)) !== undefined;
    const hadGrant = await deleteGrant(tx, user.id);
    const { premium, suspended } = await recomputePremium(tx, user.id, new Date());
    return { revoked: hadGrant || (hadPremium && !premium), suspendedChallenges: suspended };
  });
}
