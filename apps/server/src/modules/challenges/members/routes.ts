import {
  AcceptedParticipantsPageSchema,
  ChallengeHeadersSchema,
  ChallengeInviteAcceptResponseSchema,
  ChallengeInviteDeclineResponseSchema,
  ChallengeInviteHeadersSchema,
  ChallengeInvitesResponseSchema,
  ChallengeJoinHeadersSchema,
  ChallengeJoinResponseSchema,
  ChallengeParticipantsQuerySchema,
  ChallengeParticipantsResponseSchema,
  InvitedParticipantsPageSchema,
  InviteResendBodySchema,
  InviteResendResponseSchema,
  ParticipantDeleteResponseSchema,
  ParticipantIdParamsSchema,
  ParticipantsAddBodySchema,
  ParticipantsAddResponseSchema,
  PeoplePageQuerySchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.js';
import { requestLanguage } from '../../../http/language.js';
import type { Mailer } from '../../../integrations/mail/mailer.js';
import type { ChallengeInvitations } from './invite-mail.js';
import { acceptInvite, declineInvite, getInvites, joinChallenge } from './invites-service.js';
import {
  addParticipants,
  getAcceptedPage,
  getInvitedPage,
  getParticipants,
  removeParticipant,
  resendInvites,
} from './participants-service.js';

export interface ChallengeMemberRoutesOptions {
  db: Db;
  mailer: Mailer;
  /** Public address of the web app, for the invite link /c/invite/{challengeId}. */
  appUrl: string;
  /** Invitation mails per leader and day, people per challenge. */
  invitations: ChallengeInvitations;
}

const security = [{ bearer: [] }];

/** Joining a challenge (spec 3 section 7): the user's invites, accepting or declining one, joining by the link. */
export const challengeInviteRoutes: FastifyPluginAsyncZod<{ db: Db; peoplePerChallenge: number }> = async (
  app,
  { db, peoplePerChallenge },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/challenges/invites',
    {
      schema: {
        summary: 'The invites addressed to the user’s e-mail, newest first',
        security,
        response: { 200: ChallengeInvitesResponseSchema },
      },
    },
    (request) => getInvites(db, request.userId),
  );
  app.put(
    '/challenge/invite/accept',
    {
      schema: {
        summary: 'Accept an invite of the user’s: become a participant with an own copy of the plan (again: the same)',
        security,
        headers: ChallengeInviteHeadersSchema,
        response: { 200: ChallengeInviteAcceptResponseSchema },
      },
    },
    (request) => acceptInvite(db, request.userId, request.headers.challenge_id, request.headers.invite_id),
  );
  app.put(
    '/challenge/invite/decline',
    {
      schema: {
        summary: 'Decline an invite of the user’s: it is deleted',
        security,
        headers: ChallengeInviteHeadersSchema,
        response: { 200: ChallengeInviteDeclineResponseSchema },
      },
    },
    (request) => declineInvite(db, request.userId, request.headers.challenge_id, request.headers.invite_id),
  );
  app.put(
    '/challenge/join',
    {
      schema: {
        summary: 'Join by the shared link: any signed-in user becomes a participant (again: the same)',
        description:
          'Refused (403, with a `reason`) to someone the leader removed, while the leader has turned the ' +
          'link off, and without the key of a link the leader made anew; someone invited by e-mail joins ' +
          'in any case.',
        security,
        headers: ChallengeJoinHeadersSchema,
        response: { 200: ChallengeJoinResponseSchema },
      },
    },
    (request) =>
      joinChallenge(db, request.userId, request.headers.challenge_id, peoplePerChallenge, request.headers.invite_key),
  );
};

/** The leader's people (spec 3 section 7): who takes part and who is invited, inviting more, resending, removing. */
export const challengeParticipantRoutes: FastifyPluginAsyncZod<ChallengeMemberRoutesOptions> = async (
  app,
  { db, mailer, appUrl, invitations },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/challenge/participants',
    {
      schema: {
        summary: 'Owner: the first page of the accepted participants and of the invites not accepted yet, searchable',
        description: 'Each list goes on at its own route (`/accepted`, `/invited`) with the cursor given here.',
        security,
        headers: ChallengeHeadersSchema,
        querystring: ChallengeParticipantsQuerySchema,
        response: { 200: ChallengeParticipantsResponseSchema },
      },
    },
    (request) => getParticipants(db, request.userId, request.headers.challenge_id, request.query),
  );
  app.get(
    '/challenge/participants/accepted',
    {
      schema: {
        summary: 'Owner: a page of the accepted participants in the order they joined, searchable by name or e-mail',
        security,
        headers: ChallengeHeadersSchema,
        querystring: PeoplePageQuerySchema,
        response: { 200: AcceptedParticipantsPageSchema },
      },
    },
    (request) => getAcceptedPage(db, request.userId, request.headers.challenge_id, request.query),
  );
  app.get(
    '/challenge/participants/invited',
    {
      schema: {
        summary: 'Owner: a page of the invites not accepted yet, oldest first, searchable by e-mail or name',
        security,
        headers: ChallengeHeadersSchema,
        querystring: PeoplePageQuerySchema,
        response: { 200: InvitedParticipantsPageSchema },
      },
    },
    (request) => getInvitedPage(db, request.userId, request.headers.challenge_id, request.query),
  );
  app.post(
    '/challenge/participants/add',
    {
      schema: {
        summary: 'Owner: invite these e-mails (mailed in the invitee’s language); members already are left out',
        security,
        headers: ChallengeHeadersSchema,
        body: ParticipantsAddBodySchema,
        response: { 200: ParticipantsAddResponseSchema },
      },
    },
    (request) =>
      addParticipants(
        { db, mailer, appUrl, log: request.log, invitations },
        request.userId,
        request.headers.challenge_id,
        request.body,
        requestLanguage(request.headers),
      ),
  );
  app.delete(
    '/challenge/participant/delete/:id',
    {
      schema: {
        summary: 'Owner: remove an accepted participant, with their copy of the plan and their points',
        security,
        headers: ChallengeHeadersSchema,
        params: ParticipantIdParamsSchema,
        response: { 200: ParticipantDeleteResponseSchema },
      },
    },
    (request) => removeParticipant(db, request.userId, request.headers.challenge_id, request.params.id),
  );
  app.post(
    '/challenge/invite/resend',
    {
      schema: {
        summary: 'Owner: mail these pending invites again, each at most once a day; answers those mailed',
        security,
        headers: ChallengeHeadersSchema,
        body: InviteResendBodySchema,
        response: { 200: InviteResendResponseSchema },
      },
    },
    (request) =>
      resendInvites(
        { db, mailer, appUrl, log: request.log, invitations },
        request.userId,
        request.headers.challenge_id,
        request.body,
        requestLanguage(request.headers),
      ),
  );
};
