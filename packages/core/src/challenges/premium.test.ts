import { describe, expect, it } from 'vitest';
import { CHALLENGES_PER_OWNER_MAX } from './challenge-validation.js';
import {
  type ChallengeCreation,
  canCreateChallenge,
  challengeCreation,
  isPremiumType,
  isPurchaseConfirmed,
  type PremiumLike,
  type PremiumType,
} from './premium.js';

describe('challengeCreation', () => {
  it.each<[PremiumLike | null | undefined, number, ChallengeCreation]>([
    [undefined, 0, 'notLoaded'],
    [null, 0, 'notPremium'],
    [{ type: 'subscription', amountPurchases: 1 }, 0, 'allowed'],
    [{ type: 'subscription', amountPurchases: 1 }, CHALLENGES_PER_OWNER_MAX - 1, 'allowed'],
    [{ type: 'subscription', amountPurchases: 1 }, CHALLENGES_PER_OWNER_MAX, 'leadsTheMost'],
    [{ type: 'one_time', amountPurchases: 50 }, CHALLENGES_PER_OWNER_MAX, 'leadsTheMost'],
    [{ type: 'one_time', amountPurchases: 1 }, 0, 'allowed'],
    [{ type: 'one_time', amountPurchases: 1 }, 1, 'limitReached'],
    [{ type: 'one_time', amountPurchases: 3 }, 2, 'allowed'],
    [{ type: 'one_time', amountPurchases: 3 }, 3, 'limitReached'],
    [{ type: 'one_time', amountPurchases: 3 }, 4, 'limitReached'],
  ])('%j owning %d -> %s', (premium, owned, expected) => {
    expect(challengeCreation(premium, owned)).toBe(expected);
    expect(canCreateChallenge(premium, owned)).toBe(expected === 'allowed');
  });

  it('knows the two premium types', () => {
    expect(isPremiumType('one_time')).toBe(true);
    expect(isPremiumType('lifetime')).toBe(false);
  });

  describe('isPurchaseConfirmed', () => {
    const none = null;
    const oneBought = { type: 'one_time', amountPurchases: 1 } as const;
    const twoBought = { type: 'one_time', amountPurchases: 2 } as const;
    const subscribed = { type: 'subscription', amountPurchases: 0 } as const;
    const subscribedWithOne = { type: 'subscription', amountPurchases: 1 } as const;
    it.each<[PremiumType, PremiumLike | null, PremiumLike | null | undefined, boolean]>([
      ['subscription', none, undefined, false],
      ['subscription', none, none, false],
      ['subscription', none, oneBought, false],
      ['subscription', none, subscribed, true],
      ['subscription', oneBought, subscribedWithOne, true],
      ['one_time', none, none, false],
      ['one_time', none, oneBought, true],
      ['one_time', oneBought, oneBought, false],
      ['one_time', oneBought, twoBought, true],
      // A subscriber buying one challenge: confirmed by the count, not by the access they already had.
      ['one_time', subscribed, subscribed, false],
      ['one_time', subscribed, subscribedWithOne, true],
    ])('%s: %j -> %j is %s', (kind, before, after, expected) => {
      expect(isPurchaseConfirmed(kind, before, after)).toBe(expected);
    });
  });
});
