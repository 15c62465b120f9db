import { z } from 'zod/mini';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Which database the instance runs on: embedded PGlite or an external PostgreSQL. */
  database: z.optional(z.enum(['pglite', 'postgres'])),
  version: z.optional(z.string()),
  uptimeSeconds: z.optional(z.number().check(z.nonnegative())),
  time: z.optional(z.string()),
});

export type Health = z.infer<typeof healthSchema>;
