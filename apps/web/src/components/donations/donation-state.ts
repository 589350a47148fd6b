import { type DonationAskState, INITIAL_DONATION_ASK_STATE, isIsoDate } from '@bible-journey/core';
import { storedValue } from '../../lib/storage.ts';

const isDateOrNull = (value: unknown) => value === null || isIsoDate(value);

function isDonationState(value: unknown): value is DonationAskState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.donated === 'boolean' &&
    typeof state.declined === 'boolean' &&
    typeof state.remindLater === 'number' &&
    isDateOrNull(state.remindLaterDate) &&
    isDateOrNull(state.firstSeenOn) &&
    isDateOrNull(state.lastAskedOn)
  );
}

/**
 * The device's donation state (spec 1 section 3): "donated" remembered once a payment succeeded,
 * "No, thanks", and the ask-donation modal's remind-later counter and date.
 */
export const donationState = storedValue<DonationAskState>('donation', INITIAL_DONATION_ASK_STATE, isDonationState);

export function updateDonationState(changes: Partial<DonationAskState>): void {
  donationState.set({ ...donationState.get(), ...changes });
}
