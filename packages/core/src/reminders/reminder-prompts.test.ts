import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReminderTime, type ReminderPromptState, reminderPromptFor, remindLater } from './reminder-prompts.js';

const fresh: ReminderPromptState = {
  firstSeenOn: '2027-02-27',
  reminderCounter: 0,
  askAgainOn: null,
  permissionDenied: false,
  showReminders: true,
  hasDefinedReminder: false,
};

describe('which reminder prompt shows', () => {
  it('asks the first time while the counter is 0, permission not denied and reminders on', () => {
    // Not on the device's first day.
    expect(reminderPromptFor({ ...fresh, firstSeenOn: null }, '2027-03-01')).toBeNull();
    expect(reminderPromptFor({ ...fresh, firstSeenOn: '2027-03-01' }, '2027-03-01')).toBeNull();
    expect(reminderPromptFor(fresh, '2027-03-01')).toBe('first-time');
    expect(reminderPromptFor({ ...fresh, permissionDenied: true }, '2027-03-01')).toBeNull();
    expect(reminderPromptFor({ ...fresh, showReminders: false }, '2027-03-01')).toBeNull();
    expect(reminderPromptFor({ ...fresh, hasDefinedReminder: true }, '2027-03-01')).toBeNull();
  });

  it('after "later", waits for the ask-again date, then reminds now — continue at every third count', () => {
    let state: ReminderPromptState = { ...fresh, ...remindLater(fresh, '2027-03-01') };
    expect(state).toMatchObject({ reminderCounter: 1, askAgainOn: '2027-03-04' });
    expect(reminderPromptFor(state, '2027-03-03')).toBeNull();
    expect(reminderPromptFor(state, '2027-03-04')).toBe('remind-now');
    // Away on the day itself: the next visit asks.
    expect(reminderPromptFor(state, '2027-03-09')).toBe('remind-now');
    state = { ...state, ...remindLater(state, '2027-03-04') };
    expect(reminderPromptFor(state, '2027-03-07')).toBe('remind-now');
    state = { ...state, ...remindLater(state, '2027-03-07') };
    expect(state.reminderCounter).toBe(3);
    expect(reminderPromptFor(state, '2027-03-10')).toBe('continue');
    expect(reminderPromptFor({ ...state, showReminders: false }, '2027-03-10')).toBeNull();
  });

  it('never asks a device whose reminders are stopped or set, whatever the counter and date', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.boolean(), (counter, denied) => {
        const state = { ...fresh, reminderCounter: counter, askAgainOn: '2027-01-01', permissionDenied: denied };
        expect(reminderPromptFor({ ...state, showReminders: false }, '2027-06-01')).toBeNull();
        expect(reminderPromptFor({ ...state, hasDefinedReminder: true }, '2027-06-01')).toBeNull();
        const prompt = reminderPromptFor(state, '2027-06-01');
        if (counter > 0) expect(prompt).toBe(counter % 3 === 0 ? 'continue' : 'remind-now');
      }),
    );
  });

  it('shows a time as HH:MM', () => {
    expect(formatReminderTime({ hour: 7, minute: 5 })).toBe('07:05');
    expect(formatReminderTime({ hour: 17, minute: 0 })).toBe('17:00');
  });
});
