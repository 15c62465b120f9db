import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Which database the instance runs on: embedded PGlite or an external PostgreSQL. */
  database: z.enum(['pglite', 'postgres']).optional(),
  version: z.string().optional(),
  uptimeSeconds: z.number().nonnegative().optional(),
  time: z.string().optional(),
});

export type Health = z.infer<typeof healthSchema>;
