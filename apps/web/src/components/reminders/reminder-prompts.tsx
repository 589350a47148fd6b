import {
  DEFAULT_REMINDER_TIME,
  mayAskAboutReminders,
  type ReminderPrompt,
  type ReminderTime,
  reminderPromptFor,
  remindLater,
  todayIso,
} from '@bible-journey/core';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { FALLBACK_LANGUAGE, isLanguage } from '../../lib/language.ts';
import { afterModalClosed } from '../../lib/modals/after-modal-closed.ts';
import { modals } from '../../lib/modals/modals.ts';
import { allowNativeNotifications, isNativeApp } from '../../lib/reminders/native-reminder.ts';
import { notificationPermission, requestNotifications } from '../../lib/reminders/notification-permission.ts';
import { isPushSupported } from '../../lib/reminders/push-subscription.ts';
import {
  areRemindersMuted,
  notificationState,
  permissionDenied,
  updateNotificationState,
} from '../../lib/reminders/reminder-settings.ts';
import { setReminder } from '../../lib/reminders/reminder-sync.ts';
import { currentReminderState, reminderAsking } from '../../lib/reminders/use-reminder-state.ts';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';
import { formatTimeOfDay } from '../../lib/time-of-day.ts';
import { openSomethingWentWrongModal } from '../feedback/open-something-went-wrong.ts';
import { Button } from '../ui/button.tsx';
import { stopReminders } from './reminder-actions.ts';
import { reminderStrings, reminderWords } from './reminder-strings.ts';
import styles from './reminders.module.css';
import { TimePicker } from './time-picker.tsx';

export const REMINDER_PROMPT_MODAL_ID = 'reminder-prompt';
export const REMINDER_TIME_MODAL_ID = 'reminder-time';
export const REMINDER_SET_MODAL_ID = 'reminder-set';
export const REMINDER_BLOCKED_MODAL_ID = 'reminder-blocked';

const PROMPT_WORDS: Record<
  ReminderPrompt,
  { title: string; text: string; configure: string; later: string; stop: string }
> = {
  'first-time': {
    title: 'reminders.firstTime.title',
    text: 'reminders.firstTime.text',
    configure: 'reminders.firstTime.configure',
    later: 'reminders.firstTime.later',
    stop: 'reminders.firstTime.stop',
  },
  'remind-now': {
    title: 'reminders.remindNow.title',
    text: 'reminders.remindNow.text',
    configure: 'reminders.firstTime.configure',
    later: 'reminders.firstTime.later',
    stop: 'reminders.firstTime.stop',
  },
  continue: {
    title: 'reminders.continue.title',
    text: 'reminders.continue.text',
    configure: 'reminders.continue.configure',
    later: 'reminders.continue.later',
    stop: 'reminders.continue.stop',
  },
};

const interfaceLanguage = () => (isLanguage(i18next.language) ? i18next.language : FALLBACK_LANGUAGE);

/** "Remind me later" (spec 1 section 4): the counter goes up, the prompt waits some days. */
function postponeReminder(today = todayIso()): void {
  updateNotificationState(remindLater(notificationState.get(), today));
}

/**
 * A modal that only says something, with OK: blocked notifications (the sad face), no
 * notifications here, too many new devices on this network today.
 */
function openNotice(kind: 'denied' | 'unsupported' | 'tooManyDevices'): void {
  modals.open({
    id: REMINDER_BLOCKED_MODAL_ID,
    title: i18next.t(`reminders.${kind}.title`),
    render: (close) => (
      <div className={styles.body}>
        {kind === 'denied' && (
          <p className={styles.sadFace} aria-hidden="true">
            ☹️
          </p>
        )}
        <p>{i18next.t(`reminders.${kind}.text`)}</p>
        <div className={styles.actions}>
          <Button onClick={close}>{i18next.t(`reminders.${kind}.ok`)}</Button>
        </div>
      </div>
    ),
  });
}

function openReminderSet(time: ReminderTime): void {
  modals.open({
    id: REMINDER_SET_MODAL_ID,
    title: i18next.t('reminders.set.title'),
    render: (close) => (
      <div className={styles.body}>
        <p>{i18next.t('reminders.set.text', { time: formatTimeOfDay(time, interfaceLanguage()) })}</p>
        <div className={styles.actions}>
          <Button onClick={close}>{i18next.t('reminders.set.ok')}</Button>
        </div>
      </div>
    ),
  });
}

/** Saves the chosen time; a failure keeps the picker open under the something-went-wrong modal. */
async function saveTime(time: ReminderTime, close: () => void): Promise<void> {
  try {
    reminderAsking.set(true);
    await setReminder(time, await reminderWords());
  } catch (error) {
    // The server takes only so many new devices without an account from one network a day.
    if (error instanceof ApiError && error.status === 429) return openNotice('tooManyDevices');
    await openSomethingWentWrongModal({ onRetry: () => void saveTime(time, close) });
    return;
  } finally {
    reminderAsking.set(false);
  }
  close();
  afterModalClosed(REMINDER_TIME_MODAL_ID, () => openReminderSet(time));
}

/** The time picker, on the reminder's time (17:00 the first time). */
export function openTimePicker({ onCancel }: { onCancel?: () => void } = {}): void {
  const state = notificationState.get();
  const initial = state.hasDefinedReminder
    ? { hour: state.definedHour, minute: state.definedMinute }
    : DEFAULT_REMINDER_TIME;
  let saved = false;
  modals.open({
    id: REMINDER_TIME_MODAL_ID,
    title: i18next.t('reminders.picker.title'),
    render: (close) => (
      <TimePicker
        initial={initial}
        onSave={async (time) => {
          await saveTime(time, () => {
            saved = true;
            close();
          });
        }}
        onCancel={close}
      />
    ),
    onClose: () => {
      if (!saved) onCancel?.();
    },
  });
}

/**
 * "Set it up now": the browser's permission, asked inside the tap (so call this straight from the
 * click, before any await); granted, the time picker; refused, the blocked modal, the refusal
 * kept; the browser’s question closed unanswered counts as "later". `beforeNext` runs before a modal
 * opens (e.g. to close the prompt that asked).
 */
export function configureReminder({
  beforeNext,
  onCancel,
}: {
  beforeNext?: () => Promise<void> | void;
  onCancel?: () => void;
} = {}) {
  if (isNativeApp()) {
    void allowNativeNotifications()
      .catch(() => false)
      .then(async (allowed) => {
        await beforeNext?.();
        if (allowed) openTimePicker({ onCancel });
        else openNotice('denied');
      });
    return;
  }
  if (!isPushSupported()) {
    void Promise.resolve(beforeNext?.()).then(() => openNotice('unsupported'));
    return;
  }
  const isQuestion = notificationPermission() === 'default';
  if (isQuestion) reminderAsking.set(true);
  const asking = (isQuestion ? requestNotifications(todayIso()) : Promise.resolve(notificationPermission())).catch(
    () => 'default' as const,
  );
  void asking.then(async (answer) => {
    reminderAsking.set(false);
    await beforeNext?.();
    if (answer === 'granted') openTimePicker({ onCancel });
    else if (answer === 'denied') {
      permissionDenied.set(true);
      openNotice('denied');
    } else onCancel?.();
  });
}

export const REMINDER_ALLOW_MODAL_ID = 'reminder-allow';

/**
 * Before the browser's own question, a word on why (issue 24): "Continue" asks the browser inside
 * its tap, then goes on as "Set it up now" does; "Not now" asks nothing.
 */
export function askToAllowNotifications(): void {
  if (isNativeApp() || notificationPermission() !== 'default') {
    configureReminder();
    return;
  }
  modals.open({
    id: REMINDER_ALLOW_MODAL_ID,
    title: i18next.t('reminders.allow.title'),
    render: (close) => (
      <div className={styles.body}>
        <p>{i18next.t('reminders.allow.text')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {i18next.t('reminders.allow.later')}
          </Button>
          <Button
            onClick={() =>
              configureReminder({
                beforeNext: () =>
                  new Promise<void>((resolve) => {
                    close();
                    afterModalClosed(REMINDER_ALLOW_MODAL_ID, resolve);
                  }),
              })
            }
          >
            {i18next.t('reminders.allow.continue')}
          </Button>
        </div>
      </div>
    ),
  });
}

/**
 * "Try again" on a reminder that doesn't reach this device: sets it up again at its kept time
 * (asking the browser first when it never was), and says how it went.
 */
export async function retryReminder(time: ReminderTime): Promise<void> {
  if (notificationPermission() === 'default' && !isNativeApp()) {
    askToAllowNotifications();
    return;
  }
  reminderAsking.set(true);
  try {
    await setReminder(time, await reminderWords());
    snackbars.show({
      message: i18next.t('reminders.card.retried', { time: formatTimeOfDay(time, interfaceLanguage()) }),
      severity: 'success',
    });
  } catch {
    snackbars.show({ message: i18next.t('reminders.card.retryFailed'), severity: 'error' });
  } finally {
    reminderAsking.set(false);
  }
}

function ReminderPromptBody({
  prompt,
  onConfigure,
  onLater,
  onStop,
}: {
  prompt: ReminderPrompt;
  onConfigure: () => void;
  onLater: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const words = PROMPT_WORDS[prompt];
  return (
    <div className={styles.body}>
      <p>{t(words.text)}</p>
      <div className={styles.actions}>
        <Button variant="quiet" onClick={onStop}>
          {t(words.stop)}
        </Button>
        <Button variant="secondary" onClick={onLater}>
          {t(words.later)}
        </Button>
        <Button onClick={onConfigure}>{t(words.configure)}</Button>
      </div>
    </div>
  );
}

/** Opens one of the reminder prompts of spec 1 section 4. Closing it without a choice counts as "later". */
export function openReminderPrompt(prompt: ReminderPrompt, today = todayIso()): void {
  let chosen = false;
  const closeAnd = (close: () => void) =>
    new Promise<void>((resolve) => {
      chosen = true;
      close();
      afterModalClosed(REMINDER_PROMPT_MODAL_ID, resolve);
    });
  modals.open({
    id: REMINDER_PROMPT_MODAL_ID,
    title: i18next.t(PROMPT_WORDS[prompt].title),
    waitForTurn: true,
    render: (close) => (
      <ReminderPromptBody
        prompt={prompt}
        onConfigure={() =>
          configureReminder({ beforeNext: () => closeAnd(close), onCancel: () => postponeReminder(today) })
        }
        onLater={() => {
          postponeReminder(today);
          void closeAnd(close);
        }}
        onStop={() => {
          void closeAnd(close);
          void stopReminders();
        }}
      />
    ),
    onClose: () => {
      if (!chosen) postponeReminder(today);
    },
  });
}

/** The prompt due on this device today, if any: push must work here and the browser not refuse it. */
export function duePrompt(today = todayIso()): ReminderPrompt | null {
  // The same state the menu card shows: never a prompt beside a reminder set, blocked or failed.
  if (!mayAskAboutReminders(currentReminderState())) return null;
  const state = notificationState.get();
  return reminderPromptFor(
    {
      firstSeenOn: state.firstSeenOn,
      reminderCounter: state.reminderCounter,
      askAgainOn: state.askAgainOn,
      permissionDenied: permissionDenied.get(),
      showReminders: !areRemindersMuted(),
      hasDefinedReminder: state.hasDefinedReminder,
    },
    today,
  );
}

/** Shows the prompt due today (after any dialog already open). */
export async function offerReminderPrompt(today = todayIso()): Promise<void> {
  if (notificationState.get().firstSeenOn === null) updateNotificationState({ firstSeenOn: today });
  const prompt = duePrompt(today);
  if (!prompt) return;
  try {
    await reminderStrings.load(i18next.language);
  } catch {
    return; // Offline with the words never fetched: another day.
  }
  openReminderPrompt(prompt, today);
}
