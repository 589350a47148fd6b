import { storedValue } from '../../../lib/storage.ts';

/** Spec 1 section 2: the dark theme is announced once; this remembers it was seen. */
export const darkThemeAnnounced = storedValue<boolean>(
  'darkThemeAnnounced',
  false,
  (value): value is boolean => typeof value === 'boolean',
);
