import { describe, expect, it } from 'vitest';
import {
  type ChallengeCreation,
  canCreateChallenge,
  challengeCreation,
  isPremiumType,
  type PremiumLike,
} from './premium.js';

describe('challengeCreation', () => {
  it.each<[PremiumLike | null | undefined, number, ChallengeCreation]>([
    [undefined, 0, 'notLoaded'],
    [null, 0, 'notPremium'],
    [{ type: 'subscription', amountPurchases: 1 }, 0, 'allowed'],
    [{ type: 'subscription', amountPurchases: 1 }, 50, 'allowed'],
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
});
