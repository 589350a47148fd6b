import type { BibleChapter } from '@bible-journey/contract';
import type { Language } from '@bible-journey/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chapter-text.module.css';
import type { ReaderVersion } from './hooks/use-reader-version.ts';

interface ChapterTextProps {
  chapter: BibleChapter;
  version: ReaderVersion;
  /** The interface language, for the notes the app adds to the text. */
  language: Language;
}

/** A chapter's verses with their numbers, a psalm's title above them and the copyright below. */
export function ChapterText({ chapter, version, language }: ChapterTextProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.text} lang={version.language}>
      {chapter.title && <p className={styles.psalmTitle}>{chapter.title}</p>}
      <p className={styles.verses}>
        {chapter.verses.map((verse) => (
          <Fragment key={verse.number}>
            <span className={styles.verse}>
              <sup className={styles.number}>{verse.number}</sup>
              {verse.text || (
                // A verse number the translation leaves out (text-critical omission).
                <span className={styles.omitted} lang={language}>
                  {t('reader.verseOmitted')}
                </span>
              )}
            </span>{' '}
          </Fragment>
        ))}
      </p>
      <p className={styles.copyright}>{chapter.copyright ?? `${version.name} (${version.abbr})`}</p>
    </div>
  );
}

/** The chapter's shape while it loads. */
export function ChapterSkeleton() {
  return (
    <div className={styles.text} aria-hidden="true">
      {[92, 100, 96, 88, 100, 70, 95, 84].map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
        <div key={index} className={styles.skeletonLine} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}
