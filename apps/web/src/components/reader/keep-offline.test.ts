import 'fake-indexeddb/auto';
import type { ChapterRef } from '@bible-journey/core';
import { QueryClient } from '@tanstack/react-query';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildChapter, buildDownload, testVersions } from '../../test/fake-bible.ts';
import { type FakeApi, stubApi } from '../../test/fake-fetch.ts';

// Fresh modules each test: the keeping remembers, for a visit, which whole versions it scheduled.
async function load() {
  vi.resetModules();
  const keeping = await import('./keep-offline.ts');
  const store = await import('../../lib/offline-bibles.ts');
  const preferences = await import('./reader-preferences.ts');
  const state = await import('../../lib/kept-readings-state.ts');
  return { ...keeping, ...store, ...preferences, ...state };
}

const genesis = { key: 'genesis', name: 'Genesis' };
const chapters: ChapterRef[] = [1, 2, 3].map((chapter) => ({ book: 'genesis', chapter }));
let api: FakeApi;

function answerCatalogAndChapters() {
  api.answer('GET /bible/versions', { versions: testVersions });
  for (const { chapter } of chapters) {
    api.answer(`GET /bible/kjv/genesis/${chapter}`, buildChapter(genesis, chapter, [`Genesis ${chapter}:1`]));
    api.answer(`GET /bible/web/genesis/${chapter}`, buildChapter(genesis, chapter, [`WEB Genesis ${chapter}:1`]));
  }
  api.reply('GET /bible/kjv', () => ({ body: buildDownload('kjv', 'KJV'), headers: { etag: '"v1"' } }));
}

const chapterCalls = () => api.seen.filter((call) => /^\/bible\/\w+\/genesis\/\d+$/.test(call.path)).length;

beforeEach(() => {
  localStorage.clear();
  api = stubApi();
  answerCatalogAndChapters();
});

afterEach(async () => {
  vi.useRealTimers();
  api.restore();
  await deleteDB('bible-journey-bibles');
});

describe('keepReadingsOffline', () => {
  it('keeps the days ahead in the version the reader opens, then the whole version after a while', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const m = await load();
    const queryClient = new QueryClient();
    expect(await m.keepReadingsOffline({ chapters, language: 'en', queryClient })).toBe('kept');
    expect(m.keptReadingsState.get()).toBe('kept');
    expect(await m.readingsKept(10)).toBe(true);

    const [partly] = await m.listOfflineVersions();
    expect(partly).toMatchObject({ id: 'kjv', abbr: 'KJV', isComplete: false });
    expect(m.isWholeVersion(partly as never)).toBe(false);
    expect((await m.getOfflineChapter('kjv', 'genesis', 3))?.verses).toEqual([{ number: 1, text: 'Genesis 3:1' }]);
    expect(api.calls('GET', '/bible/kjv')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(m.WHOLE_VERSION_DELAY_MS);
    await vi.waitFor(async () => expect(m.isWholeVersion((await m.listOfflineVersions())[0] as never)).toBe(true));
    expect(api.calls('GET', '/bible/kjv')).toHaveLength(1);
    // The whole download replaced the days kept before it.
    expect((await m.getOfflineChapter('kjv', 'genesis', 1))?.verses[0]?.text).toBe(
      'In the beginning (stored on the device).',
    );
  });

  it('fetches only the chapters not yet on the device, and nothing for a version kept whole', async () => {
    const m = await load();
    const queryClient = new QueryClient();
    await m.keepReadingsOffline({ chapters: chapters.slice(0, 2), language: 'en', queryClient });
    expect(chapterCalls()).toBe(2);
    await m.keepReadingsOffline({ chapters, language: 'en', queryClient });
    expect(chapterCalls()).toBe(3);

    await m.saveBibleDownload(buildDownload('kjv', 'KJV'), { etag: '"v1"', byteSize: 100 });
    await m.keepReadingsOffline({ chapters: [{ book: 'genesis', chapter: 4 }], language: 'en', queryClient });
    expect(chapterCalls()).toBe(3);
  });

  it('keeps the version the person chose, and not one they removed', async () => {
    const m = await load();
    const queryClient = new QueryClient();
    m.bibleVersionChoice.set({ id: 'web', abbr: 'WEB' });
    expect(await m.keepReadingsOffline({ chapters, language: 'en', queryClient })).toBe('kept');
    expect((await m.listOfflineVersions()).map((version) => version.id)).toEqual(['web']);

    m.versionsNotKept.set(['web']);
    await m.deleteOfflineVersion('web');
    expect(await m.keepReadingsOffline({ chapters, language: 'en', queryClient })).toBe('idle');
    expect(await m.listOfflineVersions()).toEqual([]);
  });

  it('never downloads a whole version where it can’t be downloaded or the connection is metered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const m = await load();
    m.bibleVersionChoice.set({ id: 'web', abbr: 'WEB' });
    await m.keepReadingsOffline({ chapters, language: 'en', queryClient: new QueryClient() });
    await vi.advanceTimersByTimeAsync(m.WHOLE_VERSION_DELAY_MS * 2);
    expect(api.calls('GET', '/bible/web')).toHaveLength(0);

    // Chrome's Network Information API: the person asked to save data.
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    m.bibleVersionChoice.set({ id: 'kjv', abbr: 'KJV' });
    await m.keepReadingsOffline({ chapters, language: 'en', queryClient: new QueryClient() });
    await vi.advanceTimersByTimeAsync(m.WHOLE_VERSION_DELAY_MS * 2);
    expect(api.calls('GET', '/bible/kjv')).toHaveLength(0);
    expect(m.isWholeVersion((await m.listOfflineVersions()).find((version) => version.id === 'kjv') as never)).toBe(
      false,
    );
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('says "not kept" when the network fails half-way, keeping nothing of that batch, and does nothing offline', async () => {
    const m = await load();
    const queryClient = new QueryClient();
    const six = [...chapters, ...[4, 5, 6].map((chapter) => ({ book: 'genesis', chapter }))];
    for (const chapter of [4, 5]) {
      api.answer(`GET /bible/kjv/genesis/${chapter}`, buildChapter(genesis, chapter, [`Genesis ${chapter}:1`]));
    }
    api.fail('GET /bible/kjv/genesis/6');
    expect(await m.keepReadingsOffline({ chapters: six, language: 'en', queryClient })).toBe('notKept');
    expect(await m.readingsKept(10)).toBe(false);
    // Kept four at a time: the first four stay, nothing of the batch that failed.
    expect(await m.missingOfflineChapters('kjv', six)).toEqual(six.slice(4));

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const before = api.seen.length;
    await m.keepReadingsOffline({ chapters, language: 'en', queryClient });
    expect(api.seen.length).toBe(before);
    online.mockRestore();
  });
});
