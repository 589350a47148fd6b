import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import {
  BibleChapterParamsSchema,
  BibleChapterSchema,
  BibleCopyrightResponseSchema,
  BibleVersionParamsSchema,
  BibleVersionsQuerySchema,
  BibleVersionsResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BibleService } from './service.js';

const WHOLE_VERSION_HANDLER_TIMEOUT_MS = 150_000;

const unzip = promisify(gunzip);

/** The Bible reader's API: open to everyone, signed in or not. */
export const bibleRoutes: FastifyPluginAsyncZod<{ bible: BibleService }> = async (app, { bible }) => {
  app.get(
    '/bible/versions',
    {
      schema: {
        summary: 'The Bible versions, with where each is read from and whether it can be downloaded',
        querystring: BibleVersionsQuerySchema,
        response: { 200: BibleVersionsResponseSchema },
      },
    },
    async (request, reply) => {
      const versions = await bible.versions(request.query.language);
      reply.header('cache-control', 'public, max-age=300');
      return { versions: versions.map(({ source: _source, ...version }) => version) };
    },
  );

  app.get(
    '/bible/:versionId/:book/:chapter',
    {
      schema: {
        summary: 'One chapter of a version',
        description: '404 when the version lacks the chapter; 502 or 504 when its provider fails or is too slow.',
        params: BibleChapterParamsSchema,
        response: { 200: BibleChapterSchema },
      },
    },
    async (request, reply) => {
      const chapter = await bible.chapter(request.params);
      reply.header('cache-control', 'public, max-age=86400');
      return chapter;
    },
  );

  app.get(
    '/bible/:versionId/copyright',
    {
      schema: {
        summary: 'The copyright line of a version (null when its provider has none)',
        params: BibleVersionParamsSchema,
        response: { 200: BibleCopyrightResponseSchema },
      },
    },
    async (request) => ({ copyright: await bible.copyrightOf(request.params.versionId) }),
  );

  app.get(
    '/bible/:versionId',
    {
      // The first download of a freeUse translation copies megabytes from the provider (up to its
      // own 120 s download timeout): longer than the server's usual bound on a handler.
      handlerTimeout: WHOLE_VERSION_HANDLER_TIMEOUT_MS,
      schema: {
        summary: 'The whole version for offline reading (BibleDownload JSON, gzip on the wire, with an ETag)',
        description: 'Only for versions whose downloadAvailable is true; 404 otherwise.',
        params: BibleVersionParamsSchema,
      },
    },
    async (request, reply) => {
      const { gzip, etag } = await bible.download(request.params.versionId);
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=604800')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(gzip);
      }
      return reply.send(await unzip(gzip));
    },
  );
};

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
