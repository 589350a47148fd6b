import type { ChapterRef } from '@bible-journey/core';
import i18next from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage } from '../../lib/language.ts';
import { modals } from '../../lib/modals/modals.ts';
import type { ReaderProps } from './reader.tsx';
import { hasReaderStrings, loadReaderStrings } from './reader-strings.ts';

export const READER_MODAL_ID = 'reader';

export interface OpenReaderOptions {
  /** The day's chapters, in reading order. */
  chapters: readonly ChapterRef[];
  /** Names the reader's dialog, e.g. the day's reading "Gn 1-3". */
  title: string;
  /** "Finish reading" was pressed on the last chapter; the reader then closes. */
  onFinish: () => void;
}

function ReaderUnavailable({ onClose }: Pick<ReaderProps, 'onClose'>) {
  return (
    <div role="alert">
      <p>{i18next.t('common.generalError')}</p>
      <button type="button" onClick={onClose}>
        {i18next.t('reader.close')}
      </button>
    </div>
  );
}

const currentLanguage = (language: string) => (isLanguage(language) ? language : FALLBACK_LANGUAGE);

/** The language may change while the reader is open (synced from the account): its strings follow. */
function ReaderStrings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const [, showStrings] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!hasReaderStrings(language)) void loadReaderStrings(language).then(showStrings);
  }, [language]);
  return children;
}

/** Opens the full-height Bible reader over the current screen (spec 2 section 2, "Read now"). */
export function openReader({ chapters, title, onFinish }: OpenReaderOptions): void {
  if (chapters.length === 0) return;
  // The reader, its strings, its version list and IndexedDB code load when it opens, not with /plan. A chunk
  // that can't be fetched (offline before it was ever cached) says so instead of breaking the page.
  const Reader = lazy(() =>
    Promise.all([import('./reader.tsx'), loadReaderStrings(currentLanguage(i18next.language))]).then(
      ([module]) => ({ default: module.Reader }),
      () => ({ default: ReaderUnavailable }),
    ),
  );
  modals.open({
    id: READER_MODAL_ID,
    title,
    size: 'full',
    render: (close) => (
      <Suspense fallback={<p role="status">{i18next.t('reader.loading')}</p>}>
        <ReaderStrings>
          <Reader
            chapters={chapters}
            onClose={close}
            onFinish={() => {
              onFinish();
              close();
            }}
          />
        </ReaderStrings>
      </Suspense>
    ),
  });
}
