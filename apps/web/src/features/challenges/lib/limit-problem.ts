import { MEMBER_ENCOURAGEMENTS_PER_DAY, type RefusalReason } from '@bible-journey/contract';
import { CHALLENGES_PER_OWNER_MAX, QUESTIONS_PER_CHALLENGE_MAX } from '@bible-journey/core';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** The words for each bound the server names in a refusal to a leader (its answer's `reason`, issue 22). */
const WORDS: Partial<Record<RefusalReason, { key: string; most?: number }>> = {
  invitations_per_day: { key: 'challenges.participants.dailyLimit' },
  challenge_full: { key: 'challenges.participants.full' },
  challenges_per_owner: { key: 'challenges.limits.leadsTheMost', most: CHALLENGES_PER_OWNER_MAX },
  questions_per_challenge: { key: 'challenges.limits.questionsFull', most: QUESTIONS_PER_CHALLENGE_MAX },
  encouragements_per_day: { key: 'challenges.cheer.dayFull', most: MEMBER_ENCOURAGEMENTS_PER_DAY },
};

/**
 * What to tell the leader when the server refused a request past a bound: their invitations of
 * the day, a challenge's room for people, the challenges one account leads, a challenge's
 * questions; and a member their encouragements of the day. Null for any other failure.
 */
export function limitProblem(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason = (error.body as { reason?: unknown } | null)?.reason;
  const words = typeof reason === 'string' ? WORDS[reason as RefusalReason] : undefined;
  return words ? t(words.key, { most: words.most }) : null;
}
