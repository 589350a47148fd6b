import { LANGUAGES, type Language } from '@bible-journey/core';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleSwitch } from '../../../components/ui/toggle-switch.tsx';
import { FALLBACK_LANGUAGE, isLanguage } from '../../../lib/language.ts';
import { chooseLanguage } from '../../../lib/language-sync.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { applyTheme, systemTheme, type Theme, themePreference } from '../../../lib/theme-preference.ts';
import styles from './menu.module.css';

/** The interface language; signed in, the server learns it too (it mails in it). */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const current = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;

  const handleChange = async (language: Language) => {
    try {
      await chooseLanguage(i18n, language);
    } catch {
      // In the language just chosen: the interface has switched already.
      snackbars.show({ message: i18n.t('common.generalError'), severity: 'error' });
    }
  };

  return (
    <section className={styles.card}>
      <label htmlFor={selectId} className={styles.cardTitle}>
        {t('language.label')}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void handleChange(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </section>
  );
}

function useSystemTheme(): Theme {
  const [theme, setTheme] = useState(systemTheme);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const handleChange = () => setTheme(systemTheme());
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);
  return theme;
}

/** Light or dark: a stored choice wins, without one the app follows the system (spec 1 section 4). */
export function ThemeCard() {
  const { t } = useTranslation();
  const preference = useSyncExternalStore(themePreference.subscribe, themePreference.get);
  const system = useSystemTheme();
  const theme = preference ?? system;

  const choose = (next: Theme | null) => {
    if (next) themePreference.set(next);
    else themePreference.clear();
    applyTheme(next);
  };

  return (
    <section className={styles.card}>
      <ToggleSwitch isSelected={theme === 'dark'} onChange={(isDark) => choose(isDark ? 'dark' : 'light')}>
        <span className={styles.cardTitle}>{t('menu.theme.dark')}</span>
      </ToggleSwitch>
      <p className={styles.cardText}>{preference ? t('menu.theme.stored') : t('menu.theme.followsSystem')}</p>
      {preference && (
        <button type="button" className={styles.textButton} onClick={() => choose(null)}>
          {t('menu.theme.useSystem')}
        </button>
      )}
    </section>
  );
}
