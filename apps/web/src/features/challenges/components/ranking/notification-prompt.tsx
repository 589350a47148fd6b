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
import common from '../common/common.module.css';
import styles from './ranking.module.css';

export const NOTIFICATIONS_MODAL_ID = 'challenge-notifications';
const DENIED_MODAL_ID = 'challenge-notifications-denied';

function NotificationQuestion({ close, onDenied }: { close: () => void; onDenied: () => void }) {
  const { t } = useTranslation();
  const handleAllow = async () => {
    const answer = await requestNotifications(todayIso());
    close();
    if (answer === 'denied') afterModalClosed(NOTIFICATIONS_MODAL_ID, onDenied);
    // Spec 3 section 4: on grant, the subscription is saved. Failing, the reminder set later saves it.
    if (answer === 'granted') void saveDeviceSubscription().catch(() => undefined);
  };
  return (
    <div className={common.dialogBody}>
      <p>{t('challenges.ranking.notifications.text')}</p>
      <div className={common.dialogActions}>
        <Button
          variant="secondary"
          onClick={() => {
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
 * (lib/reminders/notification-permission.ts).
 */
export function useNotificationPrompt(isReady: boolean) {
  useEffect(() => {
    if (!isReady || !shouldAskForNotifications(todayIso())) return;
    modals.open({
      id: NOTIFICATIONS_MODAL_ID,
      title: i18next.t('challenges.ranking.notifications.title'),
      waitForTurn: true,
      render: (close) => <NotificationQuestion close={close} onDenied={openDeniedModal} />,
    });
  }, [isReady]);
}
