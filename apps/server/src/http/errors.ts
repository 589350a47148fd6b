/** A client asked for something that isn't there (or isn't theirs): answered as 404. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}
