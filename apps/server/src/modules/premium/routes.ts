import { createHash, timingSafeEqual } from 'node:crypto';
import {
  AdminPremiumGrantBodySchema,
  AdminPremiumGrantResponseSchema,
  AdminPremiumRevokeBodySchema,
  AdminPremiumRevokeResponseSchema,
  PremiumResponseSchema,
} from '@bible-journey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { TooManyRequestsError } from '../../http/errors.js';
import { UnauthorizedError } from '../../http/require-user.js';
import type { GooglePlay } from '../../integrations/payments/google-play.js';
import { getCurrentPremium } from '../store-purchases/play-refresh.js';
import { grantPremium, revokePremium } from './service.js';

export interface PremiumRoutesOptions {
  db: Db;
  /** Null: a lapsed or pending Play purchase is answered as stored, without asking Google. */
  googlePlay: GooglePlay | null;
}

/** GET /api/premium: the signed-in user's premium access (spec 1 section 7). */
export const premiumRoutes: FastifyPluginAsyncZod<PremiumRoutesOptions> = async (app, { db, googlePlay }) => {
  app.get(
    '/premium',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'The user’s premium access and how many challenges they own; null without premium',
        description:
          'A Google Play subscription past its stored end, or a Play payment pending, is read from Google again first (at most every 10 minutes); while Google can’t answer, the stored state is.',
        security: [{ bearer: [] }],
        response: { 200: PremiumResponseSchema },
      },
    },
    (request) => getCurrentPremium({ db, play: googlePlay, log: request.log }, request.userId),
  );
};

export interface AdminRoutesOptions {
  db: Db;
  /**
   * `adminToken` (ADMIN_TOKEN): when unset the admin API is not registered at all (404).
   * `authRateLimit`: requests a minute per IP, counted before the token is checked.
   */
  config: Pick<ServerConfig, 'adminToken' | 'authRateLimit'>;
}

const BEARER = /^Bearer +(\S+)$/i;
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The operators' API (issue 12): grant and revoke premium until checkout exists. It answers only
 * `Authorization: Bearer <ADMIN_TOKEN>` (compared in constant time: both sides hashed to the same
 * length first), anything else 401.
 */
export const adminPremiumRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { db, config }) => {
  if (!config.adminToken) return;
  const expected = digest(config.adminToken);
  const limiter = app.createRateLimit({ max: config.authRateLimit, timeWindow: 60_000 });
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new TooManyRequestsError('Too many requests: wait a minute and try again.');
    }
    const header = request.headers.authorization;
    const given = typeof header === 'string' ? (BEARER.exec(header.trim())?.[1] ?? '') : '';
    if (!timingSafeEqual(digest(given), expected)) {
      throw new UnauthorizedError('Send the operators’ token: Authorization: Bearer <ADMIN_TOKEN>.');
    }
  };
  const security = [{ bearer: [] }];

  app.post(
    '/admin/premium',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Operators: grant premium to an account (one_time purchases add up); its challenges open again',
        tags: ['admin'],
        security,
        body: AdminPremiumGrantBodySchema,
        response: { 200: AdminPremiumGrantResponseSchema },
      },
    },
    (request) => grantPremium(db, request.body),
  );
  app.delete(
    '/admin/premium',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Operators: revoke an account’s premium; its challenges are suspended',
        tags: ['admin'],
        security,
        body: AdminPremiumRevokeBodySchema,
        response: { 200: AdminPremiumRevokeResponseSchema },
      },
    },
    (request) => revokePremium(db, request.body.email),
  );
};
