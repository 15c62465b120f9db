import type { SearchVersions } from './search-versions.repository';

/**
 * What a cached answer that does not depend on prices (no price sort, no price range) needs to stay exact when only
 * prices of its date changed: its stay slot and the cheapest total it showed for each hotel of its page.
 */
export interface PagePrices {
  slot: { capacity: number; nights: number };
  items: readonly (readonly [hotelId: number, startingFrom: number | null])[];
}

interface Entry<T> {
  versions: SearchVersions;
  value: T;
  page: PagePrices | undefined;
}

export type CacheLookup<T> = { kind: 'hit'; value: T } | { kind: 'recheck'; page: PagePrices } | { kind: 'miss' };

/**
 * Exact search answers (docs/performance.md, "Result cache"): an answer is stored with the versions read in the
 * same snapshot that computed it, and served while they are still current. When only the date's prices moved (the
 * membership version did not), an answer with `page` is served after its page's prices are read again and found
 * equal — which hotels are listed, how many and in what order cannot have changed, so it is still exact. Least
 * recently used answers go first once `capacity` is reached. Per API instance; exact across instances, since the
 * versions are in the database.
 */
export class SearchResultCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly capacity: number) {}

  lookup(key: string, versions: SearchVersions | null): CacheLookup<T> {
    const entry = versions ? this.entries.get(key) : undefined;
    if (!entry || !versions) return { kind: 'miss' };
    if (entry.versions.global === versions.global && entry.versions.date === versions.date) {
      this.touch(key, entry);
      return { kind: 'hit', value: entry.value };
    }
    if (entry.page && entry.versions.global === versions.global && entry.versions.membership === versions.membership) {
      return { kind: 'recheck', page: entry.page };
    }
    this.entries.delete(key);
    return { kind: 'miss' };
  }

  /**
   * After a 'recheck': the versions and page prices read together. Serves the entry (now stored with these versions)
   * when its membership still holds and every price of its page is unchanged; otherwise drops it.
   */
  revalidate(key: string, versions: SearchVersions | null, prices: ReadonlyMap<number, number | null>): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const holds =
      versions !== null &&
      entry.page !== undefined &&
      entry.versions.global === versions.global &&
      entry.versions.membership === versions.membership &&
      entry.page.items.every(([hotelId, startingFrom]) => prices.get(hotelId) === startingFrom);
    if (!holds) {
      this.entries.delete(key);
      return undefined;
    }
    this.touch(key, { ...entry, versions });
    return entry.value;
  }

  set(key: string, versions: SearchVersions | null, value: T, page?: PagePrices): void {
    if (versions === null || this.capacity === 0) return;
    this.entries.delete(key);
    this.entries.set(key, { versions, value, page });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private touch(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}
