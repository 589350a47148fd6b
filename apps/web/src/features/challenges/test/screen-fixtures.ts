import type {
  ChallengeInvitedUser,
  ChallengeParticipant,
  ChallengeProgressEntry,
  ChallengeProgressResponse,
  ChallengeResponse,
  OwnerQuestion,
  ParticipantQuestion,
} from '@bible-journey/contract';
import type { FakeApi } from '../../../test/fake-fetch.ts';

// Answers of the one-challenge screens (questions, configs, participants, progress), as the
// contract shapes them; the test's fake API checks them again.

export const CHALLENGE_ID = '5f0c8a52-7d53-4c5e-9a53-3c2b9f1d2e01';
export const QUESTION_ID = '9b1e7a4c-2f6d-4b8e-8c1a-0d3e5f7a9b12';
export const RANKING_ID = '2d6f8a1c-3b4e-4f5a-9c8d-7e6f5a4b3c21';

/** GET /api/challenge: "Lent together", led by Ana Souza, with a plan; `isOwner` says who looks. */
export function challengeAnswer(
  isOwner: boolean,
  overrides: Partial<ChallengeResponse['challenge']> = {},
): ChallengeResponse {
  return {
    challenge: {
      _id: CHALLENGE_ID,
      title: 'Lent together',
      owner: { _id: 'u1', name: 'Ana Souza' },
      participantsCount: 3,
      planTemplate: '0d3e5f7a-9b12-4b8e-8c1a-9b1e7a4c2f6d',
      includeLeaders: false,
      startDate: '2026-02-18',
      finishDate: '2026-04-04',
      inviteLink: { isOn: true, key: null, code: 'K7QM3XPA' },
      ...overrides,
    },
    isOwner,
  };
}

/** Answers GET /api/challenge for the leader (true) or a participant (false). */
export function answerChallenge(
  api: FakeApi,
  isOwner: boolean,
  overrides: Partial<ChallengeResponse['challenge']> = {},
) {
  api.answer('GET /challenge', challengeAnswer(isOwner, overrides));
}

export function ownerQuestion(overrides: Partial<OwnerQuestion> = {}): OwnerQuestion {
  return {
    _id: QUESTION_ID,
    statement: 'Who led Israel out of Egypt?',
    alternatives: ['Moses', 'David', 'Elijah'],
    answer: 'Moses',
    points: 3,
    answersCount: 4,
    ...overrides,
  };
}

/** A participant's question: unanswered, or answered with `given` (right when it is Moses). */
export function participantQuestion(given: string | null = null, overrides: Partial<ParticipantQuestion> = {}) {
  const base = {
    _id: QUESTION_ID,
    statement: 'Who led Israel out of Egypt?',
    alternatives: ['Moses', 'David', 'Elijah'],
    points: 3,
  };
  const question: ParticipantQuestion =
    given === null
      ? { ...base, isAnswered: false, answerGiven: null, answerIsCorrect: null, answer: null }
      : { ...base, isAnswered: true, answerGiven: given, answerIsCorrect: given === 'Moses', answer: 'Moses' };
  return { ...question, ...overrides } as ParticipantQuestion;
}

export function progressEntry(overrides: Partial<ChallengeProgressEntry> = {}): ChallengeProgressEntry {
  return {
    rankingId: RANKING_ID,
    user: { _id: 'u2', name: 'Bruno Lima', email: 'bruno@example.com' },
    readDays: 5,
    dayCount: 40,
    daysBehind: 3,
    lastReadAt: null,
    totalPoints: 8,
    canEncourage: true,
    encouragementsReceived: 0,
    ...overrides,
  };
}

/** A page of GET /api/challenge/progress: these participants, the last page unless told, all of them unless told. */
export function progressPage(
  participants: ChallengeProgressEntry[],
  page: Partial<Omit<ChallengeProgressResponse, 'participants'>> = {},
): ChallengeProgressResponse {
  return { participants, nextCursor: null, total: participants.length, ...page };
}

/** Answers the leader's two lists (GET participants/accepted and participants/invited), each one last page. */
export function answerPeople(
  api: FakeApi,
  participants: ChallengeParticipant[],
  invitedUsers: ChallengeInvitedUser[],
): void {
  api.answer('GET /challenge/participants/accepted', { participants, nextCursor: null, total: participants.length });
  api.answer('GET /challenge/participants/invited', { invitedUsers, nextCursor: null, total: invitedUsers.length });
}
