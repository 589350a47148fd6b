import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendNotification } from '../../../components/feedback/api/send-notification.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { modals } from '../../../lib/modals/modals.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import styles from './plan-form.module.css';

/** Spec 2 section 9: the sent label shows 5 s after sending and lasts 4 s. */
export const SENT_LABEL_DELAY_MS = 5000;
export const SENT_LABEL_MS = 4000;

export function openDidntFindModal(t: TFunction) {
  modals.open({
    id: 'plan-creation-didnt-find',
    title: t('plan-creation.didntFind.title'),
    render: () => <DidntFindForm />,
  });
}

type SendState = 'idle' | 'sending' | 'sent';

/** "Didn't find" what you wanted: a required message and an optional contact, sent to the team. */
export function DidntFindForm() {
  const { t } = useTranslation();
  const send = useSendNotification();
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [contact, setContact] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const [sendState, setSendState] = useState<SendState>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setIsMissing(true);
      return;
    }
    setIsMissing(false);
    setSendState('sending');
    const startedAt = Date.now();
    try {
      await send.mutateAsync({ type: 'SEND_EMAIL', message: message.trim(), contact: contact.trim() });
    } catch {
      setSendState('idle');
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
      return;
    }
    const wait = Math.max(0, SENT_LABEL_DELAY_MS - (Date.now() - startedAt));
    timers.current.push(
      setTimeout(() => {
        setSendState('sent');
        setMessage('');
        setContact('');
        timers.current.push(setTimeout(() => setSendState('idle'), SENT_LABEL_MS));
      }, wait),
    );
  };

  return (
    <form className={styles.modalBody} noValidate onSubmit={handleSubmit}>
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.label}>
          {t('plan-creation.didntFind.message')}
        </label>
        <textarea
          id={messageId}
          className={styles.textarea}
          value={message}
          required
          rows={4}
          aria-invalid={isMissing || undefined}
          aria-describedby={isMissing ? `${messageId}-error` : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        {isMissing && (
          <p id={`${messageId}-error`} className={styles.error} role="alert">
            {t('plan-creation.errors.required')}
          </p>
        )}
      </div>
      <TextField
        label={t('plan-creation.didntFind.contact')}
        hint={t('plan-creation.didntFind.contactHint')}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
      />
      <Button type="submit" isLoading={sendState === 'sending'} loadingLabel={t('plan-creation.didntFind.sending')}>
        {sendState === 'sent' ? t('plan-creation.didntFind.sent') : t('plan-creation.didntFind.send')}
      </Button>
      <p className={styles.visuallyHidden} role="status">
        {sendState === 'sent' ? t('plan-creation.didntFind.sent') : ''}
      </p>
    </form>
  );
}
