import { type CalendarDay, chaptersAhead, type Language, todayIso } from '@bible-journey/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { keepReadingsOffline } from '../keep-offline.ts';
import { useOnline } from './use-online.ts';

/**
 * Offline by default: while the plan is open online, the chapters of today and the next days are
 * kept on the device in the version the reader opens (then the whole version in the background).
 * It starts once the page is idle, so it never slows the first paint.
 */
export function useKeepReadingsOffline(days: readonly CalendarDay[] | undefined, language: Language) {
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const today = todayIso();
  const chapters = useMemo(() => (days ? chaptersAhead(days, today) : []), [days, today]);
  const chaptersKey = chapters.map((ref) => `${ref.book}.${ref.chapter}`).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keeps again only when the chapters, the language or the network change.
  useEffect(() => {
    if (!isOnline || chapters.length === 0) return;
    const keep = () => void keepReadingsOffline({ chapters, language, queryClient });
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(keep, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(keep, 500);
    return () => clearTimeout(handle);
  }, [chaptersKey, isOnline, language, queryClient]);
}
