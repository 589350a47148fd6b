import { setRemindersMuted } from '../../lib/reminders/reminder-settings.ts';
import { syncReminderWithServer } from '../../lib/reminders/reminder-sync.ts';
import { reminderWords } from './reminder-strings.ts';

/**
 * Tells the server what the device holds now. Offline or failing, nothing is lost: the device's
 * settings stand and the next start (reminder-trigger.ts) tries again.
 */
export async function syncRemindersQuietly(): Promise<void> {
  try {
    await syncReminderWithServer(reminderWords);
  } catch {
    // Tried again on the next start.
  }
}

/**
 * The one mute switch (the late dialog's toggle, the menu card's switch; spec 1 section 4 "Stop
 * reminders"): at once on the device, then on the server.
 */
export async function setRemindersMutedEverywhere(muted: boolean): Promise<void> {
  setRemindersMuted(muted);
  await syncRemindersQuietly();
}

/** "Stop reminders": showReminders becomes false; no prompt or notification follows. */
export function stopReminders(): Promise<void> {
  return setRemindersMutedEverywhere(true);
}
