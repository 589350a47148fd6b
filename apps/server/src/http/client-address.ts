import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address as the per-address limits count it (normalised: an IPv4 address mapped in
 * IPv6 as the IPv4 one). A client that went before its request was counted (a broken body, the
 * connection closed) has no address any more: it counts as "gone" instead of failing the request.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip ? normalizeIP(request.ip) : 'gone';
}
