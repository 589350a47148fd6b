import { buildReadingCalendar, RANKING_PAGE_DEFAULT, RANKING_PAGE_MAX } from '@bible-journey/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminPremiumGrantBodySchema } from './admin.js';
import {
  ChallengeCreateBodySchema,
  ChallengeEmptyBodySchema,
  ChallengeHeadersSchema,
  ChallengeInviteHeadersSchema,
} from './challenge.js';
import { EncourageResponseSchema, ParticipantsAddBodySchema } from './challenge-participants.js';
import { ChallengeDayHeadersSchema, ChallengePlanUpdateBodySchema } from './challenge-plan.js';
import { ChallengeRankingQuerySchema } from './challenge-ranking.js';
import * as contract from './index.js';
import { PremiumResponseSchema } from './premium.js';

const CHALLENGE = '5f0c8a52-7d53-4c5e-9a53-3c2b9f1d2e01';
const OTHER = '9b1e7a4c-2f6d-4b8e-8c1a-0d3e5f7a9b12';

const readingCalendar = buildReadingCalendar({
  planType: 2,
  quantityOfDays: 40,
  readingOrder: 'traditional',
  startDate: '2026-02-18',
  startReading: { bookIndex: 39, chapter: 1 },
  endReading: { bookIndex: 42, chapter: 21 },
});

const creation = {
  challengeTitle: ' Lent 2026 ',
  participants: ['ana@church.org', 'bob@church.org'],
  startDate: '2026-02-18',
  finishDate: '2026-04-04',
  owner_name: 'Pastor Jo',
};

describe('ChallengeCreateBodySchema', () => {
  it('trims the title, defaults includeLeaders to false, and takes a plan like a personal one', () => {
    const body = ChallengeCreateBodySchema.parse({ ...creation, plan: { readingCalendar, planType: 2 } });
    expect(body.challengeTitle).toBe('Lent 2026');
    expect(body.includeLeaders).toBe(false);
    expect(body.plan?.readingCalendar).toHaveLength(40);
    expect(body.plan?.quantityOfDays).toBe(90);
    expect(ChallengeCreateBodySchema.parse(creation).plan).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, (string | number)[] | null]>([
    ['start = finish', { startDate: '2026-03-01', finishDate: '2026-03-01' }, null],
    ['start after finish', { startDate: '2026-03-02', finishDate: '2026-03-01' }, ['finishDate']],
    ['an impossible date', { startDate: '2026-02-30' }, ['startDate']],
    ['a date with a time', { finishDate: '2026-04-04T00:00:00Z' }, ['finishDate']],
    ['no title', { challengeTitle: '  ' }, ['challengeTitle']],
    ['a one-letter title', { challengeTitle: 'L' }, ['challengeTitle']],
    ['one e-mail', { participants: ['ana@church.org'] }, ['participants']],
    ['the same e-mail twice', { participants: ['ana@church.org', ' ANA@church.org'] }, ['participants']],
    ['a bad e-mail', { participants: ['ana@church.org', 'bob@church'] }, ['participants', 1]],
    ['no owner_name', { owner_name: undefined }, null],
    ['includeLeaders', { includeLeaders: true }, null],
  ])('%s', (_what, change, errorPath) => {
    const result = ChallengeCreateBodySchema.safeParse({ ...creation, ...change });
    expect(result.success).toBe(errorPath === null);
    if (errorPath) expect(result.error?.issues[0]?.path).toEqual(errorPath);
  });
});

describe('e-mail lists', () => {
  it.each<[string[], string[]]>([
    [
      ['Ana@Church.org', ' bob@church.org '],
      ['ana@church.org', 'bob@church.org'],
    ],
    [
      ['ana@church.org', 'ANA@CHURCH.ORG', 'bob@church.org', 'ana@church.org '],
      ['ana@church.org', 'bob@church.org'],
    ],
  ])('are lower-cased, trimmed and de-duplicated: %j', (participants, expected) => {
    expect(ChallengeCreateBodySchema.parse({ ...creation, participants }).participants).toEqual(expected);
    expect(ParticipantsAddBodySchema.parse({ participants }).participants).toEqual(expected);
  });

  it('adding takes one e-mail, not none', () => {
    expect(ParticipantsAddBodySchema.parse({ participants: ['Ana@Church.org'] })).toEqual({
      participants: ['ana@church.org'],
    });
    expect(ParticipantsAddBodySchema.safeParse({ participants: [] }).success).toBe(false);
  });
});

describe('headers', () => {
  it('read the spec’s names as Fastify gives them, and leave the others out', () => {
    expect(ChallengeHeadersSchema.parse({ challenge_id: CHALLENGE, authorization: 'Bearer x' })).toEqual({
      challenge_id: CHALLENGE,
    });
    expect(ChallengeInviteHeadersSchema.parse({ challenge_id: CHALLENGE, invite_id: OTHER })).toEqual({
      challenge_id: CHALLENGE,
      invite_id: OTHER,
    });
  });

  it.each<[Record<string, unknown>, boolean]>([
    [{ challenge_id: CHALLENGE, ranking_id: OTHER, plan_id: OTHER, day_id: OTHER }, true],
    [{ challenge_id: CHALLENGE, ranking_id: OTHER, plan_id: OTHER, day_id: '12' }, true],
    [{ challenge_id: CHALLENGE, ranking_id: OTHER, plan_id: OTHER, day_id: 'twelve' }, false],
    [{ challenge_id: CHALLENGE, ranking_id: OTHER, plan_id: OTHER }, false],
    [{ challenge_id: 'not-an-id', ranking_id: OTHER, plan_id: OTHER, day_id: OTHER }, false],
    [{ 'challenge-id': CHALLENGE, ranking_id: OTHER, plan_id: OTHER, day_id: OTHER }, false],
  ])('day headers %j -> %s', (headers, ok) => {
    expect(ChallengeDayHeadersSchema.safeParse(headers).success).toBe(ok);
  });

  it('an empty body is nothing, null or {}', () => {
    for (const body of [undefined, null, {}, { extra: 1 }])
      expect(ChallengeEmptyBodySchema.safeParse(body).success).toBe(true);
    expect(ChallengeEmptyBodySchema.safeParse('x').success).toBe(false);
  });
});

describe('ChallengePlanUpdateBodySchema', () => {
  it('takes a first template (planTemplateId null) and resets delays to 0', () => {
    const body = ChallengePlanUpdateBodySchema.parse({ newPlan: { readingCalendar }, planTemplateId: null });
    expect(body.newPlan.delays).toBe(0);
    expect(body.planTemplateId).toBeNull();
  });

  it.each<[Record<string, unknown>, boolean]>([
    [{ newPlan: { readingCalendar, delays: 0 }, planTemplateId: OTHER }, true],
    [{ newPlan: { readingCalendar, delays: 2 }, planTemplateId: OTHER }, false],
    [{ newPlan: { readingCalendar }, planTemplateId: 'x' }, false],
    [{ newPlan: { readingCalendar } }, false],
    [{ newPlan: { readingCalendar: [] }, planTemplateId: null }, false],
  ])('%#', (body, ok) => {
    expect(ChallengePlanUpdateBodySchema.safeParse(body).success).toBe(ok);
  });
});

describe('ChallengeRankingQuerySchema', () => {
  it.each<[Record<string, string>, unknown]>([
    [{}, { tab: 'general', limit: RANKING_PAGE_DEFAULT, offset: 0 }],
    [
      { tab: 'reading', limit: '10', offset: '20' },
      { tab: 'reading', limit: 10, offset: 20 },
    ],
    [{ limit: String(RANKING_PAGE_MAX) }, { tab: 'general', limit: RANKING_PAGE_MAX, offset: 0 }],
    [{ limit: String(RANKING_PAGE_MAX + 1) }, null],
    [{ limit: '0' }, null],
    [{ offset: '-1' }, null],
    [{ limit: '2.5' }, null],
    [{ tab: 'points' }, null],
  ])('%j', (query, expected) => {
    const result = ChallengeRankingQuerySchema.safeParse(query);
    expect(result.success ? result.data : null).toEqual(expected);
  });
});

describe('answers with a flag', () => {
  it('encourage: sent, or not before a given day', () => {
    expect(EncourageResponseSchema.safeParse({ sent: true }).success).toBe(true);
    expect(EncourageResponseSchema.safeParse({ sent: false, nextAllowedOn: '2026-03-21' }).success).toBe(true);
    expect(EncourageResponseSchema.safeParse({ sent: false }).success).toBe(false);
  });

  it('premium: an access or null', () => {
    const access = { type: 'one_time', amountPurchases: 2, origin: 'admin', ownedChallenges: 1 };
    expect(PremiumResponseSchema.safeParse({ premiumAccess: access }).success).toBe(true);
    expect(PremiumResponseSchema.safeParse({ premiumAccess: null }).success).toBe(true);
    expect(PremiumResponseSchema.safeParse({ premiumAccess: { ...access, type: 'lifetime' } }).success).toBe(false);
  });

  it.each<[Record<string, unknown>, boolean]>([
    [{ email: ' Jo@Church.org', type: 'subscription' }, true],
    [{ email: 'jo@church.org', type: 'one_time', amountPurchases: 3 }, true],
    [{ email: 'jo@church.org', type: 'one_time', amountPurchases: 0 }, false],
    [{ email: 'jo@church.org', type: 'one_time', amountPurchases: 1.5 }, false],
    [{ email: 'jo', type: 'subscription' }, false],
  ])('admin grant %j -> %s', (body, ok) => {
    expect(AdminPremiumGrantBodySchema.safeParse(body).success).toBe(ok);
  });
});

describe('every challenge schema', () => {
  const names = Object.keys(contract).filter(
    (name) => name.endsWith('Schema') && /Challenge|Question|Ranking|Participant|Invite|Encourage|Premium/.test(name),
  );

  it('is exported from the package root', () => {
    expect(names.length).toBeGreaterThan(40);
  });

  it.each(names)('%s turns into JSON Schema for /api/docs', (name) => {
    const schema = (contract as Record<string, unknown>)[name] as z.ZodType;
    for (const io of ['input', 'output'] as const) {
      expect(() => z.toJSONSchema(schema, { io, unrepresentable: 'any' })).not.toThrow();
    }
  });
});
