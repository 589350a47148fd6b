import { JOIN_CODE_INPUT_MAX } from '@bible-journey/core';
import { z } from 'zod';
import { ChapterRefShape, ReadingOrderSchema } from './calendar.js';
import { ChallengeHeadersSchema } from './challenge.js';

// The invite page's reasons to trust an invitation, and join codes (issue 23).

/**
 * GET /api/challenge/invitation: the challenge, and the key of its shared link when the page was
 * opened with one (the `key` of /c/invite/{challengeId}?key=…). A bearer token is optional.
 */
export const ChallengeInvitationHeadersSchema = ChallengeHeadersSchema.extend({
  invite_key: z.string().max(64).optional(),
});
export type ChallengeInvitationHeaders = z.infer<typeof ChallengeInvitationHeadersSchema>;

/** What a day of the challenge's plan asks, and what it reads from first to last (core's readingLoad). */
export const InvitationPlanSchema = z.object({
  readingOrder: ReadingOrderSchema,
  readingStart: ChapterRefShape,
  readingEnd: ChapterRefShape,
  days: z.number().int(),
  averageChapters: z.number(),
  averageMinutes: z.number().int(),
});
export type InvitationPlan = z.infer<typeof InvitationPlanSchema>;

/**
 * What someone holding a working invitation sees before joining: the challenge, its leader's name,
 * dates, plan and how many take part; no other member's name or address. `inviteId` is the
 * signed-in person's own pending e-mail invitation (accept or decline it), `isMember` whether they
 * already take part.
 */
export const ChallengeInvitationResponseSchema = z.object({
  challenge: z.object({
    _id: z.string(),
    title: z.string(),
    owner: z.object({ name: z.string() }),
    startDate: z.string(),
    finishDate: z.string(),
    participantsCount: z.number().int(),
    plan: InvitationPlanSchema.nullable(),
  }),
  inviteId: z.string().nullable(),
  isMember: z.boolean(),
});
export type ChallengeInvitationResponse = z.infer<typeof ChallengeInvitationResponseSchema>;

/** POST /api/challenge/join-code (signed in): a join code as typed; case, spaces and dashes don't matter. */
export const JoinCodeBodySchema = z.object({
  code: z.string().max(JOIN_CODE_INPUT_MAX, `must have at most ${JOIN_CODE_INPUT_MAX} characters`),
});
export type JoinCodeBody = z.infer<typeof JoinCodeBodySchema>;

/** The challenge the code opens, and its link's key (null: the first link): the invite page to open. */
export const JoinCodeResponseSchema = z.object({ challengeId: z.string(), inviteKey: z.string().nullable() });
export type JoinCodeResponse = z.infer<typeof JoinCodeResponseSchema>;
