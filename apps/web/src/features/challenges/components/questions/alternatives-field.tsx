import { ALTERNATIVE_MAX_LENGTH, ALTERNATIVES_MAX, nextAlternativeName } from '@bible-journey/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type UseFormReturn, useController, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../components/forms/use-error-text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import styles from './question-form.module.css';
import type { QuestionValues } from './question-form-check.ts';

/**
 * The alternatives and which one is correct (spec 3 section 2). Enter in an alternative adds the
 * next one, auto-named with a number (core's nextAlternativeName) and selected, so typing replaces
 * the name; remove is hidden while one remains. The answer-picking mode turns the list into a
 * button per alternative: picking one sets the answer and closes the mode (Escape closes it too),
 * and focus comes back to the toggle, whose sentence says the answer.
 */
export function AlternativesField({ form }: { form: UseFormReturn<QuestionValues> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const ids = useId();
  const { control, register, getValues, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'alternatives' });
  const { field: answer, fieldState: answerState } = useController({ control, name: 'answerIndex' });
  const [isPicking, setIsPicking] = useState(false);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const pickRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const inputRefs = useRef<(HTMLInputElement | null)[]>([]);
  const label = (index: number) => t('challenges.questionForm.alternativeLabel', { number: index + 1 });
  const texts = () => getValues('alternatives').map(({ text }) => text);
  const isFull = fields.length >= ALTERNATIVES_MAX;

  useEffect(() => {
    if (!isPicking) return;
    pickRefs.current[answer.value ?? 0]?.focus();
  }, [isPicking, answer.value]);

  const addAlternative = () => {
    if (isFull) return;
    const index = fields.length;
    // On screen at once, focused and selected, so what is typed right after Enter replaces its name.
    flushSync(() =>
      append(
        { text: nextAlternativeName(texts(), t('challenges.questionForm.alternativeName')) },
        { shouldFocus: false },
      ),
    );
    inputRefs.current[index]?.focus();
    inputRefs.current[index]?.select();
  };

  const removeAlternative = (index: number) => {
    const current = answer.value;
    flushSync(() => {
      remove(index);
      if (current === index) answer.onChange(null);
      else if (current !== null && current > index) answer.onChange(current - 1);
    });
    inputRefs.current[Math.max(0, index - 1)]?.focus();
  };

  const handleAlternativeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addAlternative();
  };

  const closePicking = (picked?: number) => {
    if (picked !== undefined) answer.onChange(picked);
    setIsPicking(false);
    // The toggle is on screen in both modes: focus returns to it.
    toggleRef.current?.focus();
  };

  const answerText = answer.value === null ? undefined : getValues(`alternatives.${answer.value}.text`);
  const answerError = errorText(answerState.error);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('challenges.questionForm.alternatives')}</legend>
      {isPicking ? (
        <fieldset className={styles.pickList}>
          <legend className={styles.pickHint}>{t('challenges.questionForm.pickHint')}</legend>
          {fields.map((item, index) => (
            <button
              key={item.id}
              type="button"
              ref={(element) => {
                pickRefs.current[index] = element;
              }}
              className={styles.pickOption}
              aria-pressed={answer.value === index}
              onClick={() => closePicking(index)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  event.stopPropagation();
                  closePicking();
                }
              }}
            >
              <span className={styles.pickText}>{getValues(`alternatives.${index}.text`) || label(index)}</span>
              {answer.value === index && <span aria-hidden="true">✓</span>}
            </button>
          ))}
        </fieldset>
      ) : (
        <>
          <ol className={styles.alternatives}>
            {fields.map((item, index) => {
              const error = errorText(formState.errors.alternatives?.[index]?.text);
              const inputId = `${ids}-alternative-${item.id}`;
              const isAnswer = answer.value === index;
              const registered = register(`alternatives.${index}.text`);
              return (
                <li key={item.id} className={styles.alternative}>
                  <label htmlFor={inputId} className={styles.alternativeLabel}>
                    {label(index)}
                    {isAnswer && (
                      <span className={styles.correctTag}> ✓ {t('challenges.questionForm.correctTag')}</span>
                    )}
                  </label>
                  <div className={styles.alternativeRow}>
                    <input
                      id={inputId}
                      className={isAnswer ? `${styles.input} ${styles.inputCorrect}` : styles.input}
                      maxLength={ALTERNATIVE_MAX_LENGTH}
                      enterKeyHint="next"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : `${ids}-enter`}
                      onKeyDown={handleAlternativeKey}
                      {...registered}
                      ref={(element) => {
                        registered.ref(element);
                        inputRefs.current[index] = element;
                      }}
                    />
                    {fields.length > 1 && (
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={t('challenges.questionForm.removeAlternative', { number: index + 1 })}
                        onClick={() => removeAlternative(index)}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    )}
                  </div>
                  {error && (
                    <p id={`${inputId}-error`} className={styles.error} role="alert">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          <p id={`${ids}-enter`} className={styles.hint}>
            {isFull
              ? t('challenges.questionForm.alternativesFull', { max: ALTERNATIVES_MAX })
              : t('challenges.questionForm.enterHint')}
          </p>
          {!isFull && (
            <Button variant="quiet" className={styles.addAlternative} onClick={addAlternative}>
              <span aria-hidden="true">+</span> {t('challenges.questionForm.addAlternative')}
            </Button>
          )}
        </>
      )}
      <div className={styles.answer}>
        <p id={`${ids}-answer`} className={styles.answerText} aria-live="polite">
          {answerText !== undefined
            ? t('challenges.questionForm.answerChosen', { answer: answerText || label(answer.value ?? 0) })
            : t('challenges.questionForm.noAnswer')}
        </p>
        {/* A native button: the form focuses it when no answer is picked (its ref is the answer's). */}
        <button
          type="button"
          className={styles.pickToggle}
          ref={(element) => {
            toggleRef.current = element;
            answer.ref(element);
          }}
          aria-pressed={isPicking}
          aria-describedby={answerError ? `${ids}-answer-error` : `${ids}-answer`}
          onClick={() => (isPicking ? closePicking() : setIsPicking(true))}
        >
          {t('challenges.questionForm.pickAnswer')}
        </button>
        {answerError && (
          <p id={`${ids}-answer-error`} className={styles.error} role="alert">
            {answerError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
