import type { RankingEntry } from '@bible-journey/contract';
import { conclusionPercentage } from '@bible-journey/core';
import type { RankedRow } from './repository.js';

/** A ranked member as the ranking shows them; `points` is totalPoints under its older name (the contract's). */
export function presentEntry(row: RankedRow, position: number): RankingEntry {
  return {
    user: { _id: row.user.id, email: row.user.email, name: row.user.name, picture: row.user.picture },
    points: row.totalPoints,
    totalPoints: row.totalPoints,
    questionPoints: row.questionPoints,
    conclusionPercentage: conclusionPercentage(row.readDays, row.dayCount),
    readDays: row.readDays,
    position,
  };
}
