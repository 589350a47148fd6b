/** A client asked for something that isn't there (or isn't theirs): answered as 404. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** The request is malformed in a way the route schema can't express: answered as 400. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
}

/** Too many attempts in the time window: answered as 429. */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
}
