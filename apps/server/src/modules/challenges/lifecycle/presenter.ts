import type { Challenge, ChallengeSummary } from '@bible-journey/contract';
import type { ChallengeSummaryRow } from './repository.js';

export function presentSummary(row: ChallengeSummaryRow): ChallengeSummary {
  return {
    _id: row.id,
    title: row.title,
    participantsCount: row.participantsCount,
    owner: { name: row.ownerName },
  };
}

export function presentChallenge(row: ChallengeSummaryRow): Challenge {
  return {
    _id: row.id,
    title: row.title,
    owner: { _id: row.ownerId, name: row.ownerName },
    participantsCount: row.participantsCount,
    planTemplate: row.templatePlanId,
    includeLeaders: row.includeLeaders,
    startDate: row.startDate,
    finishDate: row.finishDate,
  };
}
