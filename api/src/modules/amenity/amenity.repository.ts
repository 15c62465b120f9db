import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { amenities } from '../../db/schema';
import type { AmenityScope } from '../../db/schema/enums';

export interface AmenityRow {
  id: number;
  code: string;
  name: string;
}

export function findAmenitiesByScope(db: Executor, scope: AmenityScope): Promise<AmenityRow[]> {
  return db
    .select({ id: amenities.id, code: amenities.code, name: amenities.name })
    .from(amenities)
    .where(eq(amenities.scope, scope))
    .orderBy(asc(amenities.sortOrder), asc(amenities.id));
}
