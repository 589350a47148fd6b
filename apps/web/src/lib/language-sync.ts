import type { Language } from '@bible-journey/core';
import type { i18n as I18n } from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api-client.ts';
import { loadLanguage } from './i18n.ts';
import { isLanguage } from './language.ts';
import { session } from './session.ts';

/** GET /api/language: the language the server keeps for the person (null when never set). */
export function getServerLanguage(): Promise<{ language: Language | null }> {
  return api('/language');
}

/** POST /api/language: the server mails and notifies the person in this language. */
export function postLanguage(language: Language): Promise<{ language: Language }> {
  return api('/language', { method: 'POST', body: { language } });
}

/**
 * Switches the interface language (i18n.ts stores the choice on the device) and, when someone is
 * signed in, tells the server. The language's strings are fetched first: when they cannot be
 * (offline), the interface stays as it is and this rejects, as it does when the server could not
 * be told.
 */
export async function chooseLanguage(i18n: I18n, language: Language): Promise<void> {
  await loadLanguage(i18n, language);
  await i18n.changeLanguage(language);
  if (session.get()) await postLanguage(language);
}

// The tokens whose language was compared in this visit: once per sign-in, not per render.
const syncedTokens = new Set<string>();

/** Compares the device's language with the server's and posts it when unset or different. */
export async function syncLanguageOnce(token: string, language: Language): Promise<void> {
  if (syncedTokens.has(token)) return;
  syncedTokens.add(token);
  try {
    const { language: serverLanguage } = await getServerLanguage();
    if (serverLanguage !== language) await postLanguage(language);
  } catch {
    // Offline or the server failed: try again at the next sign-in or visit; nothing to tell.
    syncedTokens.delete(token);
  }
}

/**
 * Spec 1 section 4, "Language": the device's language is compared with the server's once per
 * visit and sign-in; if unset or different it is posted. Mounted once, by the app shell.
 */
export function useLanguageSync(): void {
  const { i18n } = useTranslation();
  const token = useSyncExternalStore(session.subscribe, () => session.get()?.token ?? null);
  useEffect(() => {
    if (token && isLanguage(i18n.language)) void syncLanguageOnce(token, i18n.language);
  }, [token, i18n]);
}
