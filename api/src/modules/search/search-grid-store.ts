import type { Database } from '../../db/database';
import type { HotelCard } from './search.schemas';
import type { HotelSearchCriteria } from './search-filters.repository';
import { gridKeyOf, listFromGrid, StayGrid, type GridKey, type HotelDirectory } from './search-grid';
import { loadHotelDirectory, loadStayGrid, readGridChanges } from './search-grid.repository';
import type { SearchVersions } from './search-versions.repository';

/** Read at a later snapshot: a higher global version, or the same and a higher date version. */
function isNewer(a: StayGrid, b: StayGrid): boolean {
  const [globalA, globalB] = [BigInt(a.globalVersion), BigInt(b.globalVersion)];
  return globalA !== globalB ? globalA > globalB : BigInt(a.dateVersion) > BigInt(b.dateVersion);
}

interface Loading<T> {
  /** The store's tick when the load began: a request joins only a load that began after it read the versions. */
  startedAt: number;
  done: Promise<T>;
}

/**
 * The API instance's in-memory stay grids (search-grid.ts, docs/decisions/0027), at most `capacity` of them, least
 * recently searched first out, and the hotel directory they are carded from. Every search reads the versions and the
 * changes since its grid's date version in one small statement and brings the grid up to them, so an answer always
 * equals the search statement's over the database at that moment; a grid of another global version, or whose changes
 * were pruned from the log, is read again whole. Exact across instances: the versions are in the database.
 */
export class StayGridStore {
  private readonly grids = new Map<string, StayGrid>();
  private readonly gridLoads = new Map<string, Loading<StayGrid | null>>();
  private directory: HotelDirectory | null = null;
  private directoryLoad: Loading<HotelDirectory | null> | null = null;
  private tick = 0;
  /** Whole grids and directories read, and grids brought up to date from the change log. */
  readonly stats = { gridLoads: 0, directoryLoads: 0, advanced: 0 };

  constructor(
    private readonly db: Database,
    private readonly capacity: number,
  ) {}

  /** A grid answers a stay it covers searched nationwide: no typed text and no region. */
  static answers(c: HotelSearchCriteria, maxNights: number): boolean {
    return c.nights <= maxNights && !c.q && !c.region;
  }

  get size(): number {
    return this.grids.size;
  }

  /** The answer from the grid, or null when the grid could not be read consistently (the caller asks the database). */
  async search(c: HotelSearchCriteria): Promise<{ versions: SearchVersions; answer: { total: number; items: HotelCard[] } } | null> {
    const key = gridKeyOf(c);
    const asked = ++this.tick;
    let grid = this.grids.get(key) ?? (await this.loadGrid(c, key, 0));
    if (!grid) return null;
    const now = await readGridChanges(this.db, c, grid.dateVersion);
    if (!now.versions) return null;
    const moved = grid.dateVersion !== now.versions.date;
    const current = grid.globalVersion === now.versions.global && now.complete && grid.advance(now.versions.date, now.changed);
    if (current && moved) this.stats.advanced++;
    if (!current) {
      if (this.grids.get(key) === grid) this.grids.delete(key);
      grid = await this.loadGrid(c, key, asked);
      if (!grid) return null;
    }
    const directory = await this.directoryAt(grid.globalVersion, asked);
    if (!directory) return null;
    this.remember(key, grid);
    const answer = listFromGrid(grid, directory, c);
    return answer && { versions: { global: grid.globalVersion, date: grid.dateVersion }, answer };
  }

  private async loadGrid(key: GridKey, name: string, notBefore: number): Promise<StayGrid | null> {
    const running = this.gridLoads.get(name);
    if (running && running.startedAt > notBefore) return running.done;
    this.stats.gridLoads++;
    const load: Loading<StayGrid | null> = {
      startedAt: ++this.tick,
      done: loadStayGrid(this.db, key).then(({ versions, rows }) =>
        versions ? new StayGrid({ checkIn: key.checkIn, capacity: key.capacity, nights: key.nights }, versions.global, versions.date, rows) : null,
      ),
    };
    this.gridLoads.set(name, load);
    try {
      const grid = await load.done;
      if (grid) this.remember(name, grid);
      return grid;
    } finally {
      if (this.gridLoads.get(name) === load) this.gridLoads.delete(name);
    }
  }

  /** The directory at exactly `globalVersion`, read again when it is older; null when the database has moved past it. */
  private async directoryAt(globalVersion: string, notBefore: number): Promise<HotelDirectory | null> {
    if (this.directory?.globalVersion === globalVersion) return this.directory;
    let load = this.directoryLoad;
    if (!load || load.startedAt <= notBefore) {
      this.stats.directoryLoads++;
      const started: Loading<HotelDirectory | null> = { startedAt: ++this.tick, done: loadHotelDirectory(this.db) };
      this.directoryLoad = load = started;
      const settle = () => {
        if (this.directoryLoad === started) this.directoryLoad = null;
      };
      started.done.then(settle, settle);
    }
    const directory = await load.done;
    if (directory && (!this.directory || BigInt(directory.globalVersion) > BigInt(this.directory.globalVersion))) this.directory = directory;
    return directory?.globalVersion === globalVersion ? directory : null;
  }

  private remember(name: string, grid: StayGrid): void {
    const known = this.grids.get(name);
    // A slower load of an older snapshot never replaces a newer grid.
    if (known && known !== grid && isNewer(known, grid)) return;
    this.grids.delete(name);
    this.grids.set(name, grid);
    while (this.grids.size > this.capacity) {
      const oldest = this.grids.keys().next().value;
      if (oldest === undefined) break;
      this.grids.delete(oldest);
    }
  }
}
