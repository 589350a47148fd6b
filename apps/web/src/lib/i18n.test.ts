import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import pt from '../locales/pt.json';
import { loadFeatureStrings } from '../locales/route-strings.ts';
import { routeStrings, setupI18n } from './i18n.ts';
import { LANGUAGE_STORAGE_KEY } from './language.ts';
import { chooseLanguage } from './language-sync.ts';
import * as localeResources from './locale-resources.ts';

// The real chunks (locales/bundle.<language>.ts), with each fetch counted and one made to fail.
vi.mock('./locale-resources.ts', async (importOriginal) => {
  const original = await importOriginal<typeof localeResources>();
  return { ...original, loadLocaleTree: vi.fn(original.loadLocaleTree) };
});
const loadLocaleTree = vi.mocked(localeResources.loadLocaleTree);
const loadedLanguages = () => Object.keys(i18next.store.data).sort();

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pl');
  await setupI18n();
});

describe('setupI18n', () => {
  it('loads the strings of the visitor’s language only, shared and features’, before resolving', () => {
    expect(loadLocaleTree.mock.calls).toEqual([['pl']]);
    expect(loadedLanguages()).toEqual(['pl']);
    expect(i18next.language).toBe('pl');
    expect(i18next.t('common.close')).toBe(pl.common.close);
    expect(i18next.exists('plan-creation.title')).toBe(true);
    // The menu's strings come with its screen (locales/route-strings.ts).
    expect(i18next.exists('menu.title')).toBe(false);
    expect(document.documentElement.lang).toBe('pl');
  });
});

describe('chooseLanguage', () => {
  it('loads the new language first, then switches to it', async () => {
    const seenOnSwitch: { language: string; close: string }[] = [];
    const onChanged = (language: string) => seenOnSwitch.push({ language, close: i18next.t('common.close') });
    i18next.on('languageChanged', onChanged);

    const choosing = chooseLanguage(i18next, 'pt');
    expect(i18next.language).toBe('pl');
    await choosing;
    i18next.off('languageChanged', onChanged);

    expect(seenOnSwitch).toEqual([{ language: 'pt', close: pt.common.close }]);
    expect(loadLocaleTree.mock.calls).toEqual([['pl'], ['pt']]);
    expect(loadedLanguages()).toEqual(['pl', 'pt']);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
  });

  it('fetches a language once: switching back needs no request', async () => {
    loadLocaleTree.mockClear();
    await chooseLanguage(i18next, 'pl');
    expect(i18next.language).toBe('pl');
    expect(loadLocaleTree).not.toHaveBeenCalled();
  });

  it('stays in the current language and rejects when the strings cannot be fetched, and tries again next time', async () => {
    loadLocaleTree.mockRejectedValueOnce(new Error('offline'));
    await expect(chooseLanguage(i18next, 'en')).rejects.toThrow();
    expect(i18next.language).toBe('pl');
    expect(i18next.t('common.close')).toBe(pl.common.close);

    await chooseLanguage(i18next, 'en');
    expect(i18next.language).toBe('en');
    expect(i18next.t('common.close')).toBe(en.common.close);
  });
});

describe('routeStrings', () => {
  it('adds a route feature’s strings in the interface language, then in each language switched to', async () => {
    expect(i18next.language).toBe('en');
    expect(i18next.exists('menu.title')).toBe(false);
    const [menuEn, menuPl] = await Promise.all([loadFeatureStrings('menu', 'en'), loadFeatureStrings('menu', 'pl')]);
    await routeStrings('menu')();
    expect(i18next.t('menu.title')).toBe(menuEn.title);
    // Polish was loaded before the menu was in use: switching to it brings the menu's Polish strings.
    await chooseLanguage(i18next, 'pl');
    expect(i18next.t('menu.title')).toBe(menuPl.title);
  });
});
