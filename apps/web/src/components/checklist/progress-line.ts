import type { Language, PlanCounts } from '@bible-journey/core';
import type { TFunction } from 'i18next';

/** "12 of 365 days · 48 of 1,189 chapters", plural forms chosen by the totals. */
export function progressLine(t: TFunction, counts: PlanCounts, language: Language): string {
  const number = (value: number) => value.toLocaleString(language);
  const days = t('checklist.progress.days', {
    count: counts.dayCount,
    read: number(counts.daysRead),
    total: number(counts.dayCount),
  });
  const chapters = t('checklist.progress.chapters', {
    count: counts.chapterCount,
    read: number(counts.chaptersRead),
    total: number(counts.chapterCount),
  });
  return `${days} · ${chapters}`;
}
