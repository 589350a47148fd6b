import { bibleReference, type ReadingOrder, type ReadingPosition, toChapterRef } from '@bible-journey/core';
import { type Ref, useId } from 'react';
import { modals } from '../../lib/modals/modals.ts';
import { useUiLanguage } from '../../lib/use-ui-language.ts';
import { ChapterPicker } from './chapter-picker.tsx';
import { FieldErrorText } from './field-error.tsx';
import styles from './plan-fields.module.css';

interface ReadingPickerProps {
  name: 'start' | 'end';
  label: string;
  order: ReadingOrder;
  value: ReadingPosition;
  onChange: (position: ReadingPosition) => void;
  error: string | undefined;
  /** The button, for the form to focus when the reading has a problem. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button showing the chosen chapter; it opens the book list and chapter grid in a modal. */
export function ReadingPicker({ name, label, order, value, onChange, error, ref }: ReadingPickerProps) {
  const { language } = useUiLanguage();
  const labelId = useId();
  const errorId = useId();

  const handleOpen = () => {
    modals.open({
      id: `plan-creation-reading-${name}`,
      title: label,
      render: (close) => (
        <ChapterPicker
          order={order}
          value={value}
          language={language}
          onPick={(position) => {
            onChange(position);
            close();
          }}
        />
      ),
    });
  };

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        ref={ref}
        type="button"
        className={styles.pickerButton}
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={handleOpen}
      >
        <span id={`${labelId}-value`}>{bibleReference(toChapterRef(value), language)}</span>
      </button>
      <FieldErrorText id={errorId} code={error} />
    </div>
  );
}
