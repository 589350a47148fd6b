import { LANGUAGES, type Language } from '@bible-journey/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/language.ts';
import { chooseLanguage } from '../../../lib/language-sync.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';
import styles from './new-plan.module.css';

/** The interface language, on the first screen: someone on a new phone may not read the default one. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { language } = useUiLanguage();
  const selectId = useId();

  const handleChange = async (next: Language) => {
    try {
      await chooseLanguage(i18n, next);
    } catch {
      snackbars.show({ message: i18n.t('common.generalError'), severity: 'error' });
    }
  };

  return (
    <span className={styles.languageField}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9M12 3c-2.5 2.7-3.7 5.7-3.7 9s1.2 6.3 3.7 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <label htmlFor={selectId} className={styles.visuallyHidden}>
        {t('plan-creation.welcome.language')}
      </label>
      <select
        id={selectId}
        className={styles.languageSelect}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void handleChange(event.target.value);
        }}
      >
        {LANGUAGES.map((each) => (
          <option key={each} value={each} lang={each}>
            {t(`language.${each}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
