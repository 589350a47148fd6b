import type { User } from '@bible-journey/contract';
import { storedValue } from './storage.ts';

/** The signed-in person on this device: their profile and token (spec 1 section 3). */
export interface DeviceSession {
  user: User;
  token: string;
}

function isSession(value: unknown): value is DeviceSession | null {
  if (value === null) return true;
  const session = value as Partial<DeviceSession> | undefined;
  return typeof session?.token === 'string' && typeof session.user?.email === 'string';
}

export const session = storedValue<DeviceSession | null>('session', null, isSession);
