import { type ChallengeCreation, challengeCreation } from '@bible-journey/core';
import { usePremium } from '../../../lib/premium.ts';

/**
 * Whether the signed-in person may create one more challenge (core's challengeCreation over GET
 * /api/premium): 'notLoaded' while the premium status is on its way or could not be fetched.
 * `isFresh` fetches it again when the screen opens.
 */
export function useChallengeCreation({ isFresh = false } = {}): { creation: ChallengeCreation; isPending: boolean } {
  const premium = usePremium({ isFresh });
  if (premium.isPending || premium.isError) return { creation: 'notLoaded', isPending: premium.isPending };
  return { creation: challengeCreation(premium.data, premium.data?.ownedChallenges ?? 0), isPending: false };
}
