import { type Language, needsAnotherWay, type ReminderState } from '@bible-journey/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setRemindersMutedEverywhere } from '../../../components/reminders/reminder-actions.ts';
import { askToAllowNotifications, retryReminder } from '../../../components/reminders/reminder-prompts.tsx';
import { reminderStrings } from '../../../components/reminders/reminder-strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ToggleSwitch } from '../../../components/ui/toggle-switch.tsx';
import { paths } from '../../../config/paths.ts';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import { deviceTimeZone } from '../../../lib/reminders/push-subscription.ts';
import { notificationState } from '../../../lib/reminders/reminder-settings.ts';
import { useReminderState } from '../../../lib/reminders/use-reminder-state.ts';
import { useRemindersMuted } from '../../../lib/reminders/use-reminders-muted.ts';
import type { DeviceSession } from '../../../lib/session.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { formatTimeOfDay } from '../../../lib/time-of-day.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';
import { emailReminderQueryOptions, useSaveEmailReminder } from '../api/email-reminder.ts';
import styles from './menu.module.css';

/** What the card says of each state (core `reminderState`): never more than is true. */
function StateText({ state, language }: { state: ReminderState; language: Language }) {
  const { t } = useTranslation();
  const time = 'time' in state && state.time ? formatTimeOfDay(state.time, language) : null;
  switch (state.kind) {
    case 'notSet':
      return <p className={styles.cardText}>{t('reminders.card.none')}</p>;
    case 'asking':
      return <p className={styles.cardText}>{t('reminders.card.asking')}</p>;
    case 'set':
      return <p className={styles.cardText}>{t('reminders.card.at', { time })}</p>;
    case 'off':
      return <p className={styles.cardText}>{t('reminders.card.off', { time })}</p>;
    case 'failed':
      return <p className={styles.cardWarning}>{t('reminders.card.failedState', { time })}</p>;
    case 'blocked':
      return (
        <>
          <p className={styles.cardWarning}>{t('reminders.card.blocked')}</p>
          <p className={styles.cardText}>{t('reminders.card.blockedHow')}</p>
          {time && <p className={styles.cardText}>{t('reminders.card.keptTime', { time })}</p>}
        </>
      );
    case 'unsupported':
      return <p className={styles.cardWarning}>{t('reminders.card.unsupported')}</p>;
  }
}

/**
 * The menu's reminder card (spec 1 section 2, "reminder setup"; issue 24): the reminder's one true
 * state on this device, the switch for what it does (asking about reminders, or sending the one
 * set — shared with the late dialog's mute toggle), and, when notifications can't reach this
 * device, e-mail (signed in) or a way to sign in for it.
 */
export function ReminderCard({ session }: { session: DeviceSession | null }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const hasStrings = useLazyStrings(reminderStrings);
  const state = useReminderState();
  const isMuted = useRemindersMuted();
  const settings = useSyncExternalStore(notificationState.subscribe, notificationState.get);
  if (!hasStrings) return null;
  const time = { hour: settings.definedHour, minute: settings.definedMinute };
  const hasSwitch = state.kind === 'notSet' || state.kind === 'set' || state.kind === 'off';
  return (
    <section className={styles.card} aria-labelledby="reminder-card-title">
      <h2 id="reminder-card-title" className={styles.cardTitle}>
        {t('reminders.card.title')}
      </h2>
      <div aria-live="polite">
        <StateText state={state} language={language} />
      </div>
      {hasSwitch && (
        <ToggleSwitch isSelected={!isMuted} onChange={(isOn) => void setRemindersMutedEverywhere(!isOn)}>
          <span>{t(state.kind === 'notSet' ? 'reminders.card.askSwitch' : 'reminders.card.sendSwitch')}</span>
        </ToggleSwitch>
      )}
      <div className={styles.row}>
        {state.kind === 'failed' && (
          <Button onClick={() => void retryReminder(state.time)}>{t('reminders.card.retry')}</Button>
        )}
        {state.kind === 'notSet' && (
          <Button variant="secondary" onClick={askToAllowNotifications}>
            {t('reminders.card.set')}
          </Button>
        )}
        {(state.kind === 'set' || state.kind === 'off' || state.kind === 'failed') && (
          <Button variant="secondary" onClick={askToAllowNotifications}>
            {t('reminders.card.change')}
          </Button>
        )}
      </div>
      {session ? (
        <EmailReminderSwitch session={session} time={time} />
      ) : (
        needsAnotherWay(state) && (
          <Link className={styles.secondaryLink} to={paths.login}>
            {t('reminders.card.emailSignIn')}
          </Link>
        )
      )}
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
