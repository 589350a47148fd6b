import { describe, expect, it } from 'vitest';
import { LEADER_PAGE_DEFAULT, LEADER_PAGE_MAX, PEOPLE_SEARCH_MAX, PeoplePageQuerySchema } from './challenge-pages.js';
import { ChallengeRankingQuerySchema } from './challenge-ranking.js';

describe('the leader’s page query', () => {
  it('takes a page size up to the bound, a cursor this API gives and a search, trimmed', () => {
    expect(PeoplePageQuerySchema.parse({})).toEqual({ limit: LEADER_PAGE_DEFAULT });
    expect(PeoplePageQuerySchema.parse({ limit: '7', cursor: 'WyJ4Il0', search: '  João ' })).toEqual({
      limit: 7,
      cursor: 'WyJ4Il0',
      search: 'João',
    });
  });

  it.each([
    { limit: '0' },
    { limit: String(LEADER_PAGE_MAX + 1) },
    { limit: '1.5' },
    { cursor: '' },
    { cursor: 'not a cursor' },
    { cursor: 'a'.repeat(401) },
    { search: 'x'.repeat(PEOPLE_SEARCH_MAX + 1) },
  ])('refuses %o', (query) => {
    expect(PeoplePageQuerySchema.safeParse(query).success).toBe(false);
  });

  it('the ranking takes a cursor or an offset, not both', () => {
    expect(ChallengeRankingQuerySchema.safeParse({ cursor: 'WyJ4Il0' }).success).toBe(true);
    expect(ChallengeRankingQuerySchema.safeParse({ offset: '50' }).success).toBe(true);
    expect(ChallengeRankingQuerySchema.safeParse({ offset: '50', cursor: 'WyJ4Il0' }).success).toBe(false);
  });
});
