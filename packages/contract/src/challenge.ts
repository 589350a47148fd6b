import {
  CHALLENGE_NAME_MAX,
  CHALLENGE_NAME_MIN,
  CREATION_PARTICIPANTS_MIN,
  INVITES_PER_REQUEST_MAX,
  normalizeEmails,
} from '@bible-journey/core';
import { z } from 'zod';
import { EmailSchema } from './auth.js';
import { IsoDateSchema } from './calendar.js';
import { NAME_MAX } from './limits.js';
import { PlanBodySchema } from './plan.js';

// Spec 3 section 7, under /api. A challenge is named by the `challenge_id` header on every
// /api/challenge/... call. Fastify gives header names in lower case; these are already.

const id = (what: string) => z.uuid({ message: `must be ${what}` });

/** Headers of every call about one challenge. */
export const ChallengeHeadersSchema = z.object({ challenge_id: id('a challenge id') });
export type ChallengeHeaders = z.infer<typeof ChallengeHeadersSchema>;

/**
 * PUT /api/challenge/join: the challenge, and the key of its shared link once the leader made a
 * new link (the `key` of /c/invite/{challengeId}?key=…).
 */
export const ChallengeJoinHeadersSchema = ChallengeHeadersSchema.extend({
  invite_key: z.string().max(64).optional(),
});
export type ChallengeJoinHeaders = z.infer<typeof ChallengeJoinHeadersSchema>;

/** PUT /api/challenge/invite/accept and /decline: the challenge and the invite (`_id` of GET /api/challenges/invites). */
export const ChallengeInviteHeadersSchema = ChallengeHeadersSchema.extend({ invite_id: id('an invite id') });
export type ChallengeInviteHeaders = z.infer<typeof ChallengeInviteHeadersSchema>;

/** A challenge name: trimmed, 2 to 80 characters (core's checkChallengeName, the same rule). */
export const ChallengeTitleSchema = z
  .string()
  .trim()
  .min(CHALLENGE_NAME_MIN, `must have at least ${CHALLENGE_NAME_MIN} characters`)
  .max(CHALLENGE_NAME_MAX, `must have at most ${CHALLENGE_NAME_MAX} characters`);

/**
 * A list of e-mails to invite: each a valid address, then trimmed, lower-cased and each kept once
 * (core's normalizeEmails); at least `min` different ones and at most INVITES_PER_REQUEST_MAX listed.
 */
export function challengeEmailsSchema(min: number) {
  return z
    .array(EmailSchema)
    .max(INVITES_PER_REQUEST_MAX, `must list at most ${INVITES_PER_REQUEST_MAX} e-mails`)
    .transform(normalizeEmails)
    .pipe(z.array(z.string()).min(min, `must list at least ${min} different e-mail${min === 1 ? '' : 's'}`));
}

/**
 * The leader's name as the invite e-mail shows it. Optional: the app sends it (spec 3 section 7),
 * and the server takes the account's name when it is absent.
 */
export const OwnerNameSchema = z.string().trim().min(1).max(NAME_MAX);

/**
 * POST /api/challenges/add (needs premium: core's challengeCreation). `plan` is the template's
 * first version, the same body as a personal plan's; without it the challenge starts with no plan.
 * `includeLeaders` puts the owner in the ranking.
 */
export const ChallengeCreateBodySchema = z
  .object({
    challengeTitle: ChallengeTitleSchema,
    participants: challengeEmailsSchema(CREATION_PARTICIPANTS_MIN),
    startDate: IsoDateSchema,
    finishDate: IsoDateSchema,
    owner_name: OwnerNameSchema.optional(),
    plan: PlanBodySchema.optional(),
    includeLeaders: z.boolean().default(false),
  })
  .refine((body) => body.startDate <= body.finishDate, {
    message: 'must not be before startDate',
    path: ['finishDate'],
  });
export type ChallengeCreateBody = z.infer<typeof ChallengeCreateBodySchema>;

export const ChallengeCreateResponseSchema = z.object({ challenge: z.object({ _id: z.string() }) });
export type ChallengeCreateResponse = z.infer<typeof ChallengeCreateResponseSchema>;

/** One challenge in the list: title, how many accepted members it has, and its leader's name. */
export const ChallengeSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  participantsCount: z.number().int(),
  owner: z.object({ name: z.string() }),
});
export type ChallengeSummary = z.infer<typeof ChallengeSummarySchema>;

/** GET /api/challenges: the challenges the user owns, and those they take part in. */
export const ChallengesResponseSchema = z.object({
  owner: z.array(ChallengeSummarySchema),
  participant: z.array(ChallengeSummarySchema),
});
export type ChallengesResponse = z.infer<typeof ChallengesResponseSchema>;

/**
 * GET /api/challenge (challenge header): the challenge a member views. `planTemplate` is the
 * template plan's id, null while the challenge has no plan; the members themselves are served by
 * GET /api/challenge/participants.
 */
/**
 * The challenge's shared invite link (issue 22): whether it works, and its key once the leader
 * made a new link (null: the first link, /c/invite/{challengeId} alone); its join code (issue 23),
 * which opens the same invite page and stops or changes with the link.
 */
export const InviteLinkSchema = z.object({ isOn: z.boolean(), key: z.string().nullable(), code: z.string() });
export type InviteLink = z.infer<typeof InviteLinkSchema>;

export const ChallengeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  owner: z.object({ _id: z.string(), name: z.string() }),
  participantsCount: z.number().int(),
  planTemplate: z.string().nullable(),
  includeLeaders: z.boolean(),
  startDate: z.string(),
  finishDate: z.string(),
  inviteLink: InviteLinkSchema,
});
export type Challenge = z.infer<typeof ChallengeSchema>;

/**
 * PUT /api/challenge/invite-link (owner): turn the shared link off or on again, or make a new one
 * (on; the links shared before stop working).
 */
export const InviteLinkUpdateBodySchema = z.object({ action: z.enum(['off', 'on', 'renew']) });
export type InviteLinkUpdateBody = z.infer<typeof InviteLinkUpdateBodySchema>;
export const InviteLinkUpdateResponseSchema = z.object({ inviteLink: InviteLinkSchema });
export type InviteLinkUpdateResponse = z.infer<typeof InviteLinkUpdateResponseSchema>;

/**
 * PUT /api/challenge/include-leaders (owner): whether the leader takes part in the ranking, with
 * their own reading and points (spec 3's includeLeaders), switched after creation too.
 */
export const IncludeLeadersUpdateBodySchema = z.object({ includeLeaders: z.boolean() });
export type IncludeLeadersUpdateBody = z.infer<typeof IncludeLeadersUpdateBodySchema>;
export const IncludeLeadersUpdateResponseSchema = z.object({ includeLeaders: z.boolean() });
export type IncludeLeadersUpdateResponse = z.infer<typeof IncludeLeadersUpdateResponseSchema>;

export const ChallengeResponseSchema = z.object({ challenge: ChallengeSchema, isOwner: z.boolean() });
export type ChallengeResponse = z.infer<typeof ChallengeResponseSchema>;

/** GET /api/challenge/name (public, challenge header): the name the invite pages show. */
export const ChallengeNameResponseSchema = z.object({ challengeName: z.string() });
export type ChallengeNameResponse = z.infer<typeof ChallengeNameResponseSchema>;

/** PUT /api/challenge/name/update (owner). */
export const ChallengeNameUpdateBodySchema = z.object({ challengeTitle: ChallengeTitleSchema });
export type ChallengeNameUpdateBody = z.infer<typeof ChallengeNameUpdateBodySchema>;
export const ChallengeNameUpdateResponseSchema = z.object({ newTitle: z.string() });
export type ChallengeNameUpdateResponse = z.infer<typeof ChallengeNameUpdateResponseSchema>;

/** DELETE /api/challenge/delete (owner, challenge header). The app treats `success: false` as an error. */
export const ChallengeDeleteResponseSchema = z.object({ success: z.boolean() });
export type ChallengeDeleteResponse = z.infer<typeof ChallengeDeleteResponseSchema>;

/** DELETE /api/challenges/owned: the owner's bulk deletion of every challenge they own; how many went. */
export const OwnedChallengesDeleteResponseSchema = z.object({ deleted: z.number().int() });
export type OwnedChallengesDeleteResponse = z.infer<typeof OwnedChallengesDeleteResponseSchema>;

/**
 * The body of the calls the spec sends empty (reading complete/undo, invite accept/decline,
 * join): nothing, `null` or `{}`; anything in it is ignored.
 */
export const ChallengeEmptyBodySchema = z.object({}).nullish();
export type ChallengeEmptyBody = z.infer<typeof ChallengeEmptyBodySchema>;
