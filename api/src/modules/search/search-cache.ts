import type { SearchVersions } from './search-versions.repository';

interface Entry<T> {
  versions: SearchVersions;
  value: T;
}

/** 'recheck': the date moved since the answer was stored (`since`); it may still hold once the changes since then are read. */
export type CacheLookup<T> = { kind: 'hit'; value: T } | { kind: 'recheck'; since: SearchVersions; value: T } | { kind: 'miss' };

/**
 * Exact search answers (docs/performance.md, "Result cache"; docs/decisions/0024): an answer is stored with the
 * versions read in the same snapshot that computed it, and served while they are still current. When only its
 * date's version moved, the caller reads the changes since then (search_stay_changes) and keeps the answer, brought up
 * to date, if no change reaches its page (search-cache-changes.ts). Least recently used answers go first once
 * `capacity` is reached. Per API instance; exact across instances, since the versions are in the database.
 */
export class SearchResultCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly capacity: number) {}

  lookup(key: string, versions: SearchVersions | null): CacheLookup<T> {
    const entry = versions ? this.entries.get(key) : undefined;
    if (!entry || !versions || entry.versions.global !== versions.global) {
      if (entry) this.entries.delete(key);
      return { kind: 'miss' };
    }
    if (entry.versions.date === versions.date) {
      this.touch(key, entry);
      return { kind: 'hit', value: entry.value };
    }
    return { kind: 'recheck', since: entry.versions, value: entry.value };
  }

  set(key: string, versions: SearchVersions | null, value: T): void {
    if (versions === null || this.capacity === 0) return;
    this.entries.delete(key);
    this.entries.set(key, { versions, value });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  drop(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private touch(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}
