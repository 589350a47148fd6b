import { z } from 'zod';
import { EMAIL_MAX } from './limits.js';

// Invites (spec 3 sections 2 and 7). The invite's headers are ChallengeInviteHeadersSchema
// (challenge.ts); joining by link names the challenge with ChallengeHeadersSchema.

/** One pending invite of the signed-in user: which challenge, and whose. */
export const ChallengeInviteSchema = z.object({
  _id: z.string(),
  challenge: z.object({ _id: z.string(), title: z.string(), owner: z.object({ name: z.string() }) }),
});
export type ChallengeInvite = z.infer<typeof ChallengeInviteSchema>;

/** GET /api/challenges/invites. */
export const ChallengeInvitesResponseSchema = z.object({ challengeInvites: z.array(ChallengeInviteSchema) });
export type ChallengeInvitesResponse = z.infer<typeof ChallengeInvitesResponseSchema>;

/** The membership an accept or a join gives: the member's rankingId, and the challenge to open. */
export const ChallengeMembershipResponseSchema = z.object({ rankingId: z.string(), challengeId: z.string() });
export type ChallengeMembershipResponse = z.infer<typeof ChallengeMembershipResponseSchema>;

/** PUT /api/challenge/invite/accept (empty body, invite headers): then the ranking, isNewParticipant=true. */
export const ChallengeInviteAcceptResponseSchema = ChallengeMembershipResponseSchema;
export type ChallengeInviteAcceptResponse = ChallengeMembershipResponse;

/** PUT /api/challenge/invite/decline (empty body, invite headers): the invite is gone. */
export const ChallengeInviteDeclineResponseSchema = z.object({ success: z.literal(true) });
export type ChallengeInviteDeclineResponse = z.infer<typeof ChallengeInviteDeclineResponseSchema>;

/** PUT /api/challenge/join (empty body, challenge header): joining by the shared link. */
export const ChallengeJoinResponseSchema = ChallengeMembershipResponseSchema;
export type ChallengeJoinResponse = ChallengeMembershipResponse;

/**
 * POST /api/invitations/stop?email=…&signature=… (no account needed, issue 22): no challenge
 * invitation is mailed to the address again. The query is what the invitation mail's
 * List-Unsubscribe link carries; mail clients post `List-Unsubscribe=One-Click` to it (RFC 8058).
 */
export const InvitationStopQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX),
  signature: z.string().max(100),
});
export type InvitationStopQuery = z.infer<typeof InvitationStopQuerySchema>;

export const InvitationStopResponseSchema = z.object({ stopped: z.literal(true) });
export type InvitationStopResponse = z.infer<typeof InvitationStopResponseSchema>;
