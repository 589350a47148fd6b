import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { installPrompt } from '../../../lib/install-prompt.ts';
import {
  chooseDownloadDestination,
  type DownloadDestination,
  readDevice,
  readStoreConfig,
} from '../store-destination.ts';
import styles from './download-app-page.module.css';

const leaveForStore = (url: string) => window.location.replace(url);

function StoreRedirect({
  destination,
  goTo,
}: {
  destination: Extract<DownloadDestination, { kind: 'store' }>;
  goTo: (url: string) => void;
}) {
  const { t } = useTranslation();
  // After the first paint, so the "taking you there" line shows while the store opens.
  useEffect(() => goTo(destination.url), [destination.url, goTo]);
  const isAppStore = destination.store === 'appStore';
  return (
    <Page title={t('download-app.title')}>
      <div className={styles.body}>
        <p role="status">{t(isAppStore ? 'download-app.redirectingAppStore' : 'download-app.redirectingPlayStore')}</p>
        <a className={styles.primary} href={destination.url}>
          {t(isAppStore ? 'download-app.openAppStore' : 'download-app.openPlayStore')}
        </a>
        <Link className={styles.secondary} to={paths.plan}>
          {t('download-app.useInBrowser')}
        </Link>
      </div>
    </Page>
  );
}

function ShareIcon() {
  return (
    <svg className={styles.inlineIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function InstallHelp({ platform }: { platform: 'ios' | 'other' }) {
  const { t } = useTranslation();
  const { canPrompt, isInstalled } = useSyncExternalStore(installPrompt.subscribe, installPrompt.get);

  if (isInstalled) {
    return (
      <p className={styles.done} role="status">
        {t('download-app.installedNow')}
      </p>
    );
  }
  if (canPrompt) {
    return (
      <Button className={styles.installButton} onClick={() => void installPrompt.prompt()}>
        {t('download-app.installButton')}
      </Button>
    );
  }
  if (platform === 'ios') {
    return (
      <section aria-labelledby="install-ios">
        <h2 id="install-ios" className={styles.heading}>
          {t('download-app.iosHeading')}
        </h2>
        <ol className={styles.steps}>
          <li>
            {t('download-app.iosShare')} <ShareIcon />
          </li>
          <li>{t('download-app.iosAdd')}</li>
          <li>{t('download-app.iosConfirm')}</li>
        </ol>
      </section>
    );
  }
  return (
    // Also what is left after the browser's offer was dismissed: its own menu.
    <section aria-labelledby="install-other">
      <h2 id="install-other" className={styles.heading}>
        {t('download-app.otherHeading')}
      </h2>
      <ol className={styles.steps}>
        <li>{t('download-app.otherMenu')}</li>
        <li>{t('download-app.otherInstall')}</li>
      </ol>
      <p className={styles.note}>{t('download-app.otherNoOption')}</p>
    </section>
  );
}

/**
 * /download-app: to the store listing of the device (iOS -> App Store, others -> Google Play) when
 * the build names one; otherwise how to install the PWA. `destination` and `goTo` are for tests.
 */
export function DownloadAppPage({
  destination: given,
  goTo = leaveForStore,
}: {
  destination?: DownloadDestination;
  goTo?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [destination] = useState(() => given ?? chooseDownloadDestination(readDevice(), readStoreConfig()));

  if (destination.kind === 'store') return <StoreRedirect destination={destination} goTo={goTo} />;
  return (
    <Page title={t('download-app.installTitle')}>
      <div className={styles.body}>
        <svg className={styles.illustration} viewBox="0 0 96 96" aria-hidden="true">
          <rect x="28" y="8" width="40" height="80" rx="8" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M42 16h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <path
            d="M48 34c-4-3-10-4-14-3v22c4-1 10 0 14 3 4-3 10-4 14-3V31c-4-1-10 0-14 3zm0 0v22"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </svg>
        {destination.kind === 'installed' ? (
          <p>{t('download-app.alreadyInstalled')}</p>
        ) : (
          <>
            <p>{t('download-app.installIntro')}</p>
            <InstallHelp platform={destination.platform} />
          </>
        )}
        <Link className={styles.secondary} to={paths.plan}>
          {t('download-app.goToPlan')}
        </Link>
      </div>
    </Page>
  );
}
