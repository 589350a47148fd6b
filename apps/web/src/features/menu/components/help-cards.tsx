import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openFeedbackModal, openReportErrorModal } from '../../../components/feedback/open-feedback-modal.ts';
import { useShareApp } from '../../../components/share/use-share-app.ts';
import { paths } from '../../../config/paths.ts';
import styles from './menu.module.css';

/** The plan as a PDF to print or keep. */
export function DownloadCard() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="menu-download-heading">
      <h2 id="menu-download-heading" className={styles.cardTitle}>
        {t('menu.download.heading')}
      </h2>
      <p className={styles.cardText}>{t('menu.download.body')}</p>
      <Link className={styles.secondaryLink} to={paths.download}>
        {t('menu.download.link')}
      </Link>
    </section>
  );
}

/** Share the app, report an error, send feedback (spec 1 section 2). */
export function HelpCard() {
  const { t } = useTranslation();
  const share = useShareApp();
  return (
    <section className={styles.card} aria-labelledby="menu-help-heading">
      <h2 id="menu-help-heading" className={styles.cardTitle}>
        {t('menu.help.heading')}
      </h2>
      <ul className={styles.actionList}>
        <li>
          <button type="button" className={styles.actionButton} onClick={() => void share()}>
            {t('menu.help.share')}
          </button>
        </li>
        <li>
          <button type="button" className={styles.actionButton} onClick={openReportErrorModal}>
            {t('menu.help.reportError')}
          </button>
        </li>
        <li>
          <button type="button" className={styles.actionButton} onClick={openFeedbackModal}>
            {t('menu.help.feedback')}
          </button>
        </li>
      </ul>
    </section>
  );
}

/** Log in, or log out of this device. */
export function AccountCard({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card}>
      {isSignedIn ? (
        <Link className={styles.secondaryLink} to={paths.logout}>
          {t('menu.account.logout')}
        </Link>
      ) : (
        <Link className={styles.primaryLink} to={paths.login}>
          {t('menu.account.login')}
        </Link>
      )}
    </section>
  );
}
