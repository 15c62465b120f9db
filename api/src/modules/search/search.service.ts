import { businessToday, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { countListableHotels, findHotelCards } from './search.repository';
import { SEARCH_PAGE_SIZE_DEFAULT, SEARCH_PAGE_SIZE_MAX, type PagedHotelCards } from './search.schemas';

export interface PageRequest {
  page?: number | undefined;
  size?: number | undefined;
}

export class SearchService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The paged listing the home's recommended hotels use (random page of 5 from totalElements). */
  async pagedHotels(request: PageRequest): Promise<PagedHotelCards> {
    const page = request.page ?? 0;
    // Oversized pages are clamped rather than rejected: the home asks for small pages, bots ask for huge ones.
    const size = Math.min(request.size ?? SEARCH_PAGE_SIZE_DEFAULT, SEARCH_PAGE_SIZE_MAX);
    const tonight = businessToday(this.clock);
    const [totalElements, content] = await Promise.all([
      countListableHotels(this.db),
      findHotelCards(this.db, tonight, size, page * size),
    ]);
    return { content, totalElements, totalPages: Math.ceil(totalElements / size), page, size };
  }
}
