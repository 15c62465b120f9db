import { OWNER_BOOKINGS_PAGE_SIZE, type OwnerBookingPage } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { realDate } from '../inventory/inventory-dates';
import { isCancellable } from '../cancellation/cancellation-policy';
import { ownerBookingPage } from './owner-bookings.repository';

type Query = { q?: string; status?: 'CONFIRMED' | 'PENDING' | 'CANCELLED'; from?: string; to?: string; page?: number; size?: number };

/** The hotel's bookings for its owner: newest first, filtered by text, status and check-in range. */
export class OwnerBookingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async page(hotelId: number, query: Query): Promise<OwnerBookingPage> {
    const page = query.page ?? 0;
    const size = query.size ?? OWNER_BOOKINGS_PAGE_SIZE;
    const filter = {
      hotelId,
      status: query.status,
      checkInFrom: query.from ? realDate(query.from, 'from') : undefined,
      checkInTo: query.to ? realDate(query.to, 'to') : undefined,
      text: query.q?.trim() || undefined,
    };
    const { rows, total } = await ownerBookingPage(this.db, filter, size, page * size);
    const today = businessToday(this.clock);
    return {
      content: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        cancellable: isCancellable({ cancelled: row.status === 'CANCELLED', checkIn: row.checkIn }, today),
      })),
      page,
      size,
      totalElements: total,
    };
  }
}
