import { LANGUAGES, READING_ORDERS, readingOrderName } from '@bible-journey/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/language.ts';
import styles from './welcome-page.module.css';
import { wholeBibleYearSummary } from './year-summary.ts';

export function WelcomePage() {
  const { t, i18n } = useTranslation();
  const languageSelectId = useId();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const summary = useMemo(wholeBibleYearSummary, []);

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('app.name')}</h1>
          <p className={styles.tagline}>{t('app.tagline')}</p>
        </div>
        <div className={styles.language}>
          <label htmlFor={languageSelectId}>{t('language.label')}</label>
          <select
            id={languageSelectId}
            value={language}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`language.${code}`)}
              </option>
            ))}
          </select>
        </div>
      </header>

      <section className={styles.card} aria-labelledby="year-heading">
        <h2 id="year-heading">{t('welcome.yearHeading')}</h2>
        <p>{t('welcome.yearSummary', summary)}</p>
      </section>

      <section className={styles.card} aria-labelledby="orders-heading">
        <h2 id="orders-heading">{t('welcome.orderHeading')}</h2>
        <ul>
          {READING_ORDERS.map((order) => (
            <li key={order}>{readingOrderName(order, language)}</li>
          ))}
        </ul>
      </section>

      <p className={styles.note}>{t('welcome.comingSoon')}</p>
    </main>
  );
}
