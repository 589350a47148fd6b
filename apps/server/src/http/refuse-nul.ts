import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './errors.js';

/**
 * PostgreSQL text and jsonb cannot hold U+0000: refuse it before validation, naming the field, on
 * every route, instead of letting the query fail with a 500.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where = findNulCharacter(request.body);
    if (where) throw new BadRequestError(`${where}: must not contain the NUL character (U+0000)`);
  });
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
