import { z } from 'zod';

/**
 * The documented success answer of a route that sends a kept file itself rather than an envelope.
 * Fastify sends a Buffer as it is, so this schema describes the answer without serialising it.
 */
export const FILE_ANSWER = z
  .string()
  .describe('The file itself (application/pdf, image/jpeg, image/png or image/webp), opened inline; not an envelope.');
