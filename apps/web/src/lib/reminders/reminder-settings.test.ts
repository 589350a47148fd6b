import { afterEach, describe, expect, it, vi } from 'vitest';
import { areRemindersMuted, setRemindersMuted, showReminders } from './reminder-settings.ts';

afterEach(() => localStorage.clear());

describe('reminder settings', () => {
  it('shows reminders until muted, keeps the choice on the device under the spec’s showReminders', () => {
    expect(areRemindersMuted()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = showReminders.subscribe(listener);
    setRemindersMuted(true);
    expect(areRemindersMuted()).toBe(true);
    expect(localStorage.getItem('showReminders')).toBe('false');
    expect(listener).toHaveBeenCalledTimes(1);
    setRemindersMuted(false);
    expect(localStorage.getItem('showReminders')).toBe('true');
    expect(areRemindersMuted()).toBe(false);
    unsubscribe();
  });

  it('ignores a stored value that is not a yes or no', () => {
    localStorage.setItem('showReminders', '"sometimes"');
    expect(areRemindersMuted()).toBe(false);
  });
});
