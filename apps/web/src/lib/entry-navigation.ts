/**
 * The app's entry (`/`, where the installed app opens) finds the screen a person starts on in
 * steps: the plan when there is one; else, for someone signed in, their challenges when they have
 * any (or invitations); else plan creation. Each step passes this navigation state to the next, so
 * a screen reached by a tap (Home, Challenges) keeps its own rule.
 */
export const FROM_ENTRY = { fromEntry: true } as const;

/** Whether a screen was reached from the app's entry (its location's state). */
export function isFromEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromEntry?: unknown }).fromEntry === true;
}
