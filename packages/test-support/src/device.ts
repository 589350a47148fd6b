import {
  addDays,
  buildReadingCalendar,
  formatReadingRange,
  type LocalPlanV2,
  storeLocalPlan,
  todayIso,
} from '@bible-journey/core';
import type { Page } from 'playwright-core';

// The page's localStorage, typed here (the e2e project has no DOM library). Functions run in the
// page are serialized, so each one reaches it through globalThis itself.
interface BrowserGlobals {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

export type PlanDay = LocalPlanV2['planv2'][number];

/**
 * A whole-Bible plan on the device that began `startedDaysAgo` days ago and runs `length` days:
 * the first `readDays` read, the rest still waiting.
 */
export function buildDevicePlan({
  readDays,
  trackDelays,
  startedDaysAgo = 10,
  length = 51,
  endReading = { bookIndex: 65, chapter: 22 },
}: {
  readDays: number;
  trackDelays: boolean;
  startedDaysAgo?: number;
  length?: number;
  /** Where the reading ends; it always starts at Genesis 1. */
  endReading?: { bookIndex: number; chapter: number };
}): LocalPlanV2 {
  const today = todayIso();
  const days = buildReadingCalendar({
    planType: 0,
    readingOrder: 'traditional',
    startDate: addDays(today, -startedDaysAgo),
    endDate: addDays(today, length - startedDaysAgo - 1),
    startReading: { bookIndex: 0, chapter: 1 },
    endReading,
  }).map((day, index) => ({ ...day, read: index < readDays }));
  const settings = {
    blockedWeekDays: [],
    planType: 0 as const,
    chaptersPerDay: 3,
    quantityOfDays: 90,
    readingOrder: 'traditional' as const,
    trackDelays,
  };
  return storeLocalPlan(days, settings, null, new Date(Date.now() - 60_000).toISOString());
}

/** Seeds the device before the app starts, once: a reload keeps what the app stored since. */
export async function seedDevice(page: Page, values: Record<string, unknown>) {
  await page.addInitScript(
    (entries) => {
      const { localStorage } = globalThis as unknown as BrowserGlobals;
      for (const [key, value] of Object.entries(entries)) {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      }
    },
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)])),
  );
}

/** The plan the app keeps on the device now. */
export const storedPlan = (page: Page) =>
  page.evaluate(
    () => JSON.parse((globalThis as unknown as BrowserGlobals).localStorage.getItem('planv2') ?? 'null') as LocalPlanV2,
  );

export const rangeOf = (day: PlanDay, language: 'en' | 'pt' | 'id' | 'pl' = 'en') =>
  formatReadingRange(day.readingStart, day.readingEnd, language);

export const monthOf = (iso: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
