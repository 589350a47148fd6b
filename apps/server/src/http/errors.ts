import type { RefusalReason } from '@bible-journey/contract';

/** A client asked for something that isn't there (or isn't theirs): answered as 404. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** The request is malformed in a way the route schema can't express: answered as 400. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
}

/** The user may not do this until something about their account changes (e.g. premium): answered as 403. */
export class ForbiddenError extends Error {
  readonly statusCode = 403;
  constructor(
    message: string,
    /** Why, for the app's words (sent as the answer's `reason`). */
    readonly reason?: RefusalReason,
  ) {
    super(message);
  }
}

/** The request clashes with the resource's current state (e.g. a second subscription): answered as 409. */
export class ConflictError extends Error {
  readonly statusCode = 409;
}

/** The request is well formed but goes past a bound (e.g. a challenge's room for people): answered as 422. */
export class UnprocessableError extends Error {
  readonly statusCode = 422;
  constructor(
    message: string,
    readonly reason?: RefusalReason,
  ) {
    super(message);
  }
}

/** Too many attempts in the time window: answered as 429. */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly reason?: RefusalReason,
  ) {
    super(message);
  }
}

/** A service we depend on failed (502), isn't set up (503) or didn't answer in time (504); the message is shown. */
export class UpstreamError extends Error {
  readonly expose = true;
  constructor(
    readonly statusCode: 502 | 503 | 504,
    message: string,
  ) {
    super(message);
  }
}

/** Seconds a client is asked to wait (Retry-After) before trying again after a 503 for a database that is unavailable. */
export const RETRY_AFTER_SECONDS = 5;
