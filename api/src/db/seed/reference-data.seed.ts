import { eq, sql } from 'drizzle-orm';
import { regionImageUrl } from '../../images/image-catalog';
import type { Database, Transaction } from '../database';
import * as schema from '../schema';
import { AMENITY_SEEDS } from './catalog.data';
import { REGION_SEEDS } from './regions.data';

const REFERENCE_META_KEY = 'reference-data';
// The demo seed's lock: reference data and the demo world are never written by two instances at once.
export const SEED_LOCK_KEY = 72_010_002;

export type RegionRow = typeof schema.regions.$inferInsert & { id: number };
export type AmenityRow = typeof schema.amenities.$inferInsert & { id: number };

/** The 15 regions with fixed ids (1…15 in REGION_SEEDS order): the demo world's hotels refer to them by id. */
export function referenceRegionRows(): RegionRow[] {
  return REGION_SEEDS.map((r, i) => ({
    id: i + 1,
    code: r.code,
    name: r.name,
    shortName: r.shortName,
    avgPrice: r.avgPrice,
    imageUrl: regionImageUrl(r.code),
    sortOrder: i + 1,
  }));
}

/** The amenity list (hotel and room) with fixed ids in AMENITY_SEEDS order. */
export function referenceAmenityRows(): AmenityRow[] {
  return AMENITY_SEEDS.map((a, i) => ({ id: i + 1, ...a, sortOrder: i + 1 }));
}

export interface ReferenceSummary {
  seeded: boolean;
  regions?: number;
  amenities?: number;
}

/**
 * Writes the reference data the product needs whether or not it shows the demo world: the regions (search, the
 * main page's cards, hotel addresses) and the amenities (filters, the owner's and the applicant's forms). Written
 * once, recorded in app_meta: later starts leave the rows alone, so an operator's edits survive; rows that already
 * exist (a database seeded before this step existed) are kept as they are. Runs inside the caller's transaction.
 */
export async function writeReferenceData(tx: Transaction): Promise<ReferenceSummary> {
  const marker = await tx.select().from(schema.appMeta).where(eq(schema.appMeta.key, REFERENCE_META_KEY));
  if (marker.length > 0) return { seeded: false };
  const regions = referenceRegionRows();
  const amenities = referenceAmenityRows();
  await tx.insert(schema.regions).values(regions).onConflictDoNothing();
  await tx.insert(schema.amenities).values(amenities).onConflictDoNothing();
  // Explicit ids: move the sequences past them so rows added later do not collide.
  for (const table of ['regions', 'amenities'] as const) {
    await tx.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`),
    );
  }
  const value = { regions: regions.length, amenities: amenities.length, seededAt: new Date().toISOString() };
  await tx.insert(schema.appMeta).values({ key: REFERENCE_META_KEY, value });
  return { seeded: true, regions: regions.length, amenities: amenities.length };
}

/** The reference data alone (production without SEED_DEMO): its own transaction, serialised across instances. */
export async function seedReferenceData(db: Database): Promise<ReferenceSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return writeReferenceData(tx);
  });
}
