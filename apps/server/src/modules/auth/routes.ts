import {
  AuthenticateBodySchema,
  AuthenticateResponseSchema,
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ConfirmEmailBodySchema,
  ConfirmEmailResponseSchema,
  ForgotPasswordBodySchema,
  ForgotPasswordResponseSchema,
  LogoutEverywhereResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResendConfirmationBodySchema,
  ResendConfirmationResponseSchema,
  ResetPasswordBodySchema,
  ResetPasswordResponseSchema,
  ResetTokenParamsSchema,
  ResetTokenQuerySchema,
  ResetTokenResponseSchema,
} from '@bible-journey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress } from '../../http/client-address.js';
import { TooManyRequestsError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { type PasswordThrottle, PasswordWaitError } from './password-throttle.js';
import {
  type AuthDeps,
  authenticate,
  confirmEmail,
  forgotPassword,
  register,
  resendConfirmation,
  resetPassword,
  resetTokenStatus,
} from './service.js';
import { changePassword, logOutEverywhere } from './session-service.js';

export interface AuthRoutesOptions {
  deps: Omit<AuthDeps, 'log'>;
  /** Requests a minute per IP, and per account and IP for password changes and resets. */
  rateLimit: number;
  /** Wrong passwords per account and address, with growing waits (password-throttle.ts). */
  passwords: PasswordThrottle;
}

/**
 * An account and the client's address together (a signed-in account alone): requests from
 * elsewhere never count against the owner's own address, so nobody can keep an owner out (issue 22).
 */
const perAccountAndAddress = (request: FastifyRequest) => {
  // Set by app.requireUser on the signed-in routes: only the holder of a session gets there, so
  // nobody else can use up its allowance, whatever their address.
  if (request.userId) return `user:${request.userId}`;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}:${clientAddress(request)}`;
};

/**
 * POST /api/auth/*: register, sign in, confirm e-mail (and mail a new link), forgot and reset
 * password (GET /api/auth/reset-password/{token} checks a link first); and for the
 * signed-in, PUT /api/user/password and POST /api/auth/logout-everywhere, which end sessions.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { deps, rateLimit, passwords }) => {
  const perIp = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };
  const limitWith =
    (limiter: ReturnType<typeof app.createRateLimit>, message: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limiter(request);
      // isAllowed means "on the allow list"; the limit is hit when isExceeded.
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new TooManyRequestsError(message);
    };
  // Its own limiter: the route's per-IP limit marks a request as counted, which a second
  // app.rateLimit() hook would then skip.
  const accountLimit = limitWith(
    app.createRateLimit({ max: rateLimit, timeWindow: 60_000, keyGenerator: perAccountAndAddress }),
    'Too many attempts for this account: wait a minute and try again.',
  );
  // The signed-in routes' per-IP limit: a route's own limit would run after its sign-in check, so
  // requests without a valid token would go uncounted; this one runs first.
  const signedInIpLimit = limitWith(
    app.createRateLimit({ max: rateLimit, timeWindow: 60_000 }),
    'Too many requests: wait a minute and try again.',
  );
  const withLog = (request: FastifyRequest): AuthDeps => ({ ...deps, log: request.log });

  app.post(
    '/auth/register',
    {
      config: perIp,
      schema: { summary: 'Create an account', body: RegisterBodySchema, response: { 200: RegisterResponseSchema } },
    },
    (request) => register(withLog(request), request.body, requestLanguage(request.headers)),
  );

  app.post(
    '/auth/authenticate',
    {
      config: perIp,
      schema: {
        summary: 'Sign in with e-mail and password',
        description:
          'Wrong passwords are counted per account and client address together: from the sixth in an hour, the next try from that address waits (1 s, doubling, up to 15 minutes; 429 with Retry-After), and after 100 the address waits out the hour. Failures from other addresses never hold back the owner.',
        body: AuthenticateBodySchema,
        response: { 200: AuthenticateResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      try {
        await passwords.check(email, clientAddress(request));
      } catch (error) {
        if (error instanceof PasswordWaitError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      const answer = await authenticate(withLog(request), request.body);
      if ('wrongPassword' in answer) await passwords.failed(email, clientAddress(request));
      else if ('token' in answer) await passwords.succeeded(email, clientAddress(request));
      return answer;
    },
  );

  app.post(
    '/auth/forgot_password',
    {
      config: perIp,
      schema: {
        summary: 'Mail a password reset link',
        description:
          'At most five reset and confirmation mails an hour reach one address; past them the answer is the same and nothing is sent.',
        body: ForgotPasswordBodySchema,
        response: { 200: ForgotPasswordResponseSchema },
      },
    },
    (request) => forgotPassword(withLog(request), request.body.email, requestLanguage(request.headers)),
  );

  app.post(
    '/auth/reset_password',
    {
      config: perIp,
      preHandler: accountLimit,
      schema: {
        summary: 'Set a new password with a mailed token',
        body: ResetPasswordBodySchema,
        response: { 200: ResetPasswordResponseSchema },
      },
    },
    (request) => resetPassword(withLog(request), request.body),
  );

  app.get(
    '/auth/reset-password/:token',
    {
      config: perIp,
      schema: {
        summary: 'Whether a mailed reset link still works (valid, used, expired or unknown), without using it',
        params: ResetTokenParamsSchema,
        querystring: ResetTokenQuerySchema,
        response: { 200: ResetTokenResponseSchema },
      },
    },
    (request) => resetTokenStatus(deps, request.params.token, request.query.email),
  );

  app.post(
    '/auth/resend-confirmation',
    {
      config: perIp,
      schema: {
        summary: 'Mail a new confirmation link to an unconfirmed account; the same answer for any address',
        description: 'At most five reset and confirmation mails an hour reach one address; past them nothing is sent.',
        body: ResendConfirmationBodySchema,
        response: { 200: ResendConfirmationResponseSchema },
      },
    },
    (request) => resendConfirmation(withLog(request), request.body.email, requestLanguage(request.headers)),
  );

  app.post(
    '/auth/confirm_email',
    {
      config: perIp,
      schema: {
        summary: 'Confirm an e-mail address with a mailed token',
        body: ConfirmEmailBodySchema,
        response: { 200: ConfirmEmailResponseSchema },
      },
    },
    (request) => confirmEmail(withLog(request), request.body.token),
  );

  const security = [{ bearer: [] }];
  app.put(
    '/user/password',
    {
      onRequest: [signedInIpLimit, app.requireUser],
      preHandler: accountLimit,
      schema: {
        summary: 'Change the password; ends every other session and answers a new one',
        security,
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordResponseSchema },
      },
    },
    (request) => changePassword(deps, request.userId, request.body),
  );

  app.post(
    '/auth/logout-everywhere',
    {
      onRequest: [signedInIpLimit, app.requireUser],
      schema: {
        summary: 'End every session of the account, this one too',
        security,
        response: { 200: LogoutEverywhereResponseSchema },
      },
    },
    (request) => logOutEverywhere(deps, request.userId),
  );
};
