import type { ChallengeInvite, ChallengeSummary, PremiumAccess } from '@bible-journey/contract';

/** A challenge as GET /api/challenges lists it. */
export function challengeSummary(overrides: Partial<ChallengeSummary> = {}): ChallengeSummary {
  return { _id: 'c1', title: 'Lent together', participantsCount: 3, owner: { name: 'Ana Souza' }, ...overrides };
}

/** A pending invite as GET /api/challenges/invites lists it. */
export function challengeInvite(overrides: Partial<ChallengeInvite> = {}): ChallengeInvite {
  return {
    _id: 'i1',
    challenge: { _id: 'c9', title: 'Psalms in June', owner: { name: 'Bruno Lima' } },
    ...overrides,
  };
}

export const subscription: PremiumAccess = {
  type: 'subscription',
  amountPurchases: 0,
  origin: 'admin',
  ownedChallenges: 1,
};

/** A one_time premium that bought one challenge and owns `owned`. */
export const singleChallenge = (owned: number): PremiumAccess => ({
  type: 'one_time',
  amountPurchases: 1,
  origin: 'admin',
  ownedChallenges: owned,
});
