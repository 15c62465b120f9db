import {
  MIN_PRICES_MAX_HOTELS,
  SEARCH_DEFAULT_ADULTS,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_MAX_NIGHTS,
  SUGGEST_LIMIT_MAX,
} from 'shared-contracts/schemas';
import { addDays, businessToday, daysBetween, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { HOTEL_STAY_PRICE_MAX_NIGHTS } from '../../db/schema';
import { SearchResultCache } from './search-cache';
import { applyStayChanges } from './search-cache-changes';
import { StayGridStore } from './search-grid-store';
import { readSearchVersions, readStayChangesSince, type SearchVersions } from './search-versions.repository';
import { countListableHotels, findHotelCards, minPrices, normaliseSearchText, searchHotelCards, suggestHotels } from './search.repository';
import {
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_PAGE_SIZE_MAX,
  type HotelSearchRequest,
  type HotelSearchResult,
  type MinPrices,
  type PagedHotelCards,
  type Suggestion,
} from './search.schemas';

export interface PageRequest {
  page?: number | undefined;
  size?: number | undefined;
}

type SearchCriteria = Parameters<typeof searchHotelCards>[1];
type SearchAnswer = Awaited<ReturnType<typeof searchHotelCards>>;
/**
 * How the result cache served a search: from memory (hit), from memory after the changes since it was computed were
 * checked (kept), computed and stored (miss), or not cached (off, or a long stay).
 */
export type CacheOutcome = 'hit' | 'kept' | 'miss' | 'off';
type CacheObserver = (outcome: CacheOutcome) => void;

export class SearchService {
  private readonly cache: SearchResultCache<SearchAnswer> | null;
  private readonly grids: StayGridStore | null;

  /** cacheSize: answers the result cache keeps; gridSize: stay grids kept in memory (0: each is off). */
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    cacheSize = 0,
    gridSize = 0,
  ) {
    this.cache = cacheSize > 0 ? new SearchResultCache(cacheSize) : null;
    this.grids = gridSize > 0 ? new StayGridStore(db, gridSize) : null;
  }

  /**
   * The answer and the versions it is exact at: from the stay's in-memory grid for a nationwide search
   * (search-grid-store.ts), else from the search statement, with the versions read in its REPEATABLE READ snapshot.
   */
  private async computeSearch(criteria: SearchCriteria): Promise<{ versions: SearchVersions | null; answer: SearchAnswer }> {
    if (this.grids && StayGridStore.answers(criteria, HOTEL_STAY_PRICE_MAX_NIGHTS)) {
      const fromGrid = await this.grids.search(criteria);
      if (fromGrid) return fromGrid;
    }
    return this.db.transaction(
      async (tx) => {
        const seen = await readSearchVersions(tx, criteria.checkIn);
        return { versions: seen, answer: await searchHotelCards(tx, criteria) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * Stays up to HOTEL_STAY_PRICE_MAX_NIGHTS read only hotel_stay_prices of their check-in date plus hotels, regions
   * and hotel_amenities, all versioned: a cached answer whose versions are still current is exact, and so is one whose
   * date's changes since it was computed do not reach its page, brought up to date (search-cache-changes.ts).
   * A miss computes the answer and reads the versions in one REPEATABLE READ snapshot, so it is stored with the
   * versions it saw.
   */
  private async cachedSearch(criteria: SearchCriteria, observe?: CacheObserver): Promise<SearchAnswer> {
    if (!this.cache || criteria.nights > HOTEL_STAY_PRICE_MAX_NIGHTS) {
      observe?.('off');
      if (this.grids && StayGridStore.answers(criteria, HOTEL_STAY_PRICE_MAX_NIGHTS)) return (await this.computeSearch(criteria)).answer;
      return searchHotelCards(this.db, criteria);
    }
    const key = JSON.stringify(criteria);
    const found = this.cache.lookup(key, await readSearchVersions(this.db, criteria.checkIn));
    if (found.kind === 'hit') {
      observe?.('hit');
      return found.value;
    }
    if (found.kind === 'recheck') {
      // The changes after the answer's date version, read with the versions: the global one must not have moved since.
      const now = await readStayChangesSince(this.db, criteria, found.since.date);
      const sameWorld = now.complete && now.versions?.global === found.since.global;
      const kept = sameWorld ? applyStayChanges(criteria, found.value, now.changes) : null;
      if (kept && now.versions) {
        this.cache.set(key, now.versions, kept);
        observe?.('kept');
        return kept;
      }
      this.cache.drop(key);
    }
    observe?.('miss');
    const { versions, answer } = await this.computeSearch(criteria);
    this.cache.set(key, versions, answer);
    return answer;
  }

  /** The paged listing the home's recommended hotels use (random page of 5 from totalElements). */
  async pagedHotels(request: PageRequest): Promise<PagedHotelCards> {
    const page = request.page ?? 0;
    // Oversized pages are clamped rather than rejected: the home asks for small pages, bots ask for huge ones.
    const size = Math.min(request.size ?? SEARCH_PAGE_SIZE_DEFAULT, SEARCH_PAGE_SIZE_MAX);
    const tonight = businessToday(this.clock);
    const [totalElements, content] = await Promise.all([countListableHotels(this.db), findHotelCards(this.db, tonight, size, page * size)]);
    return { content, totalElements, totalPages: Math.ceil(totalElements / size), page, size };
  }

  /** Items variant: hotels with a room type that fits the party and is sellable every night of the stay. */
  async searchHotels(request: HotelSearchRequest, observe?: CacheObserver): Promise<HotelSearchResult> {
    const today = businessToday(this.clock);
    const checkIn = request.checkIn ?? today;
    const checkOut = request.checkOut ?? addDays(checkIn, 1);
    const nights = daysBetween(checkIn, checkOut);
    if (nights < 1) throw new AppError(400, 'VALIDATION_ERROR', SEARCH_MESSAGES.checkOutAfterCheckIn);
    if (nights > SEARCH_MAX_NIGHTS) throw new AppError(400, 'VALIDATION_ERROR', SEARCH_MESSAGES.tooManyNights);
    if (request.priceMin !== undefined && request.priceMax !== undefined && request.priceMin > request.priceMax) {
      throw new AppError(400, 'VALIDATION_ERROR', SEARCH_MESSAGES.priceRange);
    }
    const adults = request.adults ?? request.guests ?? SEARCH_DEFAULT_ADULTS;
    const children = request.children ?? 0;
    const limit = Math.min(request.limit ?? SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX);
    const offset = request.offset ?? 0;
    const { total, items } = await this.cachedSearch(
      {
        checkIn,
        checkOut,
        nights,
        capacity: adults + Math.max(children - 2, 0),
        q: request.q?.trim() || undefined,
        region: request.region?.trim() || undefined,
        regionExact: request.regionExact === 'true',
        priceMin: request.priceMin,
        priceMax: request.priceMax,
        grades: parseList(request.grades),
        ratingBands: parseList(request.ratingBands),
        amenityIds: parseList(request.amenityIds),
        sort: request.sort ?? 'rating',
        limit,
        offset,
      },
      observe,
    );
    const hasMore = offset + items.length < total;
    return { items, total, hasMore, nextOffset: hasMore ? offset + items.length : null };
  }

  async suggest(request: { q?: string | undefined; limit?: number | undefined }): Promise<Suggestion[]> {
    const text = request.q?.trim() ?? '';
    if (!normaliseSearchText(text)) return [];
    return suggestHotels(this.db, text, Math.min(request.limit ?? SUGGEST_LIMIT_MAX, SUGGEST_LIMIT_MAX));
  }

  async minPrices(request: { hotelIds: string }): Promise<MinPrices> {
    const ids = parseList(request.hotelIds);
    if (ids.length > MIN_PRICES_MAX_HOTELS) throw new AppError(400, 'VALIDATION_ERROR', SEARCH_MESSAGES.tooManyHotels);
    const prices = await minPrices(this.db, ids, businessToday(this.clock));
    return Object.fromEntries([...prices].sort(([a], [b]) => a - b).map(([id, price]) => [String(id), price]));
  }
}

/** '5,4,4' → [4, 5]: distinct numbers of a comma list the schema has already checked. */
function parseList(list: string | undefined): number[] {
  if (!list) return [];
  return [...new Set(list.split(',').map(Number))].sort((a, b) => a - b);
}

export const SEARCH_MESSAGES = {
  checkOutAfterCheckIn: '체크아웃 날짜는 체크인 날짜 이후여야 합니다.',
  tooManyNights: `숙박 기간은 최대 ${SEARCH_MAX_NIGHTS}박까지 검색할 수 있습니다.`,
  priceRange: '최소 가격은 최대 가격보다 클 수 없습니다.',
  tooManyHotels: `호텔은 한 번에 최대 ${MIN_PRICES_MAX_HOTELS}개까지 조회할 수 있습니다.`,
} as const;
