import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useStopInvitations } from '../../api/stop-invitations.ts';
import { NotePanel } from '../common/screen-states.tsx';
import styles from './invite.module.css';

/**
 * /c/invitations/stop?email=…&signature=…: where an invitation mail's "stop invitations to this
 * address" leads (issue 22). The person confirms with a button, so a mail scanner opening the
 * link stops nothing; mail clients' one-click unsubscribe posts to the API directly.
 */
export function StopInvitationsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const signature = params.get('signature') ?? '';
  const stop = useStopInvitations();
  const toPlan = <ButtonLink to={paths.plan}>{t('challenges.goToPlan')}</ButtonLink>;
  const isLinkBroken =
    !email || !signature || (stop.error instanceof ApiError && [400, 403].includes(stop.error.status));

  const handleStop = () =>
    stop.mutate(
      { email, signature },
      {
        onError: (error) => {
          if (!(error instanceof ApiError && [400, 403].includes(error.status))) {
            snackbars.show({ message: t('common.generalError'), severity: 'error' });
          }
        },
      },
    );

  return (
    <Page title={t('challenges.stopInvitations.title')}>
      {isLinkBroken ? (
        <NotePanel title={t('challenges.stopInvitations.brokenTitle')} action={toPlan}>
          <p>{t('challenges.stopInvitations.brokenText')}</p>
        </NotePanel>
      ) : stop.isSuccess ? (
        <NotePanel title={t('challenges.stopInvitations.doneTitle')} action={toPlan}>
          <p>{t('challenges.stopInvitations.doneText', { email })}</p>
        </NotePanel>
      ) : (
        <div className={styles.challenge}>
          <p className={styles.joinText}>{t('challenges.stopInvitations.question', { email })}</p>
          <p className={styles.joinText}>{t('challenges.stopInvitations.explanation')}</p>
          <Button
            onClick={handleStop}
            isLoading={stop.isPending}
            loadingLabel={t('challenges.stopInvitations.stopping')}
          >
            {t('challenges.stopInvitations.stop')}
          </Button>
        </div>
      )}
    </Page>
  );
}
