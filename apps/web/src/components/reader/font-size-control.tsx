import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './reader.module.css';
import { READER_FONT_SCALES, readerFontScale } from './reader-preferences.ts';

/** A− / A+: the reader's text size, kept on the device. */
export function FontSizeControl() {
  const { t } = useTranslation();
  const scale = useSyncExternalStore(readerFontScale.subscribe, readerFontScale.get);
  const index = READER_FONT_SCALES.indexOf(scale as (typeof READER_FONT_SCALES)[number]);
  const setIndex = (next: number) => {
    const value = READER_FONT_SCALES[next];
    if (value !== undefined) readerFontScale.set(value);
  };
  return (
    <fieldset className={styles.fontSize} aria-label={t('reader.fontSize.label')}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('reader.fontSize.smaller')}
        disabled={index <= 0}
        onClick={() => setIndex(index - 1)}
      >
        A<span aria-hidden="true">−</span>
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.larger}`}
        aria-label={t('reader.fontSize.larger')}
        disabled={index >= READER_FONT_SCALES.length - 1}
        onClick={() => setIndex(index + 1)}
      >
        A<span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
