import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRemindersMuted, updateNotificationState } from './reminder-settings.ts';
import { setReminder, syncReminderWithServer } from './reminder-sync.ts';

// The Capacitor plugin exists only inside the native shells: here, its calls are recorded.
const plugin = vi.hoisted(() => ({
  schedule: vi.fn(async () => ({ notifications: [] })),
  cancel: vi.fn(async () => undefined),
  requestPermissions: vi.fn(async () => ({ display: 'granted' })),
}));
vi.mock('@capacitor/local-notifications', () => ({ LocalNotifications: plugin }));

const words = { title: 'Time to read', body: 'Today’s reading is waiting for you.' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('the daily reminder in the native shells', () => {
  it('is a local notification repeating at hour:minute, second 0, with no push and no server call', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await setReminder({ hour: 7, minute: 30 }, words);
    expect(plugin.schedule).toHaveBeenCalledWith({
      notifications: [
        expect.objectContaining({
          id: 1,
          title: 'Time to read',
          schedule: { on: { hour: 7, minute: 30, second: 0 }, allowWhileIdle: true },
        }),
      ],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is cancelled when reminders are muted', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    updateNotificationState({ hasDefinedReminder: true, definedHour: 7, definedMinute: 30 });
    setRemindersMuted(true);
    await syncReminderWithServer(async () => words);
    expect(plugin.cancel).toHaveBeenCalledWith({ notifications: [{ id: 1 }] });
    expect(plugin.schedule).not.toHaveBeenCalled();
  });
});
