import { addDays, type IsoDate } from '../dates/calendar-date.js';

// When the ask-donation modal shows (spec 1 section 2; the spec names no moment, issue 14). Pure,
// so the web app's trigger and its tests share one rule (decision 0016).

/** Asked only once the person has read this many days: the app has proved useful first. */
export const ASK_DONATION_AFTER_READ_DAYS = 7;
/** "Remind me later" asks again this many days on. */
export const DONATION_REMIND_LATER_DAYS = 14;

/** The device's donation state (spec 1 section 3, "Donation state"), as the rule reads it. */
export interface DonationAskState {
  /** A donation was paid on this device: never asked again. */
  donated: boolean;
  /** "No, thanks": never asked again. */
  declined: boolean;
  /** How many times "Remind me later" was chosen. */
  remindLater: number;
  /** Not asked before this day. */
  remindLaterDate: IsoDate | null;
  /** The first day the device was checked: nobody is asked on their first day. */
  firstSeenOn: IsoDate | null;
  /** The last day the modal showed: never twice the same day. */
  lastAskedOn: IsoDate | null;
}

export const INITIAL_DONATION_ASK_STATE: DonationAskState = {
  donated: false,
  declined: false,
  remindLater: 0,
  remindLaterDate: null,
  firstSeenOn: null,
  lastAskedOn: null,
};

/**
 * True when the ask-donation modal may show today: never after a donation or "No, thanks", never
 * on the device's first day, never twice the same day, not before the remind-later date, and only
 * after ASK_DONATION_AFTER_READ_DAYS days read.
 */
export function shouldAskDonation(state: DonationAskState, daysRead: number, today: IsoDate): boolean {
  if (state.donated || state.declined) return false;
  if (state.firstSeenOn === null || state.firstSeenOn >= today) return false;
  if (state.lastAskedOn !== null && state.lastAskedOn >= today) return false;
  if (state.remindLaterDate !== null && state.remindLaterDate > today) return false;
  return daysRead >= ASK_DONATION_AFTER_READ_DAYS;
}

/** "Remind me later" (or the modal closed without a choice): counted, and asked again later. */
export function remindDonationLater(
  state: Pick<DonationAskState, 'remindLater'>,
  today: IsoDate,
): Pick<DonationAskState, 'remindLater' | 'remindLaterDate'> {
  return { remindLater: state.remindLater + 1, remindLaterDate: addDays(today, DONATION_REMIND_LATER_DAYS) };
}
