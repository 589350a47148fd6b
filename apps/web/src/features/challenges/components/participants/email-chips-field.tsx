import { INVITE_EMAIL_MAX, isSuggestableEmail, normalizeEmails } from '@bible-journey/core';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './participants.module.css';

export interface EmailChipsFieldProps {
  label: string;
  /** The addresses chosen so far (the chips). */
  value: string[];
  onChange: (emails: string[]) => void;
  /** Called on every keystroke (spec 3 section 5: typing clears the form's error). */
  onType?: () => void;
  error?: string | undefined;
  /** The signed-in leader's own address, and the addresses already in the challenge: refused with a word. */
  ownEmail?: string | undefined;
  known?: readonly string[];
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The e-mail chip input (spec 3 section 5). The typed text is offered as a chip only when it looks
 * like an e-mail (core's isSuggestableEmail); Enter, Tab or the suggestion button adds it and
 * clears the input (leaving the field with a typed address adds it too). A pasted list is split
 * into chips. Each chip has a remove button, and Backspace in the empty input removes the last one.
 * The leader's own address, one already listed or already in the challenge is not added, and the
 * field says why. Every change is announced.
 */
export function EmailChipsField({
  label,
  value,
  onChange,
  onType,
  error,
  ownEmail,
  known = [],
  inputRef,
}: EmailChipsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const suggestion = isSuggestableEmail(draft) ? draft.trim() : null;

  /** Adds what can be added; says what was refused and why. Answers whether anything was added. */
  const add = (candidates: string[]): boolean => {
    const own = ownEmail?.trim().toLowerCase();
    const taken = new Set([...value, ...known].map((email) => email.toLowerCase()));
    const added: string[] = [];
    let refusal = '';
    for (const email of normalizeEmails(candidates)) {
      if (email === own) refusal = t('challenges.participants.ownEmail');
      else if (known.some((knownEmail) => knownEmail.toLowerCase() === email)) {
        refusal = t('challenges.participants.alreadyInvited', { email });
      } else if (taken.has(email)) refusal = t('challenges.participants.alreadyListed', { email });
      else {
        added.push(email);
        taken.add(email);
      }
    }
    if (added.length > 0) onChange([...value, ...added]);
    const addedText =
      added.length === 1
        ? t('challenges.participants.added', { email: added[0] })
        : added.length > 1
          ? t('challenges.participants.addedMany', { count: added.length })
          : '';
    setAnnouncement([addedText, refusal].filter(Boolean).join(' '));
    return added.length > 0 || refusal !== '';
  };

  const addDraft = () => {
    if (!suggestion) return false;
    add([suggestion]);
    setDraft('');
    return true;
  };

  const removeAt = (index: number) => {
    const email = value[index];
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(t('challenges.participants.removedChip', { email }));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // An empty input lets Enter submit the form; typed text never submits half an address.
      if (draft.trim() === '') return;
      event.preventDefault();
      if (!addDraft()) setAnnouncement(t('challenges.participants.notAnEmail'));
    } else if (event.key === 'Tab' && !event.shiftKey && suggestion) {
      event.preventDefault();
      addDraft();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      removeAt(value.length - 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const parts = event.clipboardData
      .getData('text')
      .split(/[\s,;]+/)
      .filter(Boolean);
    if (parts.length < 2) return;
    event.preventDefault();
    add(parts.filter(isSuggestableEmail));
    setDraft(parts.filter((part) => !isSuggestableEmail(part)).join(' '));
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.chipsField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t('challenges.participants.chosen', { number: value.length })}>
          {value.map((email, index) => (
            <li key={email} className={styles.chip}>
              <span className={styles.chipText}>{email}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('challenges.participants.removeChip', { email })}
                onClick={() => removeAt(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="enter"
        maxLength={INVITE_EMAIL_MAX}
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          setDraft(event.target.value);
          onType?.();
        }}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onBlur={() => void addDraft()}
      />
      {suggestion && (
        // Pressed with the pointer before the input's blur adds it the same way.
        <button
          type="button"
          className={styles.suggestion}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => void addDraft()}
        >
          {t('challenges.participants.suggestion', { email: suggestion })}
        </button>
      )}
      <p id={hintId} className={styles.hint}>
        {t('challenges.participants.hint')}
      </p>
      <p className={styles.notice} aria-live="polite">
        {announcement}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
