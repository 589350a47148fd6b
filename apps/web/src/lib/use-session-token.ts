import { useSyncExternalStore } from 'react';
import { session } from './session.ts';

const tokenNow = () => session.get()?.token ?? null;

/** The signed-in person's token, null when nobody is signed in; re-renders on sign-in and sign-out. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(session.subscribe, tokenNow);
}
