import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../dates/calendar-date.js';
import {
  ASK_DONATION_AFTER_READ_DAYS,
  type DonationAskState,
  INITIAL_DONATION_ASK_STATE,
  remindDonationLater,
  shouldAskDonation,
} from './ask-donation.js';

const seen: DonationAskState = { ...INITIAL_DONATION_ASK_STATE, firstSeenOn: '2027-03-01' };
const TODAY: IsoDate = '2027-03-10';

describe('when the ask-donation modal shows', () => {
  it.each<[string, Partial<DonationAskState>, number, boolean]>([
    ['after 7 days read, on a later day than the first', {}, 7, true],
    ['not before 7 days read', {}, ASK_DONATION_AFTER_READ_DAYS - 1, false],
    ['never on the first use', { firstSeenOn: null }, 30, false],
    ['never on the device’s first day', { firstSeenOn: TODAY }, 30, false],
    ['never twice the same day', { lastAskedOn: TODAY }, 30, false],
    ['again on a later day', { lastAskedOn: '2027-03-09' }, 30, true],
    ['never after a donation', { donated: true }, 30, false],
    ['never after “No, thanks”', { declined: true }, 30, false],
    ['not before the remind-later date', { remindLater: 1, remindLaterDate: '2027-03-11' }, 30, false],
    ['on the remind-later date', { remindLater: 1, remindLaterDate: TODAY }, 30, true],
    ['after the remind-later date (away on the day)', { remindLater: 2, remindLaterDate: '2027-03-02' }, 30, true],
  ])('%s', (_label, state, daysRead, expected) => {
    expect(shouldAskDonation({ ...seen, ...state }, daysRead, TODAY)).toBe(expected);
  });

  it('“Remind me later” counts and waits 14 days', () => {
    expect(remindDonationLater({ remindLater: 0 }, TODAY)).toEqual({ remindLater: 1, remindLaterDate: '2027-03-24' });
    expect(remindDonationLater({ remindLater: 4 }, TODAY).remindLater).toBe(5);
  });

  it('after “later”, never asks before the date, whatever was read', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 2000 }), (days, daysRead) => {
        const state = { ...seen, ...remindDonationLater(seen, TODAY), lastAskedOn: TODAY };
        expect(shouldAskDonation(state, daysRead, addDays(TODAY, days))).toBe(false);
      }),
    );
  });
});
