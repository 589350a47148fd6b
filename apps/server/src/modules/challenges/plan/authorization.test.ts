import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { challengeInvites } from '../../../db/schema.js';
import { registerUser } from '../../../test/app.js';
import { challengeHeaders, challengeWithPeople, copyOf, givePlan, templateIdOf } from '../../../test/challenge-plan.js';
import { testDatabases } from '../../../test/databases.js';
import { buildPlanBody } from '../../../test/factories.js';
import { useServerSuite } from '../../../test/suite.js';

type Role = 'owner' | 'participant' | 'invited' | 'stranger';

// Spec 3 section 6 and issue 12: members see the plan and the ranking, only the owner changes the
// plan and sees who is behind, a member marks only their own days and encourages another member;
// anyone else gets 404.
describe.each(testDatabases)('who may call the plan, ranking and progress routes on $name', (kind) => {
  const { database, app } = useServerSuite(kind);

  async function cast() {
    const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
    const participant = participants[0] as (typeof participants)[0];
    await givePlan(app, owner, challengeId, buildPlanBody({ quantityOfDays: 4 }));
    const invited = await registerUser(app);
    await database.db.insert(challengeInvites).values({ challengeId, email: invited.user.email });
    const stranger = await registerUser(app);
    const tokens: Record<Role, string> = {
      owner: owner.token,
      participant: participant.token,
      invited: invited.token,
      stranger: stranger.token,
    };
    return { challengeId, owner, participant, tokens };
  }

  it('answers each role as the matrix says', async () => {
    const { challengeId, owner, participant, tokens } = await cast();
    const ownerCopy = await copyOf(app, owner.token, challengeId);
    const participantCopy = await copyOf(app, participant.token, challengeId);
    const templateId = await templateIdOf(database, challengeId);
    // A member's own day: the owner and the participant each name theirs; the others try the participant's.
    const dayHeaders = (role: Role) => {
      const [person, copy] = role === 'owner' ? [owner, ownerCopy] : [participant, participantCopy];
      return {
        ranking_id: person.memberId,
        plan_id: copy._id,
        day_id: copy.readingCalendar[0]?.id as string,
      };
    };
    const routes: { name: string; allowed: Role[]; request: (role: Role) => InjectOptions }[] = [
      {
        name: 'GET plan',
        allowed: ['owner', 'participant'],
        request: () => ({ method: 'GET', url: '/api/challenge/plan' }),
      },
      {
        name: 'PUT plan/update',
        allowed: ['owner'],
        request: () => ({
          method: 'PUT',
          url: '/api/challenge/plan/update',
          payload: { newPlan: buildPlanBody({ quantityOfDays: 4 }), planTemplateId: templateId },
        }),
      },
      {
        name: 'PUT reading/complete',
        allowed: ['owner', 'participant'],
        request: (role) => ({ method: 'PUT', url: '/api/challenge/plan/reading/complete', headers: dayHeaders(role) }),
      },
      {
        name: 'PUT reading/undo',
        allowed: ['owner', 'participant'],
        request: (role) => ({ method: 'PUT', url: '/api/challenge/plan/reading/undo', headers: dayHeaders(role) }),
      },
      {
        name: 'GET ranking/user/id',
        allowed: ['owner', 'participant'],
        request: () => ({ method: 'GET', url: '/api/challenge/ranking/user/id' }),
      },
      {
        name: 'GET plan/ranking',
        allowed: ['owner', 'participant'],
        request: () => ({ method: 'GET', url: '/api/challenge/plan/ranking' }),
      },
      { name: 'GET progress', allowed: ['owner'], request: () => ({ method: 'GET', url: '/api/challenge/progress' }) },
      {
        name: 'GET participants/accepted',
        allowed: ['owner'],
        request: () => ({ method: 'GET', url: '/api/challenge/participants/accepted' }),
      },
      {
        name: 'GET participants/invited',
        allowed: ['owner'],
        request: () => ({ method: 'GET', url: '/api/challenge/participants/invited' }),
      },
      {
        name: 'POST encourage',
        allowed: ['owner'],
        request: () => ({ method: 'POST', url: `/api/challenge/participant/${participant.memberId}/encourage` }),
      },
      {
        // Members encourage each other (issue 23): the owner the participant, the others the owner.
        name: 'POST member encourage',
        allowed: ['owner', 'participant'],
        request: (role) => ({
          method: 'POST',
          url: `/api/challenge/member/${role === 'owner' ? participant.userId : owner.userId}/encourage`,
        }),
      },
    ];
    for (const route of routes) {
      for (const role of ['stranger', 'invited', 'participant', 'owner'] as const) {
        const request = route.request(role);
        const answer = await app.inject({
          ...request,
          headers: { ...challengeHeaders(tokens[role], challengeId), ...(request.headers as object) },
        });
        expect(answer.statusCode, `${route.name} as ${role}: ${answer.body}`).toBe(
          route.allowed.includes(role) ? 200 : 404,
        );
      }
    }
  });
});
