import { lazy, type Ref, Suspense, useId, useImperativeHandle, useRef, useState } from 'react';
import { useUiLanguage } from '../../lib/use-ui-language.ts';
import styles from './date-field.module.css';
import type { DateFieldProps } from './date-field.tsx';
import { FieldErrorText } from './field-error.tsx';

const loadDateField = () => import('./date-field.tsx');
const DateField = lazy(async () => ({ default: (await loadDateField()).DateField }));

/** What the form focuses when the date has a problem. */
export interface FocusableField {
  focus: () => void;
}

type DeferredDateFieldProps = Omit<DateFieldProps, 'ref' | 'autoFocus'> & { ref?: Ref<FocusableField> };

/**
 * The date picker (react-aria, about 70 KB gzip) loads when the person reaches for a date: until
 * then the field shows its date as a button that looks the same. Hovering starts the download;
 * focusing or tapping swaps in the real picker with its first segment focused.
 */
export function DeferredDateField({ ref, ...props }: DeferredDateFieldProps) {
  const [isActive, setIsActive] = useState(false);
  const previewRef = useRef<HTMLButtonElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  // The picker's first segment once it is there, else the preview, whose focus brings the picker in.
  useImperativeHandle(
    ref,
    () => ({
      focus: () =>
        (pickerRef.current?.querySelector<HTMLElement>('[role="spinbutton"]') ?? previewRef.current)?.focus(),
    }),
    [],
  );
  const preview = <DatePreview {...props} buttonRef={previewRef} onActivate={() => setIsActive(true)} />;
  if (!isActive) return preview;
  return (
    <Suspense fallback={preview}>
      <DateField {...props} ref={pickerRef} autoFocus />
    </Suspense>
  );
}

function DatePreview({
  label,
  value,
  error,
  buttonRef,
  onActivate,
}: DeferredDateFieldProps & { buttonRef: Ref<HTMLButtonElement>; onActivate: () => void }) {
  const { locale } = useUiLanguage();
  const labelId = useId();
  const valueId = useId();
  const errorId = useId();
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const shown = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.group} ${styles.preview}`}
        data-invalid={error ? true : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={error ? errorId : undefined}
        onPointerEnter={() => void loadDateField()}
        onFocus={onActivate}
        onClick={onActivate}
      >
        <span id={valueId} className={styles.input}>
          {shown}
        </span>
        <span className={styles.trigger} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </span>
      </button>
      <FieldErrorText id={errorId} code={error} />
    </div>
  );
}
