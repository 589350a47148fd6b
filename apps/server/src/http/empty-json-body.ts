import type { FastifyInstance } from 'fastify';

/**
 * Spec 3 section 7: every call carries `Content-Type: application/json`, including the PUTs whose
 * body is empty (complete, undo, accept, decline, join). Fastify refuses an empty JSON body before
 * any route runs; here it is no body at all, and a route that needs one still answers 400 from its
 * schema. Anything else goes through Fastify's own parser (prototype-poisoning checks included).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
