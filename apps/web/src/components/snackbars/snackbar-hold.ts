/** Sent to a snackbar (detail: true or false) while it waits out of sight, so its time doesn't run meanwhile. */
export const SNACKBAR_HOLD_EVENT = 'snackbar-hold';
