import type { ReminderTime } from './reminder-rules.js';

/**
 * A daily reminder's state on one device (issue 24): the one answer the prompts and the menu card
 * both show, so they never contradict each other. It is derived from facts the device knows, never
 * stored: "set" only when the reminder really reaches this device.
 */

/** What the browser (or the native shell) allows: 'default' until it has asked. */
export type NotificationAccess = 'default' | 'granted' | 'denied' | 'unsupported';

export interface ReminderFacts {
  /** The person chose a time on this device (kept even when it could not be set up). */
  hasDefinedReminder: boolean;
  time: ReminderTime;
  /** The person turned reminders off (spec 1's showReminders = false). */
  isMuted: boolean;
  access: NotificationAccess;
  /** The reminder is set up where it fires: the server holds it for this browser's subscription, or the native shell scheduled it. */
  reachesDevice: boolean;
  /** The browser's question or the setting up is under way. */
  isAsking: boolean;
}

export type ReminderState =
  | { kind: 'notSet' }
  | { kind: 'asking' }
  /** Reaches this device every day at `time`. */
  | { kind: 'set'; time: ReminderTime }
  /** Chosen, then turned off by the person. */
  | { kind: 'off'; time: ReminderTime }
  /** The browser refuses notifications: nothing can reach this device until they are allowed. */
  | { kind: 'blocked'; time: ReminderTime | null }
  /** This browser can't show notifications at all. */
  | { kind: 'unsupported'; time: ReminderTime | null }
  /** The time is kept, but setting it up failed: nothing reaches this device yet. */
  | { kind: 'failed'; time: ReminderTime };

export type ReminderStateKind = ReminderState['kind'];

export function reminderState(facts: ReminderFacts): ReminderState {
  if (facts.isAsking) return { kind: 'asking' };
  const time = facts.hasDefinedReminder ? { hour: facts.time.hour, minute: facts.time.minute } : null;
  if (facts.access === 'unsupported') return { kind: 'unsupported', time };
  if (facts.access === 'denied') return { kind: 'blocked', time };
  if (!time) return { kind: 'notSet' };
  if (facts.isMuted) return { kind: 'off', time };
  if (facts.access !== 'granted' || !facts.reachesDevice) return { kind: 'failed', time };
  return { kind: 'set', time };
}

/** Where nothing can reach this device by notification, e-mail is the way to offer. */
export const needsAnotherWay = (state: ReminderState): boolean =>
  state.kind === 'blocked' || state.kind === 'unsupported' || state.kind === 'failed';

/** The reminder prompts ask only a device with no reminder chosen that could still get one. */
export const mayAskAboutReminders = (state: ReminderState): boolean => state.kind === 'notSet';
