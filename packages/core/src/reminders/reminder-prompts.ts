import { addDays, type IsoDate } from '../dates/calendar-date.js';

// Which reminder prompt a device shows (spec 1 section 4, "Reminders"; section 9). Pure, so the
// web app's prompts and their tests share one rule.

/** Spec 1 section 9: "Remind me later" asks again this many days on. */
export const REMIND_LATER_DAYS = 3;
/** Spec 1 section 9: the continue prompt comes at every third "later". */
export const CONTINUE_PROMPT_EVERY = 3;

/** The part of the device's notification state (spec 1 section 3) the prompts depend on. */
export interface ReminderPromptState {
  /** The first day the device was offered a prompt; the first-time prompt waits for a later day. */
  firstSeenOn: IsoDate | null;
  reminderCounter: number;
  askAgainOn: IsoDate | null;
  permissionDenied: boolean;
  showReminders: boolean;
  hasDefinedReminder: boolean;
}

export type ReminderPrompt = 'first-time' | 'continue' | 'remind-now';

/**
 * The prompt due today, or null. First time: counter 0, permission not denied, reminders on, and
 * not on the device's first day (someone who just made a plan is left to read it first; the spec
 * names no moment).
 * After "later": on the ask-again date (or the first visit after it), the continue prompt when
 * the counter is a multiple of 3, else the remind-now prompt. A device whose reminder is set, or
 * whose reminders are stopped, is never asked. (The spec's continue prompt names no date; without
 * one it would show on every visit until answered, so it waits for the ask-again date too.)
 */
export function reminderPromptFor(state: ReminderPromptState, today: IsoDate): ReminderPrompt | null {
  if (!state.showReminders || state.hasDefinedReminder) return null;
  if (state.reminderCounter <= 0) {
    const isFirstDay = state.firstSeenOn === null || state.firstSeenOn >= today;
    return state.permissionDenied || isFirstDay ? null : 'first-time';
  }
  if (state.askAgainOn === null || state.askAgainOn > today) return null;
  return state.reminderCounter % CONTINUE_PROMPT_EVERY === 0 ? 'continue' : 'remind-now';
}

/** "Remind me later": the counter goes up and the prompt waits REMIND_LATER_DAYS days. */
export function remindLater(
  state: Pick<ReminderPromptState, 'reminderCounter'>,
  today: IsoDate,
): { reminderCounter: number; askAgainOn: IsoDate } {
  return { reminderCounter: state.reminderCounter + 1, askAgainOn: addDays(today, REMIND_LATER_DAYS) };
}

/** The time a reminder is shown as: "07:30". */
export function formatReminderTime({ hour, minute }: { hour: number; minute: number }): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
