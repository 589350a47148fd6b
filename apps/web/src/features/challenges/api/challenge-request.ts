import { type ApiRequest, api } from '../../../lib/api-client.ts';

/**
 * What names a call about one challenge (spec 3 section 6: "all challenge requests carry headers
 * that identify the challenge"): the challenge, and for day calls the member's ranking, the day and
 * the plan; for invite calls the invite.
 */
export interface ChallengeScope {
  challengeId: string;
  rankingId?: string;
  dayId?: string;
  planId?: string;
  inviteId?: string;
  /** The shared link's key, when joining by a link the leader made anew. */
  inviteKey?: string;
}

const HEADER_NAMES = {
  challengeId: 'challenge_id',
  rankingId: 'ranking_id',
  dayId: 'day_id',
  planId: 'plan_id',
  inviteId: 'invite_id',
  inviteKey: 'invite_key',
} as const satisfies Record<keyof ChallengeScope, string>;

/** The scope as request headers (contract: ChallengeHeadersSchema and its extensions). */
export function challengeHeaders(scope: ChallengeScope): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, header] of Object.entries(HEADER_NAMES)) {
    const value = scope[key as keyof ChallengeScope];
    if (value !== undefined) headers[header] = value;
  }
  return headers;
}

/**
 * Calls the API about one challenge: `path` under /api (e.g. '/challenge/ranking'), with the
 * scope's headers added to the session's. Every /api/challenge/... call goes through here.
 */
export function challengeRequest<T>(
  path: string,
  scope: ChallengeScope,
  request: Omit<ApiRequest, 'headers'> = {},
): Promise<T> {
  return api<T>(path, { ...request, headers: challengeHeaders(scope) });
}

/**
 * Query keys. Everything about one challenge sits under challengeKey(id) (e.g.
 * [...challengeKey(id), 'ranking', tab]), so a change to it can refresh all of it at once; the
 * lists of the signed-in person (their challenges, their invites) under challengesKey.
 */
export const challengeKey = (challengeId: string) => ['challenge', challengeId] as const;
export const challengesKey = ['challenges'] as const;
