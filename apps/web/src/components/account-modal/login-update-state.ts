import { storedValue } from '../../lib/storage.ts';

/** Days a device is used before the notice first shows: a newcomer's first days are left alone. */
export const LOGIN_UPDATE_FIRST_AFTER_DAYS = 3;
/** "Not now" (or closing the box) asks again after this many days. */
export const LOGIN_UPDATE_SNOOZE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the device remembers: when it first saw the app, until when the notice waits, and the person's "don't show again" (spec 1 section 3, keepClosed). */
export interface LoginUpdateState {
  firstSeenAt: string;
  snoozedUntil?: string;
  keepClosed?: boolean;
}

const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isState = (value: unknown): value is LoginUpdateState => {
  const state = value as Partial<LoginUpdateState> | null;
  return (
    typeof state === 'object' &&
    state !== null &&
    isDate(state.firstSeenAt) &&
    (state.snoozedUntil === undefined || isDate(state.snoozedUntil)) &&
    (state.keepClosed === undefined || typeof state.keepClosed === 'boolean')
  );
};

export const loginUpdateState = storedValue<LoginUpdateState | null>('loginUpdate', null, isState);

/** Whether the notice is due now: never after "don't show again", not in a device's first days, not while snoozed. */
export function isLoginUpdateDue(state: LoginUpdateState | null, now: Date): boolean {
  if (!state || state.keepClosed) return false;
  if (now.getTime() - Date.parse(state.firstSeenAt) < LOGIN_UPDATE_FIRST_AFTER_DAYS * DAY_MS) return false;
  return !state.snoozedUntil || now.getTime() >= Date.parse(state.snoozedUntil);
}

export const snoozedFrom = (now: Date) => new Date(now.getTime() + LOGIN_UPDATE_SNOOZE_DAYS * DAY_MS).toISOString();
