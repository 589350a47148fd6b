import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BadRequestError } from './errors.js';

/**
 * One place turns errors into answers: validation problems become 400 with a message naming the
 * field, client errors keep their status, an exposed 502/503 keeps its message, anything else is a
 * 500 whose details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // PostgreSQL text and jsonb cannot hold U+0000: refuse it here, naming the field, for every
  // route, instead of letting the query fail with a 500.
  app.addHook('preValidation', async (request) => {
    const where = findNulCharacter(request.body);
    if (where) throw new BadRequestError(`${where}: must not contain the NUL character (U+0000)`);
  });
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
      return reply.code(status).send({ statusCode: status, error: httpErrorName(status), message: error.message });
    }
    // A dependency that is down or not set up (502, 503) says so; other 5xx details stay in the log.
    if ((status === 502 || status === 503) && (error as { expose?: unknown }).expose === true) {
      request.log.warn({ err: error }, 'dependency unavailable');
      return reply.code(status).send({ statusCode: status, error: httpErrorName(status), message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
  });
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
    429: 'Too Many Requests',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
  };
  return names[status] ?? 'Error';
}

/** The path (`body.a.0.b`) of a string in the body holding U+0000, if any. */
export function findNulCharacter(body: unknown): string | undefined {
  // A stack, not recursion: a 1 MB body may nest deeper than the call stack goes.
  const stack: [unknown, string][] = [[body, 'body']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        stack.push([item, `${path}.${index}`]);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) stack.push([item, `${path}.${key}`]);
    }
  }
  return undefined;
}
