import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CONTACT_EMAIL } from '../../../config/contact.ts';
import { paths } from '../../../config/paths.ts';
import { isRunningInstalled, offerInstall, useInstallOffer } from '../../../lib/install-prompt.ts';
import { applyTheme, systemTheme, themePreference } from '../../../lib/theme-preference.ts';
import { darkThemeAnnounced } from '../lib/dark-theme-announcement.ts';
import { type SocialLink, socialLinks } from '../lib/social-links.ts';
import styles from './menu.module.css';

/**
 * Install the app: the browser's own offer when it made one, and always the way to /download-app
 * (store listings, or how to install from the browser's menu). Hidden when running installed.
 */
export function InstallCard() {
  const { t } = useTranslation();
  const { canPrompt, isInstalled } = useInstallOffer();
  const [isStandalone] = useState(isRunningInstalled);
  if (isStandalone) return null;
  return (
    <section className={styles.card} aria-labelledby="menu-install-heading">
      <h2 id="menu-install-heading" className={styles.cardTitle}>
        {t('menu.more.install.heading')}
      </h2>
      {isInstalled ? (
        <p className={styles.cardText} role="status">
          {t('menu.more.install.installed')}
        </p>
      ) : (
        <>
          <p className={styles.cardText}>{t('menu.more.install.body')}</p>
          <div className={styles.row}>
            {canPrompt && <Button onClick={() => void offerInstall()}>{t('menu.more.install.button')}</Button>}
            <Link className={styles.secondaryLink} to={paths.downloadApp}>
              {t('menu.more.install.howTo')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

/** Spec 1 section 2: the social links card; the e-mail address is always there. */
export function SocialCard({ links = socialLinks }: { links?: readonly SocialLink[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="menu-social-heading">
      <h2 id="menu-social-heading" className={styles.cardTitle}>
        {t('menu.more.social.heading')}
      </h2>
      <p className={styles.cardText}>{t('menu.more.social.body')}</p>
      <ul className={styles.actionList}>
        {links.map((link) => (
          <li key={link.network}>
            <a className={styles.actionLink} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name} <span className={styles.visuallyHidden}>{t('menu.more.social.newWindow')}</span>
            </a>
          </li>
        ))}
        <li>
          <a className={styles.actionLink} href={`mailto:${CONTACT_EMAIL}`}>
            {t('menu.more.social.email', { email: CONTACT_EMAIL })}
          </a>
        </li>
      </ul>
    </section>
  );
}

/**
 * Spec 1 section 2: the dark theme is announced once. Marked seen as soon as it shows (so it
 * never comes back), it stays for this visit until the person answers; not shown to someone
 * already in the dark theme.
 */
export function DarkThemeAnnouncement() {
  const { t } = useTranslation();
  const preference = useSyncExternalStore(themePreference.subscribe, themePreference.get);
  const [isShown, setShown] = useState(() => !darkThemeAnnounced.get() && (preference ?? systemTheme()) !== 'dark');
  useEffect(() => {
    if (isShown) darkThemeAnnounced.set(true);
  }, [isShown]);
  if (!isShown) return null;
  const tryDark = () => {
    themePreference.set('dark');
    applyTheme('dark');
    setShown(false);
  };
  return (
    <section className={`${styles.card} ${styles.announcement}`} aria-labelledby="menu-dark-heading">
      <h2 id="menu-dark-heading" className={styles.cardTitle}>
        {t('menu.more.darkTheme.heading')}
      </h2>
      <p className={styles.cardText}>{t('menu.more.darkTheme.body')}</p>
      <div className={styles.row}>
        <Button onClick={tryDark}>{t('menu.more.darkTheme.tryIt')}</Button>
        <Button variant="secondary" onClick={() => setShown(false)}>
          {t('menu.more.darkTheme.dismiss')}
        </Button>
      </div>
    </section>
  );
}
