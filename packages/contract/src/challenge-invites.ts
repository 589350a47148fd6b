import { z } from 'zod';

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
