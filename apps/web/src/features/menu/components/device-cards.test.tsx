import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { deleteDB } from 'idb';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { versionsNotKept } from '../../../components/reader/reader-preferences.ts';
import { reachedMilestones } from '../../../lib/milestones.ts';
import {
  getOfflineChapter,
  listOfflineVersions,
  OFFLINE_BIBLES_DB,
  saveBibleDownload,
  saveOfflineChapters,
} from '../../../lib/offline-bibles.ts';
import { buildChapter, buildDownload, testVersions } from '../../../test/fake-bible.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { menuMoreStrings } from '../lib/menu-more-strings.ts';
import { renderMenu, resetHosts } from '../test/render-menu.tsx';

let api: ReturnType<typeof stubApi>;

beforeAll(async () => {
  await setupTestI18n();
  await menuMoreStrings.load('en');
});
beforeEach(() => {
  api = stubApi();
});
afterEach(async () => {
  cleanup();
  resetHosts();
  api.restore();
  localStorage.clear();
  await deleteDB(OFFLINE_BIBLES_DB);
});

const card = async () => {
  const heading = await screen.findByRole('heading', { name: 'Bibles on this device' });
  return heading.closest('section') as HTMLElement;
};

describe('the menu’s Bibles on this device', () => {
  it('lists each kept version, whole or the next days, with its size, and removes one for good', async () => {
    await saveBibleDownload(buildDownload('kjv', 'KJV'), { etag: '"v1"', byteSize: 4_321_000 });
    const web = testVersions[1] as (typeof testVersions)[number];
    await saveOfflineChapters(web, [buildChapter({ key: 'genesis', name: 'Genesis' }, 1, ['x'.repeat(3000)])]);
    renderMenu();
    const section = await card();

    expect(await within(section).findByText('Whole Bible · 4.3 MB')).toBeTruthy();
    expect(within(section).getByText('KJV offline (KJV)')).toBeTruthy();
    expect(within(section).getByText('World English Bible (WEB)')).toBeTruthy();
    expect(within(section).getByText(/^The next days of your plan · 3 kB$/)).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Remove KJV from this device' }));
    expect(
      await screen.findByText(
        "KJV was removed from this device. It won't be kept again unless you download it in the reader.",
      ),
    ).toBeTruthy();
    expect((await listOfflineVersions()).map((version) => version.id)).toEqual(['web']);
    expect(await getOfflineChapter('kjv', 'genesis', 1)).toBeNull();
    expect(versionsNotKept.get()).toEqual(['kjv']);
    await within(section).findByRole('button', { name: 'Remove WEB from this device' });
    expect(within(section).queryByRole('button', { name: 'Remove KJV from this device' })).toBeNull();
  });

  it('says when no Bible is kept on the device', async () => {
    renderMenu();
    expect(await within(await card()).findByText('No Bible is kept on this device yet.')).toBeTruthy();
  });
});

describe('the menu’s milestones', () => {
  it('lists the milestones reached on this device, newest first, and nothing before the first', async () => {
    renderMenu();
    await card();
    expect(screen.queryByRole('heading', { name: 'Milestones' })).toBeNull();
    cleanup();
    reachedMilestones.set([
      { key: 'days:7', date: '2026-03-09' },
      { key: 'book:ruth', date: '2026-03-20' },
    ]);
    renderMenu();
    const section = (await screen.findByRole('heading', { name: 'Milestones' })).closest('section') as HTMLElement;
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ruth finishedFriday, March 20', '7 days of readingMonday, March 9']);
  });
});
