import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { regions } from '../../db/schema';

export interface RegionRow {
  id: number;
  code: string;
  name: string;
  shortName: string;
  avgPrice: number;
  imageUrl: string | null;
}

export function findRegions(db: Executor): Promise<RegionRow[]> {
  return db
    .select({
      id: regions.id,
      code: regions.code,
      name: regions.name,
      shortName: regions.shortName,
      avgPrice: regions.avgPrice,
      imageUrl: regions.imageUrl,
    })
    .from(regions)
    .orderBy(asc(regions.sortOrder), asc(regions.id));
}
