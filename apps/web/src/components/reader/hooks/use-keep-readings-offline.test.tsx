import 'fake-indexeddb/auto';
import { addDays, type CalendarDay, todayIso } from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { deleteDB } from 'idb';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOfflineVersions, missingOfflineChapters, OFFLINE_BIBLES_DB } from '../../../lib/offline-bibles.ts';
import { buildChapter, testVersions } from '../../../test/fake-bible.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { useKeepReadingsOffline } from './use-keep-readings-offline.ts';

let api: ReturnType<typeof stubApi>;

// Twelve days from yesterday (read) on, each reading one chapter of Genesis.
const days: CalendarDay[] = Array.from({ length: 12 }, (_, n) => ({
  _id: n,
  date: addDays(todayIso(), n - 1),
  read: n === 0,
  readingStart: { book: 'genesis', chapter: n + 1 },
  readingEnd: { book: 'genesis', chapter: n + 1 },
  readingDetails: [{ book: 'genesis', chapter: n + 1 }],
}));

beforeEach(() => {
  api = stubApi();
  api.answer('GET /bible/versions', { versions: testVersions });
  api.reply('GET /bible/kjv/genesis/:chapter', ({ params }) => ({
    body: buildChapter({ key: 'genesis', name: 'Genesis' }, Number(params.chapter), ['In the beginning.']),
  }));
});
afterEach(async () => {
  cleanup();
  api.restore();
  await deleteDB(OFFLINE_BIBLES_DB);
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useKeepReadingsOffline', () => {
  it('keeps today’s chapters and the next seven days’ once the page is idle, without asking', async () => {
    renderHook(() => useKeepReadingsOffline(days, 'en'), { wrapper });
    await vi.waitFor(async () => expect((await listOfflineVersions()).map((version) => version.id)).toEqual(['kjv']), {
      timeout: 5000,
    });
    const refs = days.map((day) => day.readingDetails[0] as { book: string; chapter: number });
    // Yesterday's was read; today's (Genesis 2) and the next seven days' are on the device.
    await vi.waitFor(async () =>
      expect(await missingOfflineChapters('kjv', refs)).toEqual([refs[0], ...refs.slice(9)]),
    );
  });

  it('does nothing offline, nor without a plan', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHook(() => useKeepReadingsOffline(days, 'en'), { wrapper });
    renderHook(() => useKeepReadingsOffline(undefined, 'en'), { wrapper });
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.seen).toEqual([]);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
});
