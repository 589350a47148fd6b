import { storedValue } from '../lib/storage.ts';

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

/** Puts the theme on <html data-theme>; the tokens in theme.css follow it. */
export function applyTheme(preference: Theme | null = themePreference.get()): Theme {
  const theme = preference ?? systemTheme();
  document.documentElement.dataset.theme = theme;
  return theme;
}
