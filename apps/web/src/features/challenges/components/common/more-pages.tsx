import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from './common.module.css';

/** What a list loaded page by page tells its "Show more": whether more are there, loading or failed. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Under a list loaded a page at a time: how many are shown of how many, and "Show more" while
 * there are more (a real button: keyboard and screen readers reach every page). A page that fails
 * says so beside it, and the button tries again.
 */
export function MorePages({ list, shown, total }: { list: PagedList; shown: number; total: number | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={styles.morePages}>
      {total !== undefined && list.hasNextPage && (
        <p className={styles.shownCount}>{t('challenges.people.shown', { shown, total })}</p>
      )}
      {list.isFetchNextPageError && (
        <p className={styles.moreFailed} role="alert">
          {t('challenges.people.moreFailed')}
        </p>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void list.fetchNextPage()}
          isLoading={list.isFetchingNextPage}
          loadingLabel={t('challenges.people.loadingMore')}
        >
          {list.isFetchNextPageError ? t('challenges.screen.retry') : t('challenges.people.showMore')}
        </Button>
      )}
    </div>
  );
}
