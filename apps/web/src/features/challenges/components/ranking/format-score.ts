import type { RankingEntry } from '@bible-journey/contract';
import { type RankingTab, rankingValue } from '@bible-journey/core';
import type { TFunction } from 'i18next';

/**
 * What a ranked member shows on a tab (spec 3 section 2): the points (general, questions) with
 * the locale's digit grouping ("1,234 points"), or the share of the plan read ("66.67%"; 0% when
 * nothing is read).
 */
export function formatScore(t: TFunction, entry: RankingEntry, tab: RankingTab, locale: string): string {
  const value = rankingValue(entry, tab);
  if (tab === 'reading') {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  }
  return t('challenges.ranking.points', { count: value, formatted: new Intl.NumberFormat(locale).format(value) });
}
