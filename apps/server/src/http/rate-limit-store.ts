import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * With REDIS_URL, rate-limit counters live in Redis so every server process behind a load
 * balancer counts the same requests; without it each process counts its own.
 */
export async function rateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<{ redis?: Redis; skipOnError?: boolean; nameSpace?: string }> {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  // If Redis goes away, let requests through rather than lock everyone out.
  return { redis, skipOnError: true, nameSpace: 'bj-rate-limit-' };
}
