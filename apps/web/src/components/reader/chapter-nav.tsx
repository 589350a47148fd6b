import { bookName, type ChapterRef, type DayReadingStep, type Language } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import styles from './reader.module.css';
import { ChevronIcon } from './reader-icons.tsx';

interface ChapterNavProps {
  step: DayReadingStep;
  total: number;
  language: Language;
  isHidden: boolean;
  /** On the last chapter, once the reader reached its end: the finish-reading button shows. */
  canFinish: boolean;
  onMove: (index: number) => void;
  onFinish: () => void;
  onFocus: () => void;
}

/** The bar under the text: previous and next chapter of the day, or "finish reading" at the end. */
export function ChapterNav({ step, total, language, isHidden, canFinish, onMove, onFinish, onFocus }: ChapterNavProps) {
  const { t } = useTranslation();
  const name = (ref: ChapterRef) =>
    t('reader.chapterTitle', { book: bookName(ref.book, language), chapter: ref.chapter });
  return (
    <nav
      className={styles.nav}
      data-hidden={isHidden || undefined}
      aria-label={t('reader.nav.label')}
      onFocus={onFocus}
    >
      {total > 1 && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={
            step.previous ? t('reader.nav.previous', { chapter: name(step.previous) }) : t('reader.nav.noPrevious')
          }
          disabled={!step.previous}
          onClick={() => onMove(step.index - 1)}
        >
          <ChevronIcon direction="left" />
        </button>
      )}
      {total > 1 && (
        <span className={styles.position}>{t('reader.nav.position', { current: step.index + 1, total })}</span>
      )}
      {step.next && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('reader.nav.next', { chapter: name(step.next) })}
          onClick={() => onMove(step.index + 1)}
        >
          <ChevronIcon direction="right" />
        </button>
      )}
      {step.isLast &&
        (canFinish ? (
          <Button className={styles.finish} onClick={onFinish}>
            {t('reader.nav.finish')}
          </Button>
        ) : (
          <span className={styles.hint}>{t('reader.nav.readToEnd')}</span>
        ))}
    </nav>
  );
}
