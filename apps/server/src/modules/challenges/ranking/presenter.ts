import type { RankingEntry } from '@bible-journey/contract';
import { conclusionPercentage } from '@bible-journey/core';
import type { RankedRow } from './repository.js';

/** Who is looking: the leader sees every member's address, a member only their own. */
export interface RankingViewer {
  userId: string;
  isOwner: boolean;
}

/**
 * A ranked member as the ranking shows them; `points` is totalPoints under its older name (the
 * contract's). Members see each other's name and picture; an address is shown to the leader who
 * invited them and to its owner, and is empty for everyone else (the field stays, as the seed's).
 */
export function presentEntry(row: RankedRow, position: number, viewer: RankingViewer): RankingEntry {
  const email = viewer.isOwner || row.user.id === viewer.userId ? row.user.email : '';
  return {
    user: { _id: row.user.id, email, name: row.user.name, picture: row.user.picture },
    points: row.totalPoints,
    totalPoints: row.totalPoints,
    questionPoints: row.questionPoints,
    conclusionPercentage: conclusionPercentage(row.readDays, row.dayCount),
    readDays: row.readDays,
    position,
  };
}
