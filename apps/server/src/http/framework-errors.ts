import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// These answers are sent before the app's hooks run, so they set the basic security headers here.
const HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

/**
 * Errors the router raises before a route is found (a broken %-escape in the URL, a path
 * parameter longer than allowed): the same JSON shape as every other error.
 */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = isTooLong ? 414 : 400;
  void reply
    .code(status)
    .headers(HEADERS)
    .send({
      statusCode: status,
      error: isTooLong ? 'URI Too Long' : 'Bad Request',
      message: isTooLong ? 'A part of the path is too long.' : 'The path is not a valid URL.',
    });
}
