import { describe, expect, it } from 'vitest';
import { chooseReaderVersion, DEFAULT_BIBLE_VERSION_ID } from './version-choice.js';

const versions = [
  { id: 'nvi', language: 'pt' as const },
  { id: 'acf', language: 'pt' as const },
  { id: 'kjv', language: 'en' as const },
  { id: 'web', language: 'en' as const },
  { id: 'pbg', language: 'pl' as const },
];
const none = new Set<string>();

describe('chooseReaderVersion', () => {
  it('keeps the stored choice when it can be read', () => {
    const choice = chooseReaderVersion({
      versions,
      chosenId: 'web',
      language: 'pt',
      online: true,
      downloadedIds: none,
    });
    expect(choice.version?.id).toBe('web');
    expect(choice.listed).toHaveLength(5);
    expect(choice.changedForOffline).toBe(false);
  });

  it('uses the first version of the interface language when nothing was chosen', () => {
    expect(
      chooseReaderVersion({ versions, chosenId: null, language: 'en', online: true, downloadedIds: none }).version?.id,
    ).toBe('kjv');
    expect(
      chooseReaderVersion({ versions, chosenId: null, language: 'pl', online: true, downloadedIds: none }).version?.id,
    ).toBe('pbg');
    expect(
      chooseReaderVersion({ versions, chosenId: null, language: 'pt', online: true, downloadedIds: none }).version?.id,
    ).toBe(DEFAULT_BIBLE_VERSION_ID);
  });

  it('falls back to English when the language has none (an Indonesian reader gets the KJV, not Portuguese)', () => {
    expect(
      chooseReaderVersion({ versions, chosenId: null, language: 'id', online: true, downloadedIds: none }).version?.id,
    ).toBe('kjv');
  });

  it('falls back to the first version when neither the language nor English has one', () => {
    const noEnglish = versions.filter((version) => version.language !== 'en');
    expect(
      chooseReaderVersion({ versions: noEnglish, chosenId: null, language: 'id', online: true, downloadedIds: none })
        .version?.id,
    ).toBe('nvi');
  });

  it('treats a choice the catalog no longer has like no choice', () => {
    const choice = chooseReaderVersion({
      versions,
      chosenId: 'gone',
      language: 'en',
      online: true,
      downloadedIds: none,
    });
    expect(choice.version?.id).toBe('kjv');
    expect(choice.changedForOffline).toBe(false);
  });

  it('offline, lists only downloaded versions and keeps a downloaded choice', () => {
    const choice = chooseReaderVersion({
      versions,
      chosenId: 'web',
      language: 'en',
      online: false,
      downloadedIds: new Set(['web', 'pbg']),
    });
    expect(choice.listed.map((version) => version.id)).toEqual(['web', 'pbg']);
    expect(choice.version?.id).toBe('web');
    expect(choice.changedForOffline).toBe(false);
  });

  it('offline, swaps a chosen version that is not downloaded for the first downloaded one and says so', () => {
    const choice = chooseReaderVersion({
      versions,
      chosenId: 'nvi',
      language: 'pt',
      online: false,
      downloadedIds: new Set(['kjv', 'pbg']),
    });
    expect(choice.version?.id).toBe('kjv');
    expect(choice.changedForOffline).toBe(true);
  });

  it('offline with nothing downloaded, has no version to read', () => {
    const choice = chooseReaderVersion({
      versions,
      chosenId: 'nvi',
      language: 'pt',
      online: false,
      downloadedIds: none,
    });
    expect(choice).toEqual({ version: null, listed: [], changedForOffline: false });
  });
});
