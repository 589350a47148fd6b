import 'fake-indexeddb/auto';
import type { ChapterRef } from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { deleteDB } from 'idb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../components/modals/modal-host.tsx';
import { modals } from '../../lib/modals/modals.ts';
import {
  getOfflineChapter,
  listOfflineVersions,
  OFFLINE_BIBLES_DB,
  saveBibleDownload,
} from '../../lib/offline-bibles.ts';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';
import { buildChapter, buildDownload, testVersions } from '../../test/fake-bible.ts';
import { stubApi } from '../../test/fake-fetch.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { openReader } from './open-reader.tsx';

const genesis = { key: 'genesis', name: 'Genesis' };
const day: ChapterRef[] = [
  { book: 'genesis', chapter: 1 },
  { book: 'genesis', chapter: 2 },
];
// The first render also loads the reader's chunk.
const LOADING = { timeout: 5000 };

let api: ReturnType<typeof stubApi>;
let clients: QueryClient[] = [];

function answerKjv() {
  api.answer('GET /bible/versions', { versions: testVersions });
  api.answer('GET /bible/kjv/genesis/1', buildChapter(genesis, 1, ['In the beginning God created.', 'And the earth.']));
  api.answer('GET /bible/kjv/genesis/2', buildChapter(genesis, 2, ['Thus the heavens were finished.']));
}

function openDay(chapters: ChapterRef[] = day) {
  const queryClient = new QueryClient();
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <ModalHost store={modals} />
    </QueryClientProvider>,
  );
  const onFinish = vi.fn();
  act(() => openReader({ chapters, title: 'Gn 1-2', onFinish }));
  return { onFinish, queryClient };
}

const dialog = () => screen.getByRole('dialog', { name: 'Gn 1-2' });
const readerTitle = () => within(dialog()).getByRole('heading', { level: 2 }).textContent;

/** Gives the happy-dom scrolling area real sizes and scrolls it. */
function scrollTo(element: HTMLElement, top: number, sizes = { scrollHeight: 2000, clientHeight: 600 }) {
  Object.defineProperty(element, 'scrollHeight', { value: sizes.scrollHeight, configurable: true });
  Object.defineProperty(element, 'clientHeight', { value: sizes.clientHeight, configurable: true });
  Object.defineProperty(element, 'scrollTop', { value: top, configurable: true, writable: true });
  fireEvent.scroll(element);
}

beforeAll(() => setupTestI18n());
beforeEach(() => {
  api = stubApi();
});
afterEach(async () => {
  act(() => modals.closeAll());
  cleanup();
  // A prefetch still on its way must reach the stub, not the real network.
  await waitFor(() => expect(clients.every((client) => client.isFetching() === 0)).toBe(true));
  clients = [];
  for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
  api.restore();
  vi.restoreAllMocks();
  localStorage.clear();
  await deleteDB(OFFLINE_BIBLES_DB);
});

describe('Bible reader', () => {
  it('shows the day’s first chapter from the API in the interface language’s first version', async () => {
    answerKjv();
    openDay();

    expect(await screen.findByText('In the beginning God created.', {}, LOADING)).toBeTruthy();
    expect(readerTitle()).toBe('Genesis 1');
    const verse = screen.getByText('In the beginning God created.');
    expect(verse.closest('span')?.querySelector('sup')?.textContent).toBe('1');
    expect(screen.getByText('King James Version: public domain.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bible version: KJV' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Genesis 1' })).toBeTruthy();
  });

  it('shows a psalm’s title above verse 1 and an omitted verse as a note', async () => {
    api.answer('GET /bible/versions', { versions: testVersions });
    api.answer(
      'GET /bible/kjv/psalms/3',
      buildChapter({ key: 'psalms', name: 'Psalms' }, 3, ['Lord, how are they increased.', ''], {
        title: 'A Psalm of David, when he fled from Absalom his son.',
      }),
    );
    openDay([{ book: 'psalms', chapter: 3 }]);

    const title = await screen.findByText('A Psalm of David, when he fled from Absalom his son.', {}, LOADING);
    const firstVerse = screen.getByText('Lord, how are they increased.');
    expect(title.compareDocumentPosition(firstVerse) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const omitted = screen.getByText('verse not included in this version');
    expect(omitted.closest('span[class]')?.parentElement?.querySelector('sup')?.textContent).toBe('2');
  });

  it('moves between the day’s chapters, the next one fetched before it is asked for', async () => {
    answerKjv();
    openDay();
    await screen.findByText('In the beginning God created.', {}, LOADING);
    expect(screen.getByRole('button', { name: 'Previous chapter' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(api.calls('GET', '/bible/kjv/genesis/2')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Next chapter: Genesis 2' }));
    expect(await screen.findByText('Thus the heavens were finished.')).toBeTruthy();
    expect(readerTitle()).toBe('Genesis 2');
    expect(api.calls('GET', '/bible/kjv/genesis/2')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Next chapter/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Previous chapter: Genesis 1' }));
    expect(await screen.findByText('In the beginning God created.')).toBeTruthy();
    expect(screen.getByText('Chapter 1 of 2')).toBeTruthy();
  });

  it('offers “finish reading” on the last chapter once scrolled to the bottom, then marks and closes', async () => {
    answerKjv();
    const { onFinish } = openDay();
    await screen.findByText('In the beginning God created.', {}, LOADING);
    const text = screen.getByRole('article', { name: 'Genesis 1' });
    scrollTo(text, 1400);
    expect(screen.queryByRole('button', { name: 'Finish reading' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next chapter: Genesis 2' }));
    await screen.findByText('Thus the heavens were finished.');
    scrollTo(text, 0);
    expect(screen.queryByRole('button', { name: 'Finish reading' })).toBeNull();
    expect(screen.getByText('Read to the end to finish')).toBeTruthy();

    scrollTo(text, 1400);
    fireEvent.click(screen.getByRole('button', { name: 'Finish reading' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts a chapter too short to scroll as read to the bottom', async () => {
    answerKjv();
    openDay([{ book: 'genesis', chapter: 2 }]);
    await screen.findByText('Thus the heavens were finished.', {}, LOADING);
    scrollTo(screen.getByRole('article'), 0, { scrollHeight: 500, clientHeight: 600 });
    expect(screen.getByRole('button', { name: 'Finish reading' })).toBeTruthy();
  });

  it.each([
    [502, { message: 'The Bible provider failed' }],
    [404, { message: 'This version has no Genesis 1' }],
  ])('shows the load-failed panel when the chapter answers %i, and tries again', async (status, body) => {
    answerKjv();
    api.answer('GET /bible/kjv/genesis/1', body, status);
    openDay();

    const panel = await screen.findByRole('region', { name: "We couldn't load this chapter" }, LOADING);
    expect(readerTitle()).toBe('Oops =(');
    expect(within(panel).getByText("this version doesn't have this chapter;")).toBeTruthy();
    expect(within(panel).getByText('you are offline.')).toBeTruthy();
    expect(within(panel).getByText('choose another version above;')).toBeTruthy();
    expect(panel.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('In the beginning God created.')).toBeNull();

    api.answer('GET /bible/kjv/genesis/1', buildChapter(genesis, 1, ['In the beginning God created.']));
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('In the beginning God created.')).toBeTruthy();
    expect(readerTitle()).toBe('Genesis 1');
  });

  it('offline, reads the first downloaded version instead of the chosen one and says so', async () => {
    await saveBibleDownload(buildDownload('kjv', 'KJV'), { etag: null, byteSize: 100 });
    localStorage.setItem('bibleVersion', JSON.stringify({ id: 'nvi', abbr: 'NVI' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openDay();

    expect(await screen.findByText('In the beginning (stored on the device).', {}, LOADING)).toBeTruthy();
    expect(
      within(dialog()).getByText('You are offline, so we changed the version to KJV, which is on this device.'),
    ).toBeTruthy();
    expect(api.seen).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Bible version: KJV' }));
    const list = screen.getByRole('group', { name: 'Bible versions' });
    expect(
      within(list)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent),
    ).toEqual(['KJVKJV offline']);
    expect(within(list).queryByRole('button', { name: /NVI/ })).toBeNull();
    // The choice is kept for when the device is back online.
    expect(JSON.parse(localStorage.getItem('bibleVersion') ?? 'null')).toEqual({ id: 'nvi', abbr: 'NVI' });
  });

  it('offline with no version downloaded, says to connect and download one', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openDay();
    expect(await screen.findByRole('region', { name: 'No Bible version on this device' }, LOADING)).toBeTruthy();
    expect(screen.getByText('Connect to the internet and download a version to read offline.')).toBeTruthy();
    expect(readerTitle()).toBe('Oops =(');
  });

  it('downloads a version (idle, spinner, checked), then reads it from the device when the network fails', async () => {
    answerKjv();
    api.answer('GET /bible/kjv', buildDownload('kjv', 'KJV'));
    const stubbed = globalThis.fetch;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/bible/kjv')) await gate;
      return stubbed(url, init);
    });
    const first = openDay();
    await screen.findByText('In the beginning God created.', {}, LOADING);

    fireEvent.click(screen.getByRole('button', { name: 'Bible version: KJV' }));
    expect(screen.queryByRole('button', { name: /WEB/ })?.parentElement?.querySelectorAll('button')).toHaveLength(1);
    // A version whose source isn't configured now can't be read, so it isn't offered.
    expect(screen.queryByRole('button', { name: /ESV/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download KJV to read offline' }));
    const busy = await screen.findByRole('button', { name: 'Downloading KJV…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');

    act(() => release());
    expect(await screen.findByRole('button', { name: 'KJV downloaded. Remove it from this device' })).toBeTruthy();
    expect(screen.getByText('KJV is downloaded: you can read it offline.')).toBeTruthy();
    expect((await listOfflineVersions()).map((version) => version.id)).toEqual(['kjv']);

    // Another visit with the network gone: the catalog can't be reached, the device has KJV.
    act(() => modals.closeAll());
    cleanup();
    first.queryClient.clear();
    for (const route of ['GET /bible/versions', 'GET /bible/kjv/genesis/1', 'GET /bible/kjv/genesis/2']) {
      api.fail(route);
    }
    openDay();
    expect(await screen.findByText('In the beginning (stored on the device).', {}, LOADING)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next chapter: Genesis 2' }));
    expect(await screen.findByText('Thus the heavens were finished (stored on the device).')).toBeTruthy();
  });

  it('refreshes a downloaded version that changed on the server, checking once a visit', async () => {
    await saveBibleDownload(buildDownload('kjv', 'KJV'), { etag: '"v1"', byteSize: 100 });
    answerKjv();
    const corrected = buildDownload('kjv', 'KJV');
    const genesisBook = corrected.books[0];
    if (genesisBook) genesisBook.chapters[0] = ['In the beginning (corrected on the server).'];
    const conditions: (string | undefined)[] = [];
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (!url.endsWith('/api/bible/kjv')) return stubbed(url, init);
      const condition = (init?.headers as Record<string, string> | undefined)?.['if-none-match'];
      conditions.push(condition);
      if (condition === '"v2"') return new Response(null, { status: 304 });
      return new Response(JSON.stringify(corrected), { status: 200, headers: { etag: '"v2"' } });
    });

    const first = openDay();
    expect(await screen.findByText('In the beginning (corrected on the server).', {}, LOADING)).toBeTruthy();
    expect(conditions).toEqual(['"v1"']);
    expect((await listOfflineVersions())[0]?.etag).toBe('"v2"');
    expect((await getOfflineChapter('kjv', 'genesis', 1))?.verses[0]?.text).toBe(
      'In the beginning (corrected on the server).',
    );

    act(() => modals.closeAll());
    cleanup();
    first.queryClient.clear();
    openDay();
    await screen.findByText('In the beginning (corrected on the server).', {}, LOADING);
    expect(conditions).toEqual(['"v1"']);
  });

  it('removes a downloaded version from the device', async () => {
    answerKjv();
    await saveBibleDownload(buildDownload('kjv', 'KJV'), { etag: null, byteSize: 100 });
    openDay();
    await screen.findByText('In the beginning (stored on the device).', {}, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'Bible version: KJV' }));

    fireEvent.click(screen.getByRole('button', { name: 'KJV downloaded. Remove it from this device' }));
    expect(await screen.findByRole('button', { name: 'Download KJV to read offline' })).toBeTruthy();
    expect(await listOfflineVersions()).toEqual([]);
    expect(await getOfflineChapter('kjv', 'genesis', 1)).toBeNull();
  });

  it('reports a failed download in a snackbar and keeps nothing of it', async () => {
    answerKjv();
    api.answer('GET /bible/kjv', { message: 'Bad gateway' }, 502);
    openDay();
    await screen.findByText('In the beginning God created.', {}, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'Bible version: KJV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download KJV to read offline' }));

    expect(await within(dialog()).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Something went wrong'),
    );
    expect(screen.getByRole('button', { name: 'Download KJV to read offline' })).toBeTruthy();
    expect(await listOfflineVersions()).toEqual([]);
  });

  it('stores the version chosen in the list and reads the chapter in it', async () => {
    answerKjv();
    api.answer('GET /bible/web/genesis/1', buildChapter(genesis, 1, ['In the beginning, God created (WEB).']));
    openDay();
    await screen.findByText('In the beginning God created.', {}, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'Bible version: KJV' }));
    const list = screen.getByRole('group', { name: 'Bible versions' });
    expect(
      within(list)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['English', 'Português']);

    fireEvent.click(within(list).getByRole('button', { name: 'WEB World English Bible' }));
    expect(await screen.findByText('In the beginning, God created (WEB).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bible version: WEB' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('bibleVersion') ?? 'null')).toEqual({ id: 'web', abbr: 'WEB' });
  });

  it('hides the header while scrolling down and shows it scrolling up or when focus enters it', async () => {
    answerKjv();
    openDay();
    await screen.findByText('In the beginning God created.', {}, LOADING);
    const text = screen.getByRole('article');
    const header = within(dialog()).getByRole('heading', { level: 2 }).closest('header') as HTMLElement;

    scrollTo(text, 300);
    expect(header.hasAttribute('data-hidden')).toBe(true);
    scrollTo(text, 200);
    expect(header.hasAttribute('data-hidden')).toBe(false);
    scrollTo(text, 400);
    expect(header.hasAttribute('data-hidden')).toBe(true);
    fireEvent.focus(screen.getByRole('button', { name: 'Close the reader' }));
    expect(header.hasAttribute('data-hidden')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Close the reader' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes the text size with A− and A+ and keeps it', async () => {
    answerKjv();
    openDay();
    await screen.findByText('In the beginning God created.', {}, LOADING);
    const larger = screen.getByRole('button', { name: 'Larger text' });
    fireEvent.click(larger);
    fireEvent.click(larger);
    expect(screen.getByRole('article').style.getPropertyValue('--reader-scale')).toBe('1.25');
    expect(localStorage.getItem('readerFontScale')).toBe('1.25');
    fireEvent.click(screen.getByRole('button', { name: 'Smaller text' }));
    expect(localStorage.getItem('readerFontScale')).toBe('1.125');
  });
});
