import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

/** How long /plan is left to settle before a reminder prompt may ask for attention. */
export const REMINDER_PROMPT_DELAY_MS = 2500;
/** The server is brought in line with the device a while after the app starts, off the first paint. */
export const REMINDER_SYNC_DELAY_MS = 4000;

/**
 * The reminder prompts of spec 1 section 4 on /plan, and, once per start, the server told what the
 * device holds (a subscription the browser lost or changed, a mute made offline). The prompts, their
 * words and the push code load only then, outside the first visit's code.
 */
export function useReminders(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== paths.plan) return;
    const timer = setTimeout(() => {
      import('./reminder-prompts.tsx').then((prompts) => prompts.offerReminderPrompt()).catch(() => undefined);
    }, REMINDER_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const timer = setTimeout(() => {
      import('./reminder-actions.ts').then((actions) => actions.syncRemindersQuietly()).catch(() => undefined);
    }, REMINDER_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
