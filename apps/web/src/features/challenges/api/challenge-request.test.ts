import { afterEach, describe, expect, it } from 'vitest';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { challengeHeaders, challengeRequest } from './challenge-request.ts';

let fake: FakeApi | undefined;
afterEach(() => fake?.restore());

describe('challengeHeaders', () => {
  it('names the challenge, and the ranking, day, plan and invite when given', () => {
    expect(challengeHeaders({ challengeId: 'c1' })).toEqual({ challenge_id: 'c1' });
    expect(challengeHeaders({ challengeId: 'c1', rankingId: 'r1', dayId: 'd1', planId: 'p1', inviteId: 'i1' })).toEqual(
      { challenge_id: 'c1', ranking_id: 'r1', day_id: 'd1', plan_id: 'p1', invite_id: 'i1' },
    );
  });
});

describe('challengeRequest', () => {
  it('sends the scope as headers beside the language and the JSON body', async () => {
    fake = stubApi();
    fake.answer('PUT /challenge/invite/accept', { rankingId: 'r1', challengeId: 'c1' });
    const answer = await challengeRequest(
      '/challenge/invite/accept',
      { challengeId: 'c1', inviteId: 'i1' },
      {
        method: 'PUT',
        body: {},
      },
    );
    expect(answer).toEqual({ rankingId: 'r1', challengeId: 'c1' });
    const [call] = fake.calls('PUT', '/challenge/invite/accept');
    expect(call?.headers).toMatchObject({ challenge_id: 'c1', invite_id: 'i1', 'content-type': 'application/json' });
    expect(call?.body).toEqual({});
  });
});
