import { useSyncExternalStore } from 'react';
import { type DeviceSession, session } from '../../../lib/session.ts';

/** The signed-in person on this device, or null; re-renders on sign-in, sign-out and profile changes. */
export function useSession(): DeviceSession | null {
  return useSyncExternalStore(session.subscribe, session.get);
}
