import { formatReminderTime } from '@bible-journey/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { setRemindersMutedEverywhere } from '../../../components/reminders/reminder-actions.ts';
import { configureReminder } from '../../../components/reminders/reminder-prompts.tsx';
import { reminderStrings } from '../../../components/reminders/reminder-strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ToggleSwitch } from '../../../components/ui/toggle-switch.tsx';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import { deviceTimeZone } from '../../../lib/reminders/push-subscription.ts';
import { notificationState } from '../../../lib/reminders/reminder-settings.ts';
import { useRemindersMuted } from '../../../lib/reminders/use-reminders-muted.ts';
import type { DeviceSession } from '../../../lib/session.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { emailReminderQueryOptions, useSaveEmailReminder } from '../api/email-reminder.ts';
import styles from './menu.module.css';

/**
 * The menu's reminder card (spec 1 section 2, "reminder setup"): this device's daily reminder and
 * its time, the one reminders switch (shared with the late dialog's mute toggle), and, signed in,
 * e-mail when no notification can reach the person.
 */
export function ReminderCard({ session }: { session: DeviceSession | null }) {
  const { t } = useTranslation();
  const hasStrings = useLazyStrings(reminderStrings);
  const state = useSyncExternalStore(notificationState.subscribe, notificationState.get);
  const isMuted = useRemindersMuted();
  if (!hasStrings) return null;
  const time = { hour: state.definedHour, minute: state.definedMinute };
  return (
    <section className={styles.card} aria-labelledby="reminder-card-title">
      <h2 id="reminder-card-title" className={styles.cardTitle}>
        {t('reminders.card.title')}
      </h2>
      <p className={styles.cardText}>
        {state.hasDefinedReminder
          ? t('reminders.card.at', { time: formatReminderTime(time) })
          : t('reminders.card.none')}
      </p>
      <ToggleSwitch isSelected={!isMuted} onChange={(isOn) => void setRemindersMutedEverywhere(!isOn)}>
        <span>{t('reminders.card.enabled')}</span>
      </ToggleSwitch>
      <Button variant="secondary" onClick={() => configureReminder()}>
        {state.hasDefinedReminder ? t('reminders.card.change') : t('reminders.card.set')}
      </Button>
      {session && <EmailReminderSwitch session={session} time={time} />}
    </section>
  );
}

function EmailReminderSwitch({
  session: { token, user },
  time,
}: {
  session: DeviceSession;
  time: { hour: number; minute: number };
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const query = useQuery(emailReminderQueryOptions(token));
  const save = useSaveEmailReminder(token);
  const current = query.data;

  const send = (enabled: boolean) =>
    save.mutate(
      { enabled, ...time, timezone: deviceTimeZone() },
      { onError: () => snackbars.show({ message: t('reminders.card.failed'), severity: 'error' }) },
    );

  // The e-mail comes at the reminder's time, in the zone the device is in now.
  const isOutOfStep =
    current?.enabled === true &&
    (current.hour !== time.hour || current.minute !== time.minute || current.timezone !== deviceTimeZone());
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends once each time the server falls out of step.
  useEffect(() => {
    if (isOutOfStep && !save.isPending) send(true);
  }, [isOutOfStep]);

  if (!current) return null;
  return (
    <ToggleSwitch
      isSelected={current.enabled}
      // The server mails only confirmed addresses.
      isDisabled={save.isPending || (!user.hasConfirmedAccount && !current.enabled)}
      onChange={(enabled) => send(enabled)}
      aria-describedby={hintId}
    >
      <span>
        {t('reminders.card.email')}
        <span id={hintId} className={styles.cardText}>
          {' '}
          {user.hasConfirmedAccount ? t('reminders.card.emailHint') : t('reminders.card.emailUnconfirmed')}
        </span>
      </span>
    </ToggleSwitch>
  );
}
