import {
  DeleteAccountResponseSchema,
  LanguageBodySchema,
  LanguageResponseSchema,
  PictureBodySchema,
  PictureResponseSchema,
  UpdateUserBodySchema,
  UserResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import {
  deleteAccount,
  type EndPayments,
  getLanguage,
  getPicture,
  getUser,
  renameUser,
  setLanguage,
  setPicture,
} from './service.js';

export interface UserRoutesOptions {
  db: Db;
  mailer: Mailer;
  /** Cancels the account's subscriptions before it is deleted; absent while checkout is not set up. */
  endPayments?: EndPayments;
}

/** The signed-in user's profile (name, picture, language) and account removal. */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { db, mailer, endPayments }) => {
  app.addHook('onRequest', app.requireUser);
  const security = [{ bearer: [] }];

  app.get(
    '/user',
    { schema: { summary: 'The signed-in user', security, response: { 200: UserResponseSchema } } },
    (request) => getUser(db, request.userId),
  );
  app.put(
    '/user',
    {
      schema: {
        summary: 'Change the user’s name',
        security,
        body: UpdateUserBodySchema,
        response: { 200: UserResponseSchema },
      },
    },
    (request) => renameUser(db, request.userId, request.body.name),
  );
  app.get(
    '/user/picture',
    { schema: { summary: 'The user’s picture', security, response: { 200: PictureResponseSchema } } },
    (request) => getPicture(db, request.userId),
  );
  app.put(
    '/user/picture',
    {
      schema: {
        summary: 'Change the user’s picture',
        security,
        body: PictureBodySchema,
        response: { 200: PictureResponseSchema },
      },
    },
    (request) => setPicture(db, request.userId, request.body.picture),
  );
  app.get(
    '/language',
    { schema: { summary: 'The user’s interface language', security, response: { 200: LanguageResponseSchema } } },
    (request) => getLanguage(db, request.userId),
  );
  app.post(
    '/language',
    {
      schema: {
        summary: 'Store the user’s interface language',
        security,
        body: LanguageBodySchema,
        response: { 200: LanguageResponseSchema },
      },
    },
    (request) => setLanguage(db, request.userId, request.body.language),
  );
  app.delete(
    '/user',
    {
      schema: {
        summary: 'Delete the account and all its data',
        security,
        response: { 200: DeleteAccountResponseSchema },
      },
    },
    (request) => deleteAccount({ db, mailer, log: request.log, endPayments }, request.userId),
  );
};
