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

/**
 * The 17 regions with fixed ids (1…17 in REGION_SEEDS order: the spec's 15 keep 1…15, 세종 16, 제주 17): the demo
 * world's hotels refer to them by id.
 */
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
  /** Regions REGION_SEEDS gained since this database got its reference data, inserted by this start. */
  regionsAdded?: number;
}

/** What app_meta records of the reference data; markers written before regions were added have no regionCodes. */
interface ReferenceMarker {
  regions: number;
  regionCodes?: string[];
  amenities: number;
  seededAt: string;
}

/** The regions the first reference data held (the spec's 15): what a marker without regionCodes stands for. */
const FIRST_REGION_CODES: readonly string[] = REGION_SEEDS.slice(0, 15).map((r) => r.code);

/**
 * Writes the reference data the product needs whether or not it shows the demo world: the regions (search, the
 * main page's cards, hotel addresses) and the amenities (filters, the owner's and the applicant's forms). Written
 * once, recorded in app_meta: later starts leave the rows alone, so an operator's edits survive; rows that already
 * exist (a database seeded before this step existed) are kept as they are. The one exception: regions added to
 * REGION_SEEDS since (세종, 제주) are inserted once by the next start. Runs inside the caller's transaction.
 */
export async function writeReferenceData(tx: Transaction): Promise<ReferenceSummary> {
  const [marker] = await tx.select().from(schema.appMeta).where(eq(schema.appMeta.key, REFERENCE_META_KEY));
  if (marker) {
    const regionsAdded = await addNewRegions(tx, marker.value as ReferenceMarker);
    return regionsAdded > 0 ? { seeded: false, regionsAdded } : { seeded: false };
  }
  const regions = referenceRegionRows();
  const amenities = referenceAmenityRows();
  await tx.insert(schema.regions).values(regions).onConflictDoNothing();
  await tx.insert(schema.amenities).values(amenities).onConflictDoNothing();
  await moveSequencesPastRows(tx, ['regions', 'amenities']);
  const value: ReferenceMarker = {
    regions: regions.length,
    regionCodes: regions.map((r) => r.code),
    amenities: amenities.length,
    seededAt: new Date().toISOString(),
  };
  await tx.insert(schema.appMeta).values({ key: REFERENCE_META_KEY, value });
  return { seeded: true, regions: regions.length, amenities: amenities.length };
}

/**
 * The regions REGION_SEEDS has and the marker does not record, inserted (no migration: regions are rows) with their
 * fixed ids where those are free, and then recorded, so a region an operator removes later stays removed. A region
 * whose code or name is already there is left as it is.
 */
async function addNewRegions(tx: Transaction, marker: ReferenceMarker): Promise<number> {
  const recorded = new Set(marker.regionCodes ?? FIRST_REGION_CODES);
  const rows = referenceRegionRows();
  const missing = rows.filter((r) => !recorded.has(r.code));
  if (missing.length === 0) return 0;
  const existing = await tx.select({ id: schema.regions.id, code: schema.regions.code, name: schema.regions.name }).from(schema.regions);
  let added = 0;
  for (const { id, ...region } of missing) {
    if (existing.some((r) => r.code === region.code || r.name === region.name)) continue;
    await moveSequencesPastRows(tx, ['regions']);
    const row = existing.some((r) => r.id === id) ? region : { id, ...region };
    const inserted = await tx.insert(schema.regions).values(row).onConflictDoNothing().returning({ id: schema.regions.id });
    added += inserted.length;
  }
  await moveSequencesPastRows(tx, ['regions']);
  const value: ReferenceMarker = { ...marker, regions: rows.length, regionCodes: rows.map((r) => r.code) };
  await tx.update(schema.appMeta).set({ value, updatedAt: new Date() }).where(eq(schema.appMeta.key, REFERENCE_META_KEY));
  return added;
}

/** Rows written with explicit ids: the sequences move past them so rows added later do not collide. */
async function moveSequencesPastRows(tx: Transaction, tables: readonly ('regions' | 'amenities')[]): Promise<void> {
  for (const table of tables) {
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`));
  }
}

/** The reference data alone (production without SEED_DEMO): its own transaction, serialised across instances. */
export async function seedReferenceData(db: Database): Promise<ReferenceSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return writeReferenceData(tx);
  });
}
