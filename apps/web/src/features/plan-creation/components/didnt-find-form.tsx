import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendNotification } from '../../../components/feedback/api/send-notification.ts';
import { useCheckedForm } from '../../../components/forms/use-checked-form.ts';
import { FieldErrorText } from '../../../components/plan-form/field-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import styles from './plan-form.module.css';

/** Spec 2 section 9: the sent label shows 5 s after sending and lasts 4 s. */
export const SENT_LABEL_DELAY_MS = 5000;
export const SENT_LABEL_MS = 4000;

type SendState = 'idle' | 'sending' | 'sent';

interface DidntFindValues {
  message: string;
  contact: string;
}

const EMPTY: DidntFindValues = { message: '', contact: '' };

/** "Didn't find" what you wanted: a required message and an optional contact, sent to the team. */
export function DidntFindForm() {
  const { t } = useTranslation();
  const send = useSendNotification();
  const messageId = useId();
  const { register, handleSubmit, reset, formState } = useCheckedForm<DidntFindValues>(EMPTY, ({ message }) => ({
    message: message.trim() ? undefined : 'required',
  }));
  const [sendState, setSendState] = useState<SendState>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const handleSend = async ({ message, contact }: DidntFindValues) => {
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
        reset(EMPTY);
        timers.current.push(setTimeout(() => setSendState('idle'), SENT_LABEL_MS));
      }, wait),
    );
  };

  const missing = formState.errors.message?.message;
  return (
    <form className={styles.modalBody} noValidate onSubmit={handleSubmit(handleSend)}>
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.label}>
          {t('plan-creation.didntFind.message')}
        </label>
        <textarea
          id={messageId}
          className={styles.textarea}
          required
          rows={4}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${messageId}-error` : undefined}
          {...register('message')}
        />
        <FieldErrorText id={`${messageId}-error`} code={missing} />
      </div>
      <TextField
        label={t('plan-creation.didntFind.contact')}
        hint={t('plan-creation.didntFind.contactHint')}
        {...register('contact')}
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
