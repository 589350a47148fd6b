import type { RefusalReason } from '@bible-journey/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailableError } from '../db/database-errors.js';
import { RETRY_AFTER_SECONDS } from './errors.js';

/**
 * One place turns errors into answers: validation problems become 400 with a message naming the
 * field, client errors keep their status, a database that can't be reached and a request not
 * answered in time become 503 with Retry-After, an exposed 502/503/504 keeps its message, anything
 * else is a 500 whose details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => {
        const where = [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.');
        return `${where}: ${issue.message}`;
      });
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: problems.join('; ') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { reason } = error as { reason?: RefusalReason };
      return reply
        .code(status)
        .send({ statusCode: status, error: httpErrorName(status), message: error.message, ...(reason && { reason }) });
    }
    // Not a bug but a database restarting, unreachable or too slow: the same request may work in a moment.
    if (isDatabaseUnavailableError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendUnavailable(reply, 'The database is unavailable for a moment; try again shortly.');
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ err: error }, 'request not answered in time');
      return sendUnavailable(reply, 'The server took too long to answer; try again shortly.');
    }
    // A dependency that is down, not set up or too slow (502, 503, 504) says so; other 5xx details stay in the log.
    if ((status === 502 || status === 503 || status === 504) && (error as { expose?: unknown }).expose === true) {
      request.log.warn({ err: error }, 'dependency unavailable');
      return reply.code(status).send({ statusCode: status, error: httpErrorName(status), message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
  });
}

function sendUnavailable(reply: FastifyReply, message: string): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ statusCode: 503, error: 'Service Unavailable', message });
}

function httpErrorName(status: number): string {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
  };
  return names[status] ?? 'Error';
}
