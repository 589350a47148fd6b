import { todayIso } from '@bible-journey/core';
import i18next from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { afterModalClosed } from '../../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../../lib/modals/modals.ts';
import {
  postponeNotifications,
  requestNotifications,
  shouldAskForNotifications,
} from '../../../../lib/reminders/notification-permission.ts';
import { saveDeviceSubscription } from '../../../../lib/reminders/reminder-sync.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import common from '../common/common.module.css';
import styles from './ranking.module.css';

export const NOTIFICATIONS_MODAL_ID = 'challenge-notifications';
const DENIED_MODAL_ID = 'challenge-notifications-denied';

function NotificationQuestion({ close, onAnswer }: { close: () => void; onAnswer: () => void }) {
  const { t } = useTranslation();
  const handleAllow = async () => {
    onAnswer();
    const answer = await requestNotifications(todayIso());
    close();
    if (answer === 'denied') afterModalClosed(NOTIFICATIONS_MODAL_ID, openDeniedModal);
    // Spec 3 section 4: on grant, the subscription is saved.
    if (answer === 'granted') void subscribeThisDevice();
  };
  return (
    <div className={common.dialogBody}>
      <p>{t('challenges.ranking.notifications.text')}</p>
      <div className={common.dialogActions}>
        <Button
          variant="secondary"
          onClick={() => {
            onAnswer();
            postponeNotifications(todayIso());
            close();
          }}
        >
          {t('challenges.ranking.notifications.later')}
        </Button>
        <Button onClick={() => void handleAllow()}>{t('challenges.ranking.notifications.allow')}</Button>
      </div>
    </div>
  );
}

/**
 * Saves this device's push subscription; a failure (no push service, offline, the server) says so,
 * with Try again, instead of leaving the person believing notifications are on.
 */
async function subscribeThisDevice(): Promise<void> {
  try {
    await saveDeviceSubscription();
  } catch (error) {
    console.warn('Could not save the push subscription', error);
    snackbars.show({
      message: i18next.t('challenges.ranking.notifications.subscribeFailed'),
      severity: 'error',
      duration: null,
      action: {
        label: i18next.t('challenges.ranking.notifications.retry'),
        onAction: () => void subscribeThisDevice(),
      },
    });
  }
}

function openDeniedModal() {
  modals.open({
    id: DENIED_MODAL_ID,
    title: i18next.t('challenges.ranking.notifications.deniedTitle'),
    render: (close) => (
      <div className={common.dialogBody}>
        <p className={styles.sadFace} aria-hidden="true">
          ☹️
        </p>
        <p>{i18next.t('challenges.ranking.notifications.deniedText')}</p>
        <div className={common.dialogActions}>
          <Button onClick={close}>{i18next.t('challenges.ranking.notifications.ok')}</Button>
        </div>
      </div>
    ),
  });
}

/**
 * The ranking's first-load question (spec 3 sections 2 and 4): allow notifications, or later. When
 * the browser then refuses, a sad-face modal with OK says so. Asked only while undecided
 * (lib/reminders/notification-permission.ts); closed without an answer (its close button, Escape,
 * Back), it counts as "Later", so it does not come back on every load.
 */
export function useNotificationPrompt(isReady: boolean) {
  useEffect(() => {
    if (!isReady || !shouldAskForNotifications(todayIso())) return;
    let isAnswered = false;
    modals.open({
      id: NOTIFICATIONS_MODAL_ID,
      title: i18next.t('challenges.ranking.notifications.title'),
      waitForTurn: true,
      render: (close) => (
        <NotificationQuestion
          close={close}
          onAnswer={() => {
            isAnswered = true;
          }}
        />
      ),
      onClose: () => {
        if (!isAnswered) postponeNotifications(todayIso());
      },
    });
  }, [isReady]);
}
