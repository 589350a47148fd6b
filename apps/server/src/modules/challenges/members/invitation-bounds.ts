import { TooManyRequestsError, UnprocessableError } from '../../../http/errors.js';
import type { ExpiringCounters } from '../../../http/expiring-counters.js';

// What one leader's invitations may cost others (issue 22): invitation mails a day per leader, and
// people (members and pending invites) per challenge. Past either, the wizard says to share the
// invite link instead.

export interface InvitationBounds {
  /** Invitation mails one leader may send in a day (INVITATIONS_PER_LEADER_PER_DAY). */
  mailsPerLeaderPerDay: number;
  /** Members and pending invites one challenge may hold (MEMBERS_PER_CHALLENGE). */
  peoplePerChallenge: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class TooManyInvitationsError extends TooManyRequestsError {
  constructor(perDay: number) {
    super(
      `You have sent today's ${perDay} invitations: share the invite link instead, or send more tomorrow.`,
      'invitations_per_day',
    );
  }
}

export class ChallengeFullError extends UnprocessableError {
  constructor(room: number) {
    super(
      `A challenge has room for ${room} people: share the invite link instead, or start another challenge.`,
      'challenge_full',
    );
  }
}

/** Counts one leader's invitation mails over a day, refusing those past the day's allowance. */
export function invitationAllowance(counters: ExpiringCounters, perDay: number) {
  const key = (leaderId: string) => `invitations:${leaderId}`;
  return {
    /** Takes `count` mails of the leader's day, or throws TooManyInvitationsError taking none. */
    async take(leaderId: string, count: number): Promise<void> {
      if (count === 0) return;
      const used = await counters.increment(key(leaderId), DAY_MS, count);
      if (used > perDay) {
        await counters.increment(key(leaderId), DAY_MS, -count);
        throw new TooManyInvitationsError(perDay);
      }
    },
    /** Gives back mails taken for a request that then failed. */
    async giveBack(leaderId: string, count: number): Promise<void> {
      if (count > 0) await counters.increment(key(leaderId), DAY_MS, -count);
    },
  };
}

export type InvitationAllowance = ReturnType<typeof invitationAllowance>;
