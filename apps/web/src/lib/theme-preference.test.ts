import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, themePreference } from './theme-preference.ts';

afterEach(() => localStorage.clear());

describe('theme preference', () => {
  it('follows the system until a choice is stored, then keeps the choice', () => {
    expect(themePreference.get()).toBeNull();
    expect(['light', 'dark']).toContain(applyTheme());
    expect(document.documentElement.dataset.theme).toBeUndefined();
    themePreference.set('dark');
    expect(applyTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    themePreference.set('light');
    expect(applyTheme()).toBe('light');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('theme', '"sepia"');
    expect(themePreference.get()).toBeNull();
  });
});
