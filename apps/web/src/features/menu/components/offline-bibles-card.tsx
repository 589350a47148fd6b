import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { offlineVersionsQueryOptions, useOfflineVersions } from '../../../components/reader/api/offline-versions.ts';
import { versionsNotKept } from '../../../components/reader/reader-preferences.ts';
import { Button } from '../../../components/ui/button.tsx';
import { deleteOfflineVersion, isWholeVersion, type OfflineVersion } from '../../../lib/offline-bibles.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import styles from './menu.module.css';

/** What the browser says this site stores on the device, in bytes, when it says. */
const storageUseQueryOptions = () => ({
  queryKey: ['device', 'storage-use'],
  queryFn: async () => (await navigator.storage?.estimate?.())?.usage ?? null,
  staleTime: 0,
  networkMode: 'always' as const,
});

function formatSize(bytes: number, language: string): string {
  const isLarge = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(Math.max(1, bytes / (isLarge ? 1_000_000 : 1_000)));
}

/**
 * The Bibles kept on this device for reading offline (issue 24): each version, whole or only the
 * plan's next days, with the room it takes and a way to remove it; a removed version is not kept
 * again by itself.
 */
export function OfflineBiblesCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const kept = useOfflineVersions();
  const storageUse = useQuery(storageUseQueryOptions());
  const versions = kept.data ?? [];

  const remove = async (version: OfflineVersion) => {
    try {
      await deleteOfflineVersion(version.id);
      versionsNotKept.set([...new Set([...versionsNotKept.get(), version.id])]);
      snackbars.show({ message: t('menu.more.offlineBibles.removed', { abbr: version.abbr }), severity: 'success' });
    } catch {
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: offlineVersionsQueryOptions().queryKey });
    await queryClient.invalidateQueries({ queryKey: storageUseQueryOptions().queryKey });
  };

  return (
    <section className={styles.card} aria-labelledby="menu-offline-bibles-heading">
      <h2 id="menu-offline-bibles-heading" className={styles.cardTitle}>
        {t('menu.more.offlineBibles.heading')}
      </h2>
      <p className={styles.cardText}>{t('menu.more.offlineBibles.body')}</p>
      {kept.isSuccess && versions.length === 0 && (
        <p className={styles.cardText}>{t('menu.more.offlineBibles.none')}</p>
      )}
      {versions.length > 0 && (
        <ul className={styles.keptList}>
          {versions.map((version) => (
            <li key={version.id} className={styles.keptVersion}>
              <span>
                <span className={styles.keptName}>
                  {version.name} ({version.abbr})
                </span>
                <span className={styles.cardText}>
                  {t(isWholeVersion(version) ? 'menu.more.offlineBibles.whole' : 'menu.more.offlineBibles.nextDays', {
                    size: formatSize(version.byteSize, i18n.language),
                  })}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={t('menu.more.offlineBibles.removeLabel', { abbr: version.abbr })}
                onClick={() => void remove(version)}
              >
                {t('menu.more.offlineBibles.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {typeof storageUse.data === 'number' && (
        <p className={styles.cardText}>
          {t('menu.more.offlineBibles.usage', { size: formatSize(storageUse.data, i18n.language) })}
        </p>
      )}
    </section>
  );
}
