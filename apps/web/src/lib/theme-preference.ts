import { storedValue } from './storage.ts';

export type Theme = 'light' | 'dark';

/** The stored choice; null follows the system (spec 1 section 4, "Theme"). */
export const themePreference = storedValue<Theme | null>(
  'theme',
  null,
  (value): value is Theme | null => value === null || value === 'light' || value === 'dark',
);

export function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Puts a stored choice on <html data-theme>; without one the attribute is removed, so theme.css
 * follows the system's setting live through its media query. Returns the theme in effect.
 */
export function applyTheme(preference: Theme | null = themePreference.get()): Theme {
  if (preference) document.documentElement.dataset.theme = preference;
  else delete document.documentElement.dataset.theme;
  return preference ?? systemTheme();
}
