import { FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGE_MAX } from '@bible-journey/contract/limits';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useLazyStrings } from '../../lib/lazy-strings.ts';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';
import { useCheckedForm } from '../forms/use-checked-form.ts';
import { useErrorText } from '../forms/use-error-text.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useSendNotification } from './api/send-notification.ts';
import { collectDeviceBackup } from './collect-device-backup.ts';
import { DeviceBackupPreview } from './device-backup-preview.tsx';
import styles from './feedback-form.module.css';
import { feedbackStrings } from './feedback-strings.ts';

/** Spec 2 section 4: after sending, the modal closes 1 s later and the sent label resets after 3 s. */
export const CLOSE_AFTER_SENT_MS = 1000;
export const SENT_LABEL_MS = 3000;

/** An error the person reports (sent with this device's data) or feedback on the app. */
export type FeedbackKind = 'reportError' | 'feedback';

type SendState = 'idle' | 'sending' | 'sent';

interface FeedbackFormProps {
  kind: FeedbackKind;
  /** Called 1 s after the message went, e.g. to close the modal holding the form. */
  onSent?: () => void;
}

/** The description with the browser it was written on (shown to the person before sending). */
function reportMessage(description: string, browser: string): string {
  const suffix = `\n\nBrowser: ${browser}`;
  return `${description.slice(0, FEEDBACK_MESSAGE_MAX - suffix.length)}${suffix}`.slice(0, FEEDBACK_MESSAGE_MAX);
}

interface FeedbackValues {
  description: string;
  contact: string;
  hasConsent: boolean;
}

const EMPTY: FeedbackValues = { description: '', contact: '', hasConsent: false };

/**
 * A required description and an optional contact, sent to the team. An error report also needs
 * the person's agreement to send this device's data, which the form shows first; nothing is sent
 * before the button is pressed.
 */
export function FeedbackForm({ kind, onSent }: FeedbackFormProps) {
  const { t } = useTranslation();
  useLazyStrings(feedbackStrings);
  const send = useSendNotification();
  const descriptionId = useId();
  const consentId = useId();
  const isReport = kind === 'reportError';
  // Collected once, when the form opens: what is shown is exactly what is sent.
  const [backup] = useState(() => (isReport ? collectDeviceBackup() : ''));
  const browser = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const { register, handleSubmit, clearErrors, reset, formState } = useCheckedForm<FeedbackValues>(
    EMPTY,
    ({ description, hasConsent }) => ({
      description: description.trim() ? undefined : 'feedback.required',
      hasConsent: !isReport || hasConsent ? undefined : 'feedback.backup.consentRequired',
    }),
  );
  const errorText = useErrorText();
  const missing = errorText(formState.errors.description);
  const consentMissing = errorText(formState.errors.hasConsent);
  const [sendState, setSendState] = useState<SendState>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const handleSend = async ({ description, contact }: FeedbackValues) => {
    const message = description.trim();
    setSendState('sending');
    try {
      await send.mutateAsync({
        type: isReport ? 'REPORTING' : 'FEEDBACK_APP',
        message: isReport ? reportMessage(message, browser) : message,
        ...(contact.trim() ? { contact: contact.trim() } : {}),
        ...(isReport ? { backup } : {}),
      });
    } catch (error) {
      setSendState('idle');
      const isTooMany = error instanceof ApiError && error.status === 429;
      snackbars.show({ message: t(isTooMany ? 'feedback.tooMany' : 'common.generalError'), severity: 'error' });
      return;
    }
    setSendState('sent');
    reset(EMPTY);
    timers.current.push(
      setTimeout(() => onSentRef.current?.(), CLOSE_AFTER_SENT_MS),
      setTimeout(() => setSendState('idle'), SENT_LABEL_MS),
    );
  };

  const handleFormSubmit = (event: FormEvent) => {
    // While it sends, and while it says it was sent, the button sends nothing more.
    if (sendState === 'idle') void handleSubmit(handleSend)(event);
    else event.preventDefault();
  };

  const errorId = `${descriptionId}-error`;
  const hintId = `${descriptionId}-hint`;
  const consentErrorId = `${consentId}-error`;
  return (
    <form className={styles.form} noValidate onSubmit={handleFormSubmit}>
      <div className={styles.field}>
        <label htmlFor={descriptionId} className={styles.label}>
          {t(`feedback.${kind}.description`)}
        </label>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          required
          maxLength={FEEDBACK_MESSAGE_MAX}
          rows={4}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${hintId} ${errorId}` : hintId}
          {...register('description')}
        />
        <p id={hintId} className={styles.hint}>
          {t(`feedback.${kind}.descriptionHint`)}
        </p>
        {missing && (
          <p id={errorId} className={styles.error} role="alert">
            {missing}
          </p>
        )}
      </div>
      <TextField
        label={t('feedback.contact')}
        hint={t('feedback.contactHint')}
        maxLength={FEEDBACK_CONTACT_MAX}
        {...register('contact')}
      />
      {isReport && (
        <>
          <DeviceBackupPreview backup={backup} browser={browser} headingId={`${consentId}-backup`} />
          <div className={styles.consent}>
            <input
              id={consentId}
              type="checkbox"
              className={styles.checkbox}
              required
              aria-invalid={consentMissing ? true : undefined}
              aria-describedby={consentMissing ? consentErrorId : undefined}
              {...register('hasConsent', {
                // Agreeing answers the request at once, before sending again.
                onChange: (event) => {
                  if (event.target.checked) clearErrors('hasConsent');
                },
              })}
            />
            <label htmlFor={consentId}>{t('feedback.backup.consent')}</label>
          </div>
          {consentMissing && (
            <p id={consentErrorId} className={styles.error} role="alert">
              {consentMissing}
            </p>
          )}
        </>
      )}
      <Button type="submit" isLoading={sendState === 'sending'} loadingLabel={t('feedback.sending')}>
        {sendState === 'sent' ? t('feedback.sent') : t('feedback.send')}
      </Button>
      <p className={styles.visuallyHidden} role="status">
        {sendState === 'sent' ? t('feedback.sent') : ''}
      </p>
    </form>
  );
}
