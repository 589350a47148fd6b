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
import { getPremium, grantPremium, revokePremium } from './service.js';

/** GET /api/premium: the signed-in user's premium access (spec 1 section 7). */
export const premiumRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/premium',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'The user’s premium access and how many challenges they own; null without premium',
        security: [{ bearer: [] }],
        response: { 200: PremiumResponseSchema },
      },
    },
    (request) => getPremium(db, request.userId),
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
