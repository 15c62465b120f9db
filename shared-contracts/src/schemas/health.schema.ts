import { z } from 'zod/mini';

/** GET /api/health: answered only when the database responds (otherwise 503 SERVICE_UNAVAILABLE). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  /** Which database the instance runs on: embedded PGlite or an external PostgreSQL. */
  db: z.enum(['pglite', 'postgres']),
});
z.globalRegistry.add(healthSchema, { id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
