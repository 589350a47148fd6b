import {
  ChallengeDeleteResponseSchema,
  ChallengeHeadersSchema,
  ChallengeNameResponseSchema,
  ChallengeNameUpdateBodySchema,
  ChallengeNameUpdateResponseSchema,
  ChallengeResponseSchema,
  ChallengesResponseSchema,
  IncludeLeadersUpdateBodySchema,
  IncludeLeadersUpdateResponseSchema,
  InviteLinkUpdateBodySchema,
  InviteLinkUpdateResponseSchema,
  OwnedChallengesDeleteResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.js';
import {
  changeInviteLink,
  getChallenge,
  getChallengeName,
  getChallenges,
  removeChallenge,
  removeOwnedChallenges,
  renameChallenge,
  switchIncludeLeaders,
} from './service.js';

/** A challenge's life: the user's list, one challenge, its name, renaming and deletion (spec 3 section 7). */
export const challengeLifecycleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.requireUser };
  const headers = ChallengeHeadersSchema;

  app.get(
    '/challenges',
    {
      ...signedIn,
      schema: {
        summary: 'The challenges the user leads (owner) and takes part in (participant), newest first',
        security,
        response: { 200: ChallengesResponseSchema },
      },
    },
    (request) => getChallenges(db, request.userId),
  );
  app.delete(
    '/challenges/owned',
    {
      ...signedIn,
      schema: {
        summary: 'Delete every challenge the user owns (suspended ones too), with all their data',
        security,
        response: { 200: OwnedChallengesDeleteResponseSchema },
      },
    },
    (request) => removeOwnedChallenges(db, request.userId),
  );
  app.get(
    '/challenge',
    {
      ...signedIn,
      schema: {
        summary: 'One challenge, for its members; whether the user owns it',
        security,
        headers,
        response: { 200: ChallengeResponseSchema },
      },
    },
    (request) => getChallenge(db, request.userId, request.headers.challenge_id),
  );
  app.get(
    '/challenge/name',
    {
      schema: {
        summary: 'A challenge’s name, for the invite pages (no sign-in); 404 when unknown or suspended',
        headers,
        response: { 200: ChallengeNameResponseSchema },
      },
    },
    (request) => getChallengeName(db, request.headers.challenge_id),
  );
  app.put(
    '/challenge/name/update',
    {
      ...signedIn,
      schema: {
        summary: 'Rename a challenge (owner)',
        security,
        headers,
        body: ChallengeNameUpdateBodySchema,
        response: { 200: ChallengeNameUpdateResponseSchema },
      },
    },
    (request) => renameChallenge(db, request.userId, request.headers.challenge_id, request.body.challengeTitle),
  );
  app.put(
    '/challenge/invite-link',
    {
      ...signedIn,
      schema: {
        summary: 'Turn the shared invite link off or on, or make a new one: the old links stop working (owner)',
        security,
        headers,
        body: InviteLinkUpdateBodySchema,
        response: { 200: InviteLinkUpdateResponseSchema },
      },
    },
    (request) => changeInviteLink(db, request.userId, request.headers.challenge_id, request.body),
  );
  app.put(
    '/challenge/include-leaders',
    {
      ...signedIn,
      schema: {
        summary: 'Put the leader in the ranking or take them out of it (owner)',
        security,
        headers,
        body: IncludeLeadersUpdateBodySchema,
        response: { 200: IncludeLeadersUpdateResponseSchema },
      },
    },
    (request) => switchIncludeLeaders(db, request.userId, request.headers.challenge_id, request.body),
  );
  app.delete(
    '/challenge/delete',
    {
      ...signedIn,
      schema: {
        summary: 'Delete a challenge with its members, invites, questions, answers and plans (owner)',
        security,
        headers,
        response: { 200: ChallengeDeleteResponseSchema },
      },
    },
    (request) => removeChallenge(db, request.userId, request.headers.challenge_id),
  );
};
