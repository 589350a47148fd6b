import { type NotificationAccess, type ReminderState, reminderState } from '@bible-journey/core';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isNativeApp } from './native-reminder.ts';
import { notificationPermission } from './notification-permission.ts';
import { isPushSupported } from './push-subscription.ts';
import { areRemindersMuted, notificationState, permissionDenied, showReminders } from './reminder-settings.ts';

let isAsking = false;
const askingListeners = new Set<() => void>();

/** The browser's question or the setting up of a reminder is under way (the prompts set it). */
export const reminderAsking = {
  get: () => isAsking,
  set(next: boolean) {
    isAsking = next;
    for (const listener of askingListeners) listener();
  },
  subscribe(listener: () => void) {
    askingListeners.add(listener);
    return () => askingListeners.delete(listener);
  },
};

/** What this device allows now: the browser's permission, or the native shell's answer when it asked. */
export function notificationAccess(): NotificationAccess {
  if (isNativeApp()) return permissionDenied.get() ? 'denied' : 'granted';
  if (!isPushSupported()) return 'unsupported';
  const permission = notificationPermission();
  return permission === 'unsupported' ? 'unsupported' : permission;
}

/** The reminder's state now (core `reminderState`), from what the device holds. */
export function currentReminderState(): ReminderState {
  const state = notificationState.get();
  return reminderState({
    hasDefinedReminder: state.hasDefinedReminder,
    time: { hour: state.definedHour, minute: state.definedMinute },
    isMuted: areRemindersMuted(),
    access: notificationAccess(),
    // In the native shells the reminder is scheduled on the device itself as it is saved.
    reachesDevice: isNativeApp()
      ? state.hasDefinedReminder
      : state.reminderOnServer && state.subscriptionToken !== null,
    isAsking: reminderAsking.get(),
  });
}

/**
 * The reminder's state, re-rendered when any of its facts change: the stored settings (also from
 * another tab), the question under way, and the browser's permission (changed in its settings,
 * seen when the page is shown again or the browser reports it).
 */
export function useReminderState(): ReminderState {
  const settings = useSyncExternalStore(notificationState.subscribe, notificationState.get);
  const shown = useSyncExternalStore(showReminders.subscribe, showReminders.get);
  const asking = useSyncExternalStore(reminderAsking.subscribe, reminderAsking.get);
  const [access, setAccess] = useState(notificationAccess);
  useEffect(() => {
    const refresh = () => setAccess(notificationAccess());
    document.addEventListener('visibilitychange', refresh);
    let status: PermissionStatus | undefined;
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        status = found;
        status.addEventListener('change', refresh);
      })
      .catch(() => {});
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      status?.removeEventListener('change', refresh);
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each fact is a dependency: the state is read again when one changes.
  return useMemo(currentReminderState, [settings, shown, asking, access]);
}
