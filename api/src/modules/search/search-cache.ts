import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';

/**
 * The versions of what a search for one check-in date reads (migration 0007): the date's version, bumped whenever a
 * hotel_stay_prices row of that check-in changes, and the global one, bumped by any change of hotels, regions or
 * hotel_amenities. Both are written inside the writing transaction, from one never-reset sequence.
 * null when the global row is missing: then nothing is cached.
 */
export async function readSearchVersions(db: Executor, checkIn: string): Promise<string | null> {
  const [row] = await queryRows<{ g: string | number | null; d: string | number | null }>(
    db,
    sql`select (select version from search_global_version where id = 1) as g,
               (select version from search_date_versions where check_in = ${checkIn}::date) as d`,
  );
  if (row?.g === null || row?.g === undefined) return null;
  return `${row.g}:${row.d ?? 0}`;
}

/**
 * Exact search answers (docs/performance.md, "Result cache"): an answer is stored with the versions read in the
 * same snapshot that computed it, and served only while the current versions are still those. Least recently used
 * answers go first once `capacity` is reached. Per API instance; exact across instances, since the versions are
 * in the database.
 */
export class SearchResultCache<T> {
  private readonly entries = new Map<string, { versions: string; value: T }>();

  constructor(private readonly capacity: number) {}

  get(key: string, versions: string | null): T | undefined {
    if (versions === null) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.versions !== versions) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, versions: string | null, value: T): void {
    if (versions === null || this.capacity === 0) return;
    this.entries.delete(key);
    this.entries.set(key, { versions, value });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
