import type { BibleChapter, BibleChapterParams } from '@bible-journey/contract';
import { getBook, type Language } from '@bible-journey/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { NotFoundError, UpstreamError } from '../../http/errors.js';
import {
  BibleProviderError,
  type BibleProviders,
  type ChapterProvider,
  type ProviderChapter,
} from '../../integrations/bible/provider.js';
import { cacheChapter, findCachedChapter } from './chapter-cache.js';
import type { FreeUseCatalog } from './free-use-catalog.js';
import {
  copyrightLine,
  getLocalChapter,
  getLocalDownload,
  type LocalVersionSummary,
  listLocalVersions,
  saveVersion,
} from './local-store.js';
import { type ResolvedVersion, resolveVersions, type VersionSource } from './version-directory.js';

export interface BibleDeps {
  db: Db;
  providers: BibleProviders;
  freeUseCatalog: FreeUseCatalog;
  log: FastifyBaseLogger;
}

export interface VersionDownload {
  gzip: Buffer;
  etag: string;
}

export type BibleService = ReturnType<typeof createBibleService>;

const LOCAL_VERSIONS_TTL_MS = 5_000;

/** Versions, chapters and whole-version downloads, from whichever source serves each version. */
export function createBibleService({ db, providers, freeUseCatalog, log }: BibleDeps) {
  // Two readers opening the same chapter (or downloading the same version) share one provider call.
  const chapterCalls = new Map<string, Promise<ProviderChapter | null>>();
  const downloadCalls = new Map<string, Promise<void>>();
  const copyrights = new Map<string, Promise<string | null>>();
  // Every chapter answer needs the version list; a few seconds of memory spares a query each time.
  // A version imported meanwhile (by the command line, into a shared database) is looked up afresh.
  let localVersions: { at: number; list: Promise<LocalVersionSummary[]> } | null = null;
  const listLocal = () => {
    if (!localVersions || Date.now() - localVersions.at > LOCAL_VERSIONS_TTL_MS) {
      const list = listLocalVersions(db);
      localVersions = { at: Date.now(), list };
      list.catch(() => {
        localVersions = null;
      });
    }
    return localVersions.list;
  };

  async function versions(language?: Language): Promise<ResolvedVersion[]> {
    const [local, freeUse] = await Promise.all([listLocal(), freeUseCatalog.translations()]);
    const all = resolveVersions(local, freeUse, providers);
    return language ? all.filter((version) => version.language === language) : all;
  }

  async function readableVersion(versionId: string): Promise<ResolvedVersion & { source: VersionSource }> {
    let version = (await versions()).find((candidate) => candidate.id === versionId);
    if (!version?.source && localVersions) {
      // Maybe imported a moment ago: look again before saying it doesn't exist.
      localVersions = null;
      version = (await versions()).find((candidate) => candidate.id === versionId);
    }
    if (!version) throw new NotFoundError(`There is no Bible version "${versionId}".`);
    if (!version.source) {
      throw new UpstreamError(
        503,
        `${version.abbr} can't be read right now: its source is not set up on this server or can't be reached. Choose another version.`,
      );
    }
    return version as ResolvedVersion & { source: VersionSource };
  }

  async function chapter({ versionId, book: bookKey, chapter: number }: BibleChapterParams): Promise<BibleChapter> {
    const version = await readableVersion(versionId);
    const book = getBook(bookKey);
    const missing = () => new NotFoundError(`${version.abbr} has no chapter ${book.name.en} ${number}.`);
    const { source } = version;
    // Every version here has the canon's chapter count; asking a provider for Jude 2 would be wasted.
    if (number > book.chapters) throw missing();

    if (source.origin === 'local') {
      const found = await getLocalChapter(db, version.id, book.index, number);
      if (!found) throw missing();
      return {
        book: { key: book.key, name: found.bookName ?? book.name[version.language] },
        chapter: number,
        title: found.title,
        verses: found.verses.map((text, index) => ({ number: index + 1, text })),
        copyright: copyrightLine(source.version),
      };
    }

    const key = { versionId: version.id, origin: source.origin, bookIndex: book.index, chapter: number };
    let found = await findCachedChapter(db, key);
    if (!found) {
      const callKey = `${key.origin}:${key.versionId}:${key.bookIndex}:${key.chapter}`;
      let call = chapterCalls.get(callKey);
      if (!call) {
        call = fetchRemoteChapter(source, book, number).finally(() => chapterCalls.delete(callKey));
        chapterCalls.set(callKey, call);
      }
      found = await call;
      if (!found) throw missing();
      await cacheChapter(db, key, found);
    }
    return {
      book: { key: book.key, name: found.bookName },
      chapter: number,
      title: found.title,
      verses: found.verses,
      copyright: await copyright(version),
    };
  }

  async function fetchRemoteChapter(
    source: Exclude<VersionSource, { origin: 'local' }>,
    book: ReturnType<typeof getBook>,
    number: number,
  ): Promise<ProviderChapter | null> {
    const [provider, providerVersionId] = remoteCall(source);
    try {
      return await provider.fetchChapter(providerVersionId, book, number);
    } catch (error) {
      throw upstreamFailure(error, log);
    }
  }

  function remoteCall(source: Exclude<VersionSource, { origin: 'local' }>): [ChapterProvider, string] {
    const provider = providers[source.origin];
    if (!provider) throw new UpstreamError(503, 'This version’s source is not set up on this server.');
    if (source.origin === 'freeUse') return [provider, source.translation.id];
    if (source.origin === 'bibleBrain') return [provider, source.filesetId];
    return [provider, source.version];
  }

  /** The reader's copyright line (spec 2 section 7): null when the provider has none or fails. */
  async function copyright(version: ResolvedVersion): Promise<string | null> {
    const { source } = version;
    if (!source) return null;
    if (source.origin === 'local') return copyrightLine(source.version);
    if (source.origin === 'freeUse') {
      const { name, licenseUrl, website } = source.translation;
      const where = licenseUrl ?? website;
      return where ? `${name} — ${where}` : name;
    }
    if (source.origin === 'aBibliaDigital') return null;
    const bibleBrain = providers.bibleBrain;
    if (!bibleBrain) return null;
    let call = copyrights.get(source.bibleId);
    if (!call) {
      call = bibleBrain.fetchCopyright(source.bibleId);
      copyrights.set(source.bibleId, call);
      // A failed lookup is tried again later rather than remembered.
      void call.then((text) => {
        if (text === null) copyrights.delete(source.bibleId);
      });
    }
    return call;
  }

  /** GET /bible/{id}/copyright (spec 2 section 8): any failure, an unknown version included, is no line. */
  async function copyrightOf(versionId: string): Promise<string | null> {
    try {
      return await copyright(await readableVersion(versionId));
    } catch (error) {
      log.info({ err: error, versionId }, 'No copyright line for this version');
      return null;
    }
  }

  /** The whole version, gzip-compressed, for offline reading: only where downloadAvailable. */
  async function download(versionId: string): Promise<VersionDownload> {
    // A version in the store is served from it, whatever the (memorised) version list says.
    const held = await getLocalDownload(db, versionId);
    if (held) return held;
    const version = await readableVersion(versionId);
    if (!version.downloadAvailable) throw new NotFoundError(`${version.abbr} can't be downloaded for offline reading.`);
    const { source } = version;
    if (source.origin === 'freeUse') {
      let call = downloadCalls.get(version.id);
      if (!call) {
        call = copyFreeUseTranslation(version, source.translation.id).finally(() => downloadCalls.delete(version.id));
        downloadCalls.set(version.id, call);
      }
      await call;
    }
    const stored = await getLocalDownload(db, version.id);
    if (!stored) throw new NotFoundError(`${version.abbr} can't be downloaded for offline reading.`);
    return stored;
  }

  // An open freeUse translation is copied whole into the store once; from then on it is served locally.
  async function copyFreeUseTranslation(version: ResolvedVersion, translation: string): Promise<void> {
    if (!providers.freeUse) throw new UpstreamError(503, 'The Free Use Bible API is not set up on this server.');
    try {
      const text = await providers.freeUse.fetchCompleteTranslation(translation, version.id);
      await saveVersion(db, { ...text, abbr: version.abbr, name: version.name, language: version.language });
      localVersions = null;
      log.info({ version: version.id, translation }, 'freeUse translation copied into the Bible store');
    } catch (error) {
      throw upstreamFailure(error, log);
    }
  }

  return { versions, chapter, copyrightOf, download };
}

function upstreamFailure(error: unknown, log: FastifyBaseLogger): unknown {
  if (!(error instanceof BibleProviderError)) return error;
  log.warn({ origin: error.origin, failure: error.failure, message: error.message }, 'Bible provider failed');
  return error.failure === 'timeout'
    ? new UpstreamError(504, 'The Bible text provider took too long to answer; try again in a moment.')
    : new UpstreamError(502, 'The Bible text provider is not answering properly right now; try again later.');
}
