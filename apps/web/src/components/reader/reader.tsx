import { bookName, type ChapterRef, dayReadingStep } from '@bible-journey/core';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SnackbarHost } from '../../components/snackbars/snackbar-host.tsx';
import { FALLBACK_LANGUAGE, isLanguage } from '../../lib/language.ts';
import { bibleChapterQueryOptions, useBibleChapter } from './api/get-bible-chapter.ts';
import { ChapterNav } from './chapter-nav.tsx';
import { ChapterSkeleton, ChapterText } from './chapter-text.tsx';
import { FontSizeControl } from './font-size-control.tsx';
import { useBibleDownloads } from './hooks/use-bible-downloads.ts';
import { useOnline } from './hooks/use-online.ts';
import { useReaderVersion } from './hooks/use-reader-version.ts';
import { useReadingScroll } from './hooks/use-reading-scroll.ts';
import { LanguageNote } from './language-note.tsx';
import { LoadFailedPanel, NoVersionsPanel } from './load-failed-panel.tsx';
import { loadFailureOf } from './load-failure.ts';
import styles from './reader.module.css';
import { CloseIcon } from './reader-icons.tsx';
import { bibleVersionChoice, readerFontScale } from './reader-preferences.ts';
import { VersionPicker } from './version-picker.tsx';

export interface ReaderProps {
  /** The day's chapters, in reading order (at least one). */
  chapters: readonly ChapterRef[];
  /** "Finish reading" on the last chapter. */
  onFinish: () => void;
  onClose: () => void;
}

type ReaderStatus = 'loading' | 'noVersion' | 'failed' | 'shown';

/**
 * The Bible reader (spec 2 sections 2 and 4): one chapter of the day at a time in the chosen
 * version, read from the device when downloaded, with focus mode while scrolling down.
 */
export function Reader({ chapters, onFinish, onClose }: ReaderProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const queryClient = useQueryClient();
  const titleId = useId();
  const scrollRef = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [isPickerOpen, setPickerOpen] = useState(false);
  const isBrowserOnline = useOnline();
  const step = dayReadingStep(chapters, index);
  const ref = step?.chapter ?? { book: 'genesis', chapter: 1 };

  const reading = useReaderVersion(language);
  const versionId = reading.version?.id ?? null;
  const chapter = useBibleChapter(versionId, ref);
  const downloads = useBibleDownloads(reading.downloadedIds);
  const fontScale = useSyncExternalStore(readerFontScale.subscribe, readerFontScale.get);

  const status: ReaderStatus = reading.isLoading
    ? 'loading'
    : !reading.version
      ? 'noVersion'
      : chapter.isPending
        ? 'loading'
        : chapter.isError
          ? 'failed'
          : 'shown';
  const scroll = useReadingScroll(scrollRef, `${versionId}/${ref.book}/${ref.chapter}`, `${status}/${fontScale}`);

  // While the catalog loads, the stored choice's first chapter is already on its way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the reader opens.
  useEffect(() => {
    const stored = bibleVersionChoice.get();
    const first = chapters[0];
    if (stored && first && navigator.onLine) void queryClient.prefetchQuery(bibleChapterQueryOptions(stored.id, first));
  }, []);

  // The next chapter of the day is fetched while this one is read, so the switch is instant.
  const next = step?.next ?? null;
  const isShown = chapter.isSuccess;
  useEffect(() => {
    if (isShown && versionId && next) void queryClient.prefetchQuery(bibleChapterQueryOptions(versionId, next));
  }, [isShown, versionId, next, queryClient]);

  const chapterTitle = (book: string, number: number) => t('reader.chapterTitle', { book, chapter: number });
  // The header always names the chapter, in the interface's language as the plan does (whatever
  // the version's language), and whatever the state of its text.
  const title = chapterTitle(bookName(ref.book, language), ref.chapter);
  const failure = status === 'failed' ? loadFailureOf(chapter.error, isBrowserOnline) : null;
  const abbr = reading.version?.abbr ?? '';
  const announcement = {
    loading: t('reader.loadingChapter', { chapter: title }),
    noVersion: t(reading.isOffline ? 'reader.noVersions.offline.title' : 'reader.noVersions.server.title'),
    failed: failure ? t(`reader.failed.${failure}.title`, { abbr, chapter: title }) : '',
    shown: t('reader.shown', { chapter: title, abbr }),
  }[status];

  const handleRetry = () => {
    reading.retry();
    if (chapter.isError) void chapter.refetch();
  };

  if (!step) return null;
  return (
    <>
      <article
        ref={scrollRef}
        className={styles.reader}
        // The scrolling text takes keyboard focus, so arrows and space scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        aria-labelledby={titleId}
        aria-busy={status === 'loading'}
        style={{ '--reader-scale': fontScale } as CSSProperties}
      >
        {/* Focus entering the hidden header shows it: focus mode never hides a control from the keyboard. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a focus listener, not an interaction. */}
        <header className={styles.header} data-hidden={scroll.isChromeHidden || undefined} onFocus={scroll.showChrome}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div className={styles.tools}>
            <VersionPicker
              version={reading.version}
              listed={reading.listed}
              language={language}
              isOffline={reading.isOffline}
              downloads={downloads}
              onChoose={reading.choose}
              isOpen={isPickerOpen}
              onOpenChange={setPickerOpen}
            />
            <FontSizeControl />
          </div>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.close}`}
            aria-label={t('reader.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </header>
        <div className={styles.body}>
          {status === 'loading' && <ChapterSkeleton />}
          {status === 'noVersion' && <NoVersionsPanel isOffline={reading.isOffline} onRetry={handleRetry} />}
          {failure && (
            <LoadFailedPanel
              failure={failure}
              abbr={abbr}
              chapter={title}
              hasOtherVersions={reading.listed.some((other) => other.id !== versionId)}
              onRetry={handleRetry}
              onChooseVersion={() => setPickerOpen(true)}
            />
          )}
          {status === 'shown' && chapter.data && reading.version && (
            <>
              <LanguageNote
                language={language}
                version={reading.version}
                hasOwnLanguage={reading.listed.some((other) => other.language === language)}
                isOffline={reading.isOffline}
                onChooseVersion={() => setPickerOpen(true)}
              />
              <ChapterText chapter={chapter.data} version={reading.version} language={language} />
            </>
          )}
        </div>
        <ChapterNav
          step={step}
          total={chapters.length}
          language={language}
          isHidden={scroll.isChromeHidden}
          canFinish={scroll.isAtBottom && status !== 'loading'}
          onMove={setIndex}
          onFinish={onFinish}
          onFocus={scroll.showChrome}
        />
      </article>
      <p className={styles.visuallyHidden} role="status">
        {announcement}
      </p>
      <p className={styles.visuallyHidden} role="status">
        {downloads.announcement}
      </p>
      {/* The page behind the reader is inert: its outcomes (download failed, version changed) show here. */}
      <SnackbarHost />
    </>
  );
}
