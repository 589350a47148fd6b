import type { Challenge, ChallengeSummary, InviteLink } from '@bible-journey/contract';
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
    inviteLink: presentInviteLink(row),
  };
}

export function presentInviteLink(row: {
  inviteLinkKey: string | null;
  inviteLinkOff: boolean;
  joinCode: string;
}): InviteLink {
  return { isOn: !row.inviteLinkOff, key: row.inviteLinkKey, code: row.joinCode };
}
