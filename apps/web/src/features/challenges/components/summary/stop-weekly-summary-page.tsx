import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useStopWeeklySummary } from '../../api/stop-weekly-summary.ts';
import { NotePanel } from '../common/screen-states.tsx';
import styles from '../invite/invite.module.css';

const isLinkRefusal = (error: unknown) => error instanceof ApiError && [400, 403].includes(error.status);

/**
 * /c/weekly-summary/stop?user=…&signature=…: where the weekly summary's "stop" link leads (issue
 * 23). One button stops it, so a mail scanner opening the link stops nothing; mail clients'
 * one-click unsubscribe posts to the API directly. The menu's switch turns it back on.
 */
export function StopWeeklySummaryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = params.get('user') ?? '';
  const signature = params.get('signature') ?? '';
  const stop = useStopWeeklySummary();
  const toMenu = <ButtonLink to={paths.menu}>{t('challenges.stopWeeklySummary.toMenu')}</ButtonLink>;

  const handleStop = () =>
    stop.mutate(
      { user, signature },
      {
        onError: (error) => {
          if (!isLinkRefusal(error)) snackbars.show({ message: t('common.generalError'), severity: 'error' });
        },
      },
    );

  return (
    <Page title={t('challenges.stopWeeklySummary.title')}>
      {!user || !signature || isLinkRefusal(stop.error) ? (
        <NotePanel title={t('challenges.stopWeeklySummary.brokenTitle')} action={toMenu}>
          <p>{t('challenges.stopWeeklySummary.brokenText')}</p>
        </NotePanel>
      ) : stop.isSuccess ? (
        <NotePanel title={t('challenges.stopWeeklySummary.doneTitle')} action={toMenu}>
          <p>{t('challenges.stopWeeklySummary.doneText')}</p>
        </NotePanel>
      ) : (
        <div className={styles.challenge}>
          <p className={styles.joinText}>{t('challenges.stopWeeklySummary.question')}</p>
          <p className={styles.joinText}>{t('challenges.stopWeeklySummary.explanation')}</p>
          <Button
            onClick={handleStop}
            isLoading={stop.isPending}
            loadingLabel={t('challenges.stopWeeklySummary.stopping')}
          >
            {t('challenges.stopWeeklySummary.stop')}
          </Button>
        </div>
      )}
    </Page>
  );
}
