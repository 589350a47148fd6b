import { ADDED_PARTICIPANTS_MIN } from '@bible-journey/core';
import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ChallengeTitleSchema, challengeEmailsSchema, OwnerNameSchema } from './challenge.js';
import { PageCursorSchema, PageFieldsSchema, PeoplePageQuerySchema } from './challenge-pages.js';

// A challenge's people (spec 3 sections 2 and 7) and the leader's progress view (issue 12,
// "Beyond the spec"). All owner-only, GET participants too: the list holds everyone's e-mail
// address, and participants see one another by name in the ranking.

/** DELETE /api/challenge/participant/delete/:id and POST /api/challenge/participant/:id/encourage: a member id (rankingId). */
export const ParticipantIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a participant id' }) });
export type ParticipantIdParams = z.infer<typeof ParticipantIdParamsSchema>;

/** An accepted member (the owner is not listed): `_id` is the member id, the rankingId. */
export const ChallengeParticipantSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), picture: z.string().nullable() }),
  accepted: z.literal(true),
});
export type ChallengeParticipant = z.infer<typeof ChallengeParticipantSchema>;

/** An invited e-mail not accepted yet: `_id` is the invite id; `name` when the address has an account. */
export const ChallengeInvitedUserSchema = z.object({
  _id: z.string(),
  user: z.object({ email: z.string(), name: z.string().nullable() }),
  accepted: z.literal(false),
  /** When the invite was last mailed; null when it could not be. */
  lastSentAt: z.string().nullable(),
});
export type ChallengeInvitedUser = z.infer<typeof ChallengeInvitedUserSchema>;

/**
 * GET /api/challenge/participants/accepted?limit=&cursor=&search= (challenge header): a page of the
 * accepted participants in the order they joined; `total`, how many the challenge has (the kept
 * count, whatever the search).
 */
export const AcceptedParticipantsPageSchema = PageFieldsSchema.extend({
  participants: z.array(ChallengeParticipantSchema),
  total: z.number().int().min(0),
});
export type AcceptedParticipantsPage = z.infer<typeof AcceptedParticipantsPageSchema>;

/**
 * GET /api/challenge/participants/invited?limit=&cursor=&search= (challenge header): a page of the
 * invites not accepted yet, in the order they were sent; `total`, how many are pending.
 */
export const InvitedParticipantsPageSchema = PageFieldsSchema.extend({
  invitedUsers: z.array(ChallengeInvitedUserSchema),
  total: z.number().int().min(0),
});
export type InvitedParticipantsPage = z.infer<typeof InvitedParticipantsPageSchema>;

/**
 * GET /api/challenge/participants?limit=&search= (challenge header): the first page of each list,
 * with where each goes on (their own routes take the cursors) and how many each holds.
 */
export const ChallengeParticipantsResponseSchema = z.object({
  participants: z.array(ChallengeParticipantSchema),
  invitedUsers: z.array(ChallengeInvitedUserSchema),
  participantsNextCursor: PageCursorSchema.nullable(),
  invitedNextCursor: PageCursorSchema.nullable(),
  participantCount: z.number().int().min(0),
  invitedCount: z.number().int().min(0),
});
export type ChallengeParticipantsResponse = z.infer<typeof ChallengeParticipantsResponseSchema>;

/** GET /api/challenge/participants?limit=&search=: the first pages only (each list pages on at its own route). */
export const ChallengeParticipantsQuerySchema = PeoplePageQuerySchema.omit({ cursor: true });
export type ChallengeParticipantsQuery = z.infer<typeof ChallengeParticipantsQuerySchema>;

/** POST /api/challenge/participants/add (owner): at least one e-mail (the screen's message says two; spec 3 section 5). */
export const ParticipantsAddBodySchema = z.object({
  participants: challengeEmailsSchema(ADDED_PARTICIPANTS_MIN),
  owner_name: OwnerNameSchema.optional(),
});
export type ParticipantsAddBody = z.infer<typeof ParticipantsAddBodySchema>;

/** Who was invited (and mailed) now, and who already was a member; an address already invited is mailed again. */
export const ParticipantsAddResponseSchema = z.object({
  invited: z.array(z.string()),
  alreadyMembers: z.array(z.string()),
});
export type ParticipantsAddResponse = z.infer<typeof ParticipantsAddResponseSchema>;

/** DELETE /api/challenge/participant/delete/:id (owner): an accepted member leaves with their copy and points. */
export const ParticipantDeleteResponseSchema = z.object({ success: z.literal(true) });
export type ParticipantDeleteResponse = z.infer<typeof ParticipantDeleteResponseSchema>;

/**
 * POST /api/challenge/invite/resend (owner): mails the invites of these pending addresses again.
 * `ownerName` and `challengeName` are what the app sends; the server may use the stored ones.
 */
export const InviteResendBodySchema = z.object({
  participants: challengeEmailsSchema(ADDED_PARTICIPANTS_MIN),
  ownerName: OwnerNameSchema.optional(),
  challengeName: ChallengeTitleSchema.optional(),
});
export type InviteResendBody = z.infer<typeof InviteResendBodySchema>;

/** The addresses mailed (pending invites of this challenge; others are left out). */
export const InviteResendResponseSchema = z.object({ sent: z.array(z.string()) });
export type InviteResendResponse = z.infer<typeof InviteResendResponseSchema>;

/**
 * One participant in the leader's progress view. The row may gain fields (an object, never a
 * tuple): clients keep what they don't know.
 */
export const ChallengeProgressEntrySchema = z.object({
  rankingId: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  readDays: z.number().int(),
  dayCount: z.number().int(),
  /** Core's daysBehind: due days (dated before today) not covered by read days. */
  daysBehind: z.number().int(),
  lastReadAt: z.string().nullable(),
  totalPoints: z.number().int(),
  /** Not yet encouraged today (core's canEncourageToday). */
  canEncourage: z.boolean(),
  /** Encouragements other members sent this participant (issue 23), all days together. */
  encouragementsReceived: z.number().int(),
});
export type ChallengeProgressEntry = z.infer<typeof ChallengeProgressEntrySchema>;

/**
 * GET /api/challenge/progress?limit=&cursor=&search= (owner): a page of the accepted participants,
 * those who need a word first (core's compareNeedOfEncouragement: fewest read days, then longest
 * since their last reading); `total`, how many participants the challenge has (the kept count).
 */
export const ChallengeProgressResponseSchema = PageFieldsSchema.extend({
  participants: z.array(ChallengeProgressEntrySchema),
  total: z.number().int().min(0),
});
export type ChallengeProgressResponse = z.infer<typeof ChallengeProgressResponseSchema>;

/**
 * POST /api/challenge/participant/:id/encourage (owner, empty body): e-mails the participant a
 * short note with today's reading. Once a day per participant: a second one the same day answers
 * 200 with `sent: false` and the day it is allowed again — a refusal the screen shows, not an
 * error (as `alreadyAnswered` is for a second answer).
 */
export const EncourageResponseSchema = z.discriminatedUnion('sent', [
  z.object({ sent: z.literal(true) }),
  z.object({ sent: z.literal(false), nextAllowedOn: IsoDateSchema }),
]);
export type EncourageResponse = z.infer<typeof EncourageResponseSchema>;
