import { FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGE_MAX } from '@bible-journey/contract/limits';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useSendNotification } from './api/send-notification.ts';
import { collectDeviceBackup } from './collect-device-backup.ts';
import styles from './feedback-form.module.css';

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

/** A required description and an optional contact, sent to the team. */
export function FeedbackForm({ kind, onSent }: FeedbackFormProps) {
  const { t } = useTranslation();
  const send = useSendNotification();
  const descriptionId = useId();
  const [description, setDescription] = useState('');
  const [contact, setContact] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const [sendState, setSendState] = useState<SendState>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendState !== 'idle') return;
    const message = description.trim();
    if (!message) {
      setIsMissing(true);
      return;
    }
    setIsMissing(false);
    setSendState('sending');
    try {
      await send.mutateAsync({
        type: kind === 'reportError' ? 'REPORTING' : 'FEEDBACK_APP',
        message,
        ...(contact.trim() ? { contact: contact.trim() } : {}),
        ...(kind === 'reportError' ? { backup: collectDeviceBackup() } : {}),
      });
    } catch {
      setSendState('idle');
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
      return;
    }
    setSendState('sent');
    setDescription('');
    setContact('');
    timers.current.push(
      setTimeout(() => onSentRef.current?.(), CLOSE_AFTER_SENT_MS),
      setTimeout(() => setSendState('idle'), SENT_LABEL_MS),
    );
  };

  const errorId = `${descriptionId}-error`;
  const hintId = `${descriptionId}-hint`;
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <div className={styles.field}>
        <label htmlFor={descriptionId} className={styles.label}>
          {t(`feedback.${kind}.description`)}
        </label>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          value={description}
          required
          maxLength={FEEDBACK_MESSAGE_MAX}
          rows={4}
          aria-invalid={isMissing || undefined}
          aria-describedby={isMissing ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={hintId} className={styles.hint}>
          {t(`feedback.${kind}.descriptionHint`)}
        </p>
        {isMissing && (
          <p id={errorId} className={styles.error} role="alert">
            {t('feedback.required')}
          </p>
        )}
      </div>
      <TextField
        label={t('feedback.contact')}
        hint={t('feedback.contactHint')}
        value={contact}
        maxLength={FEEDBACK_CONTACT_MAX}
        onChange={(event) => setContact(event.target.value)}
      />
      {kind === 'reportError' && <p className={styles.note}>{t('feedback.backupNote')}</p>}
      <Button type="submit" isLoading={sendState === 'sending'} loadingLabel={t('feedback.sending')}>
        {sendState === 'sent' ? t('feedback.sent') : t('feedback.send')}
      </Button>
      <p className={styles.visuallyHidden} role="status">
        {sendState === 'sent' ? t('feedback.sent') : ''}
      </p>
    </form>
  );
}
