import { randomUUID } from 'node:crypto';
import {
  type AcceptedParticipantsPage,
  type ChallengeProgressResponse,
  type ChallengeRankingResponse,
  type InvitedParticipantsPage,
  LEADER_PAGE_MAX,
  NAME_MAX,
  PEOPLE_SEARCH_MAX,
} from '@bible-journey/contract';
import { compareNeedOfEncouragement } from '@bible-journey/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challengeInvites, challengeMembers, challenges, users } from '../../../db/schema.js';
import { bearer } from '../../../test/app.js';
import { challengeCast, expectStatus, insertChallenge, insertMember } from '../../../test/challenges.js';
import { testDatabases } from '../../../test/databases.js';
import { useServerSuite } from '../../../test/suite.js';
import { encodeCursor } from './page-cursor.js';

// The leader's lists a page at a time (issue 23, decision 0021): the progress view, the accepted
// and the invited, and the ranking's cursor; the participant count the challenge keeps.

describe.each(testDatabases)('the leader’s pages on $name', (kind) => {
  const { database, app } = useServerSuite(kind);
  const db = () => database.db;

  interface Someone {
    name?: string;
    email?: string;
    readDays?: number;
    lastReadAt?: Date | null;
    points?: number;
  }

  /** People straight in the database (the rows a join makes), with the totals the triggers keep set as given. */
  async function crowd(challengeId: string, people: Someone[]) {
    const made = [];
    for (const [index, someone] of people.entries()) {
      const [user] = await db()
        .insert(users)
        .values({
          name: someone.name ?? `Member ${index + 1}`,
          email: someone.email ?? `member-${index + 1}-${randomUUID()}@example.com`,
        })
        .returning({ id: users.id, name: users.name, email: users.email });
      if (!user) throw new Error('user insert returned nothing');
      const memberId = await insertMember(database, challengeId, user.id);
      await setTotals(memberId, someone);
      made.push({ ...user, memberId });
    }
    return made;
  }

  async function setTotals(memberId: string, { readDays = 0, lastReadAt = null, points }: Someone) {
    await db()
      .update(challengeMembers)
      .set({ readDays, earnedPoints: points ?? readDays, lastReadAt, dayCount: 40 })
      .where(eq(challengeMembers.id, memberId));
  }

  /** A challenge of a cast (owner, a participant, an invited person, a stranger) and `people` more participants. */
  async function challengeOf(people: Someone[]) {
    const cast = await challengeCast(app, database);
    const crowdRows = await crowd(cast.challengeId, people);
    return { ...cast, crowd: crowdRows };
  }

  const get = (url: string, token: string, challengeId: string) =>
    app.inject({ method: 'GET', url, headers: { ...bearer(token), challenge_id: challengeId } });

  async function page<Page>(url: string, token: string, challengeId: string): Promise<Page> {
    const answer = await get(url, token, challengeId);
    expectStatus(answer, 200, url);
    return answer.json() as Page;
  }

  const query = (values: Record<string, string | number | undefined>) => {
    const defined = Object.entries(values).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined,
    );
    return new URLSearchParams(defined.map(([key, value]): [string, string] => [key, String(value)])).toString();
  };

  /** Every page of a list, following nextCursor; `between` runs after each page but the last. */
  async function walk<Page extends { nextCursor: string | null }>(
    path: string,
    token: string,
    challengeId: string,
    options: { limit: number; search?: string; between?: (pageIndex: number) => Promise<void> },
  ): Promise<Page[]> {
    const pages: Page[] = [];
    let cursor: string | undefined;
    do {
      const current: Page = await page(
        `${path}?${query({ limit: options.limit, cursor, search: options.search })}`,
        token,
        challengeId,
      );
      pages.push(current);
      cursor = current.nextCursor ?? undefined;
      if (cursor) await options.between?.(pages.length - 1);
    } while (cursor);
    return pages;
  }

  const participantCount = async (challengeId: string) => {
    const [row] = await db()
      .select({ kept: challenges.participantCount })
      .from(challenges)
      .where(eq(challenges.id, challengeId));
    const [counted] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(challengeMembers)
      .where(sql`${challengeMembers.challengeId} = ${challengeId} and not ${challengeMembers.isOwner}`);
    return { kept: row?.kept, counted: counted?.n };
  };

  describe('the participant count kept with the challenge', () => {
    it('moves with joins, accepted invites, removals and deleted accounts, in their transaction', async () => {
      const cast = await challengeCast(app, database);
      const { challengeId, owner } = cast;
      expect(await participantCount(challengeId)).toEqual({ kept: 1, counted: 1 });

      const accepted = await app.inject({
        method: 'PUT',
        url: '/api/challenge/invite/accept',
        headers: { ...bearer(cast.invited.token), challenge_id: challengeId, invite_id: cast.invited.inviteId },
      });
      expectStatus(accepted, 200, 'accept');
      const joined = await app.inject({
        method: 'PUT',
        url: '/api/challenge/join',
        headers: { ...bearer(cast.stranger.token), challenge_id: challengeId },
      });
      expectStatus(joined, 200, 'join');
      // Joining again changes nothing.
      expectStatus(
        await app.inject({
          method: 'PUT',
          url: '/api/challenge/join',
          headers: { ...bearer(cast.stranger.token), challenge_id: challengeId },
        }),
        200,
      );
      expect(await participantCount(challengeId)).toEqual({ kept: 3, counted: 3 });

      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/challenge/participant/delete/${joined.json().rankingId}`,
        headers: { ...bearer(owner.token), challenge_id: challengeId },
      });
      expectStatus(removed, 200, 'remove');
      expect(await participantCount(challengeId)).toEqual({ kept: 2, counted: 2 });

      const deleted = await app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(cast.participant.token) });
      expectStatus(deleted, 200, 'account deletion');
      expect(await participantCount(challengeId)).toEqual({ kept: 1, counted: 1 });

      // What the app shows counts from it: the challenge's header and the ranking's total.
      const header = await page<{ challenge: { participantsCount: number } }>(
        '/api/challenge',
        owner.token,
        challengeId,
      );
      expect(header.challenge.participantsCount).toBe(1);
      const ranking = await page<ChallengeRankingResponse>('/api/challenge/plan/ranking', owner.token, challengeId);
      expect(ranking.total).toBe(1);
    });

    it('stays right when many join at once, and other challenges keep theirs', async () => {
      const cast = await challengeCast(app, database);
      const other = await challengeCast(app, database);
      const joiners = await crowd(other.challengeId, []);
      expect(joiners).toEqual([]);
      const people = await Promise.all(
        Array.from({ length: 6 }, async (_, index) => {
          const [user] = await db()
            .insert(users)
            .values({ name: `Joiner ${index}`, email: `joiner-${randomUUID()}@example.com` })
            .returning({ id: users.id });
          return user?.id as string;
        }),
      );
      await Promise.all(people.map((userId) => insertMember(database, cast.challengeId, userId)));
      expect(await participantCount(cast.challengeId)).toEqual({ kept: 7, counted: 7 });
      expect(await participantCount(other.challengeId)).toEqual({ kept: 1, counted: 1 });
      // A deleted challenge takes its members with it, and nobody else's count.
      await db().delete(challenges).where(eq(challenges.id, cast.challengeId));
      expect(await participantCount(other.challengeId)).toEqual({ kept: 1, counted: 1 });
    });
  });

  describe('GET /api/challenge/progress', () => {
    it('walks every participant in the order of need, a page at a time, with the kept total', async () => {
      const day = (n: number) => new Date(Date.UTC(2026, 2, n, 8));
      const { challengeId, owner } = await challengeOf([
        { name: 'Ana', readDays: 9, lastReadAt: day(9) },
        { name: 'Bruno', readDays: 2, lastReadAt: day(4) },
        { name: 'Carla', readDays: 2, lastReadAt: day(2) },
        { name: 'Davi', readDays: 0, lastReadAt: null },
        { name: 'Eva', readDays: 5, lastReadAt: day(6) },
        { name: 'Fábio', readDays: 2, lastReadAt: day(2) },
      ]);
      const pages = await walk<ChallengeProgressResponse>('/api/challenge/progress', owner.token, challengeId, {
        limit: 2,
      });
      expect(pages.map((p) => p.participants.length)).toEqual([2, 2, 2, 1]);
      expect(pages.every((p) => p.total === 7)).toBe(true);
      const walked = pages.flatMap((p) => p.participants);
      const byNeed = [...walked].sort((a, b) =>
        compareNeedOfEncouragement(
          { id: a.rankingId, readDays: a.readDays, lastReadAt: a.lastReadAt },
          { id: b.rankingId, readDays: b.readDays, lastReadAt: b.lastReadAt },
        ),
      );
      expect(walked).toEqual(byNeed);
      // The two who never read come first, in the order of their (random) member ids.
      expect(
        walked
          .map((p) => p.user.name)
          .slice(0, 2)
          .sort(),
      ).toEqual(['Davi', 'Paul Participant']);
      expect(new Set(walked.map((p) => p.rankingId)).size).toBe(7);
      expect(walked.map((p) => p.user.name).at(-1)).toBe('Ana');
    });

    it('misses nobody while participants read between pages; those who did not read come once', async () => {
      const {
        challengeId,
        owner,
        crowd: people,
      } = await challengeOf(Array.from({ length: 9 }, (_, index) => ({ readDays: index % 3, lastReadAt: null })));
      const readers = new Set<string>();
      const pages = await walk<ChallengeProgressResponse>('/api/challenge/progress', owner.token, challengeId, {
        limit: 3,
        between: async (pageIndex) => {
          // Someone already shown and someone not shown yet each read a day (as a tick moves them).
          const shownOrNot = [people[pageIndex], people[8 - pageIndex]];
          for (const person of shownOrNot) {
            if (!person) continue;
            readers.add(person.memberId);
            await db()
              .update(challengeMembers)
              .set({ readDays: sql`${challengeMembers.readDays} + 1`, lastReadAt: new Date() })
              .where(eq(challengeMembers.id, person.memberId));
          }
        },
      });
      const ids = pages.flatMap((p) => p.participants.map((entry) => entry.rankingId));
      const everyone = [...people.map((p) => p.memberId)];
      for (const id of everyone) {
        const times = ids.filter((seen) => seen === id).length;
        if (readers.has(id)) expect(times).toBeGreaterThanOrEqual(1);
        else expect(times).toBe(1);
      }
    });

    it('finds participants by part of their name or address, accents and case aside, a page at a time', async () => {
      const { challengeId, owner } = await challengeOf([
        { name: 'João Silva', email: `joao-${randomUUID()}@example.com` },
        { name: 'Łucja Nowak', email: `lucja-${randomUUID()}@example.com` },
        { name: 'Maria Joana', email: `mj-${randomUUID()}@example.com` },
        { name: 'Pedro 100%', email: `pedro_${randomUUID()}@example.com` },
        { name: 'Ruth', email: `ruth-${randomUUID()}@church.example.org` },
      ]);
      const names = async (search: string, limit = 10) => {
        const pages = await walk<ChallengeProgressResponse>('/api/challenge/progress', owner.token, challengeId, {
          limit,
          search,
        });
        return pages.flatMap((p) => p.participants.map((entry) => entry.user.name)).sort();
      };
      expect(await names('joao')).toEqual(['João Silva']);
      expect(await names('JOA', 1)).toEqual(['João Silva', 'Maria Joana']);
      expect(await names('lucja')).toEqual(['Łucja Nowak']);
      expect(await names('church.example')).toEqual(['Ruth']);
      expect(await names('100%')).toEqual(['Pedro 100%']);
      // A LIKE wildcard is a character like any other.
      expect(await names('%')).toEqual(['Pedro 100%']);
      expect(await names('_')).toEqual(['Pedro 100%']);
      expect(await names('nobody like this')).toEqual([]);
      // Blank is everyone.
      expect(await names('  ')).toHaveLength(6);
    });

    it('finds a participant by the name they change to', async () => {
      const { challengeId, owner, crowd: people } = await challengeOf([{ name: 'Old Name' }]);
      const person = people[0];
      if (!person) throw new Error('no person');
      await db().update(users).set({ name: 'Zacarias Renamed' }).where(eq(users.id, person.id));
      const found = await page<ChallengeProgressResponse>(
        `/api/challenge/progress?${query({ search: 'zacarias' })}`,
        owner.token,
        challengeId,
      );
      expect(found.participants.map((entry) => entry.user.name)).toEqual(['Zacarias Renamed']);
      const old = await page<ChallengeProgressResponse>(
        `/api/challenge/progress?${query({ search: 'old name' })}`,
        owner.token,
        challengeId,
      );
      expect(old.participants).toEqual([]);
    });

    it('keeps a page under 50 KB with the longest names and addresses', async () => {
      const long = (index: number) => ({
        name: `${'Ł'.repeat(NAME_MAX - 4)}${String(index).padStart(4, '0')}`,
        email: `${'x'.repeat(200)}${index}-${randomUUID()}@example.com`,
      });
      const { challengeId, owner } = await challengeOf(Array.from({ length: LEADER_PAGE_MAX + 1 }, (_, i) => long(i)));
      const answer = await get(`/api/challenge/progress?limit=${LEADER_PAGE_MAX}`, owner.token, challengeId);
      expectStatus(answer, 200);
      expect(answer.json().participants).toHaveLength(LEADER_PAGE_MAX);
      expect(Buffer.byteLength(answer.body)).toBeLessThanOrEqual(50 * 1024);
      const accepted = await get(
        `/api/challenge/participants/accepted?limit=${LEADER_PAGE_MAX}`,
        owner.token,
        challengeId,
      );
      expect(Buffer.byteLength(accepted.body)).toBeLessThanOrEqual(50 * 1024);
    });

    it('answers 400 to a page size out of bounds, a cursor it did not give or a search too long', async () => {
      const { challengeId, owner } = await challengeOf([]);
      const bad = [
        'limit=0',
        `limit=${LEADER_PAGE_MAX + 1}`,
        'limit=two',
        'cursor=not%20a%20cursor',
        `cursor=${encodeCursor(['a', 'b'])}`,
        `cursor=${Buffer.from('{').toString('base64url')}`,
        `search=${'a'.repeat(PEOPLE_SEARCH_MAX + 1)}`,
      ];
      for (const path of ['progress', 'participants/accepted', 'participants/invited']) {
        for (const asked of bad) {
          const answer = await get(`/api/challenge/${path}?${asked}`, owner.token, challengeId);
          expect(answer.statusCode, `${path}?${asked}`).toBe(400);
          expect(answer.json().message).toMatch(/limit|cursor|search/);
        }
      }
    });
  });

  describe('the accepted and the invited lists', () => {
    it('walks the accepted participants exactly once, in the order they joined, even while points change', async () => {
      const {
        challengeId,
        owner,
        crowd: people,
      } = await challengeOf(Array.from({ length: 7 }, (_, index) => ({ readDays: index })));
      const pages = await walk<AcceptedParticipantsPage>(
        '/api/challenge/participants/accepted',
        owner.token,
        challengeId,
        {
          limit: 3,
          between: async (pageIndex) => {
            const person = people[6 - pageIndex];
            if (person) await setTotals(person.memberId, { readDays: 30, lastReadAt: new Date() });
          },
        },
      );
      const ids = pages.flatMap((p) => p.participants.map((entry) => entry._id));
      expect(ids).toHaveLength(8);
      expect(new Set(ids).size).toBe(8);
      expect(ids.slice(1)).toEqual(people.map((person) => person.memberId));
      expect(pages.every((p) => p.total === 8)).toBe(true);
    });

    it('pages and searches the invites not accepted yet, by address or the name of an account', async () => {
      const { challengeId, owner, invited } = await challengeOf([]);
      const addresses = Array.from({ length: 5 }, (_, index) => `guest-${index}-${randomUUID()}@example.com`);
      // In the order they were sent, a second apart: two inserts in the same instant tie on the time.
      const sentFrom = Date.now() + 60_000;
      for (const [index, email] of addresses.entries()) {
        await db()
          .insert(challengeInvites)
          .values({ challengeId, email, createdAt: new Date(sentFrom + index * 1_000) });
      }
      const pages = await walk<InvitedParticipantsPage>(
        '/api/challenge/participants/invited',
        owner.token,
        challengeId,
        {
          limit: 2,
        },
      );
      const emails = pages.flatMap((p) => p.invitedUsers.map((entry) => entry.user.email));
      expect(emails).toEqual([invited.email, ...addresses]);
      expect(pages[0]?.total).toBe(6);

      const byAddress = await page<InvitedParticipantsPage>(
        `/api/challenge/participants/invited?${query({ search: 'GUEST-3' })}`,
        owner.token,
        challengeId,
      );
      expect(byAddress.invitedUsers.map((entry) => entry.user.email)).toEqual([addresses[3]]);
      // Ivy registered: her name finds her invite.
      const byName = await page<InvitedParticipantsPage>(
        `/api/challenge/participants/invited?${query({ search: 'ivy inv' })}`,
        owner.token,
        challengeId,
      );
      expect(byName.invitedUsers.map((entry) => entry.user.email)).toEqual([invited.email]);
    });

    it('gives the first page of both lists where each goes on, and searches both', async () => {
      const { challengeId, owner } = await challengeOf([{ name: 'Tabita' }, { name: 'Timóteo' }, { name: 'Tito' }]);
      const first = await page<{
        participants: unknown[];
        invitedUsers: unknown[];
        participantsNextCursor: string | null;
        invitedNextCursor: string | null;
        participantCount: number;
        invitedCount: number;
      }>('/api/challenge/participants?limit=2', owner.token, challengeId);
      expect(first.participants).toHaveLength(2);
      expect(first.participantCount).toBe(4);
      expect(first.invitedCount).toBe(1);
      expect(first.invitedNextCursor).toBeNull();
      const rest = await page<AcceptedParticipantsPage>(
        `/api/challenge/participants/accepted?${query({ limit: 2, cursor: first.participantsNextCursor ?? '' })}`,
        owner.token,
        challengeId,
      );
      expect(rest.participants.map((entry) => entry.user.name)).toEqual(['Timóteo', 'Tito']);
      expect(rest.nextCursor).toBeNull();
      const searched = await page<{ participants: { user: { name: string } }[] }>(
        `/api/challenge/participants?${query({ search: 'timoteo' })}`,
        owner.token,
        challengeId,
      );
      expect(searched.participants.map((entry) => entry.user.name)).toEqual(['Timóteo']);
    });

    it('is the owner’s: 404 to a participant, 401 without a session', async () => {
      const { challengeId, participant } = await challengeOf([]);
      for (const path of ['progress', 'participants/accepted', 'participants/invited']) {
        expect((await get(`/api/challenge/${path}`, participant.token, challengeId)).statusCode).toBe(404);
        const anonymous = await app.inject({
          method: 'GET',
          url: `/api/challenge/${path}`,
          headers: { challenge_id: challengeId },
        });
        expect(anonymous.statusCode).toBe(401);
      }
    });
  });

  describe('the ranking’s cursor', () => {
    /** A ranking of 9 with ties: points 5, 5, 4, 4, 4, 2, 0, 0, 0 (equal scores in the order they were reached). */
    async function tiedRanking() {
      const owner = await challengeCast(app, database);
      const points = [5, 5, 4, 4, 4, 2, 0, 0];
      const people = await crowd(
        owner.challengeId,
        points.map((p) => ({ readDays: p, points: p })),
      );
      return { ...owner, people };
    }

    it('walks the same entries and places as one page, each later page found from the cursor', async () => {
      const { challengeId, owner } = await tiedRanking();
      const whole = await page<ChallengeRankingResponse>(
        '/api/challenge/plan/ranking?limit=50',
        owner.token,
        challengeId,
      );
      expect(whole.nextCursor).toBeNull();
      expect(whole.ranking.map((entry) => entry.position)).toEqual([1, 1, 3, 3, 3, 6, 7, 7, 7]);
      const pages = await walk<ChallengeRankingResponse>('/api/challenge/plan/ranking', owner.token, challengeId, {
        limit: 2,
      });
      expect(pages).toHaveLength(5);
      expect(pages.flatMap((p) => p.ranking)).toEqual(whole.ranking);
      expect(pages.every((p) => p.total === 9)).toBe(true);
      for (const tab of ['questions', 'reading']) {
        const full = await page<ChallengeRankingResponse>(
          `/api/challenge/plan/ranking?tab=${tab}&limit=50`,
          owner.token,
          challengeId,
        );
        const walked: ChallengeRankingResponse['ranking'] = [];
        let cursor: string | null = null;
        do {
          const next: ChallengeRankingResponse = await page(
            `/api/challenge/plan/ranking?${query({ tab, limit: 4, cursor: cursor ?? undefined })}`,
            owner.token,
            challengeId,
          );
          walked.push(...next.ranking);
          cursor = next.nextCursor;
        } while (cursor);
        expect(walked).toEqual(full.ranking);
      }
    });

    it('walks everyone whose points stay exactly once while others’ points change between pages', async () => {
      const { challengeId, owner, people } = await tiedRanking();
      const changed = new Set<string>();
      const pages = await walk<ChallengeRankingResponse>('/api/challenge/plan/ranking', owner.token, challengeId, {
        limit: 2,
        between: async (pageIndex) => {
          // A member already shown climbs: with an offset everyone after would shift down a place.
          const climber = people[pageIndex * 2];
          if (!climber) return;
          changed.add(climber.email);
          await db()
            .update(challengeMembers)
            .set({ earnedPoints: 40, readDays: 40, pointsChangedAt: new Date() })
            .where(eq(challengeMembers.id, climber.memberId));
        },
      });
      const emails = pages.flatMap((p) => p.ranking.map((entry) => entry.user.email));
      const steady = people.filter((person) => !changed.has(person.email));
      expect(steady.length).toBeGreaterThan(0);
      for (const person of steady) expect(emails.filter((email) => email === person.email)).toHaveLength(1);
    });

    it('refuses a cursor with an offset, and one it did not give', async () => {
      const { challengeId, owner } = await tiedRanking();
      const first = await page<ChallengeRankingResponse>(
        '/api/challenge/plan/ranking?limit=2',
        owner.token,
        challengeId,
      );
      const both = await get(
        `/api/challenge/plan/ranking?offset=2&cursor=${first.nextCursor}`,
        owner.token,
        challengeId,
      );
      expect(both.statusCode).toBe(400);
      expect(both.json().message).toMatch(/cursor/);
      const forged = await get(
        `/api/challenge/plan/ranking?cursor=${encodeCursor([1, 'yesterday', 'x', 1, 1])}`,
        owner.token,
        challengeId,
      );
      expect(forged.statusCode).toBe(400);
    });
  });

  it('leaves the owner out of every list', async () => {
    const owner = await challengeCast(app, database);
    const { challengeId } = await insertChallenge(database, owner.owner.userId);
    const progress = await page<ChallengeProgressResponse>('/api/challenge/progress', owner.owner.token, challengeId);
    expect(progress).toEqual({ participants: [], nextCursor: null, total: 0 });
    const accepted = await page<AcceptedParticipantsPage>(
      '/api/challenge/participants/accepted',
      owner.owner.token,
      challengeId,
    );
    expect(accepted).toEqual({ participants: [], nextCursor: null, total: 0 });
  });
});
