import { z } from 'zod';

/** The body of every error answer: the HTTP status, its name and a message naming the field at fault. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
