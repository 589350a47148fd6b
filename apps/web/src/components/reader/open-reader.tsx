import type { ChapterRef } from '@bible-journey/core';
import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import { modals } from '../../app/modals/modals.ts';
import type { ReaderProps } from './reader.tsx';

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

/** Opens the full-height Bible reader over the current screen (spec 2 section 2, "Read now"). */
export function openReader({ chapters, title, onFinish }: OpenReaderOptions): void {
  if (chapters.length === 0) return;
  // The reader, its version list and IndexedDB code load when it opens, not with /plan. A chunk
  // that can't be fetched (offline before it was ever cached) says so instead of breaking the page.
  const Reader = lazy(() =>
    import('./reader.tsx').then(
      (module) => ({ default: module.Reader }),
      () => ({ default: ReaderUnavailable }),
    ),
  );
  modals.open({
    id: READER_MODAL_ID,
    title,
    size: 'full',
    render: (close) => (
      <Suspense fallback={<p role="status">{i18next.t('reader.loading')}</p>}>
        <Reader
          chapters={chapters}
          onClose={close}
          onFinish={() => {
            onFinish();
            close();
          }}
        />
      </Suspense>
    ),
  });
}
