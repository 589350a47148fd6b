import { CHALLENGES_PER_OWNER_MAX } from './challenge-validation.js';

/** The kinds of premium access (spec 3 section 5): a monthly subscription, or challenges bought one by one. */
export const PREMIUM_TYPES = ['subscription', 'one_time'] as const;
export type PremiumType = (typeof PREMIUM_TYPES)[number];

/** What creating a challenge needs to know of a user's premium access. */
export interface PremiumLike {
  type: PremiumType;
  /** For one_time: how many challenges were bought (the most the user may own). */
  amountPurchases: number;
}

/**
 * Whether the user may create one more challenge, and if not, why:
 * - `notLoaded`: the premium status is still being fetched (`undefined`) — creation waits;
 * - `notPremium`: no premium access (`null`);
 * - `limitReached`: a one_time premium that already owns as many challenges as it bought;
 * - `leadsTheMost`: the account leads CHALLENGES_PER_OWNER_MAX challenges, whatever its premium.
 */
export type ChallengeCreation = 'allowed' | 'notLoaded' | 'notPremium' | 'limitReached' | 'leadsTheMost';

/** Spec 3 section 5: a subscription creates freely; a one_time purchase owns at most amountPurchases challenges. */
export function challengeCreation(premium: PremiumLike | null | undefined, ownedChallenges: number): ChallengeCreation {
  if (premium === undefined) return 'notLoaded';
  if (premium === null) return 'notPremium';
  if (ownedChallenges >= CHALLENGES_PER_OWNER_MAX) return 'leadsTheMost';
  if (premium.type === 'subscription') return 'allowed';
  return ownedChallenges < premium.amountPurchases ? 'allowed' : 'limitReached';
}

/** Shorthand for `challengeCreation(...) === 'allowed'`. */
export function canCreateChallenge(premium: PremiumLike | null | undefined, ownedChallenges: number): boolean {
  return challengeCreation(premium, ownedChallenges) === 'allowed';
}

export function isPremiumType(value: unknown): value is PremiumType {
  return PREMIUM_TYPES.includes(value as PremiumType);
}

/**
 * Whether a card payment just made shows in the premium access yet (issue 14: only Stripe's
 * verified event grants it, a moment after the payment): a subscription once the access is a
 * subscription; one challenge once more purchases are counted than before the payment.
 */
export function isPurchaseConfirmed(
  kind: PremiumType,
  before: PremiumLike | null | undefined,
  after: PremiumLike | null | undefined,
): boolean {
  if (!after) return false;
  if (kind === 'subscription') return after.type === 'subscription';
  return after.amountPurchases > (before?.amountPurchases ?? 0);
}
