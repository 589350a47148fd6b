import { z } from 'zod';

/** GET /api/health: 200 `{ status: 'ok' }` when the database answers, 503 `{ status: 'unavailable' }` when not. */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const HealthUnavailableResponseSchema = z.object({ status: z.literal('unavailable') });
export type HealthUnavailableResponse = z.infer<typeof HealthUnavailableResponseSchema>;
