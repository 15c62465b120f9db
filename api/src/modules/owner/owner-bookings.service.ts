import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { OWNER_BOOKINGS_PAGE_SIZE, type OwnerBookingPage } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { bookings, roomTypes, users } from '../../db/schema';
import { realDate } from '../inventory/inventory-dates';
import { isCancellable } from '../cancellation/cancellation-policy';

type Query = { q?: string; status?: 'CONFIRMED' | 'PENDING' | 'CANCELLED'; from?: string; to?: string; page?: number; size?: number };

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The hotel's bookings for its owner: newest first, filtered by text, status and check-in range. */
export class OwnerBookingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async page(hotelId: number, query: Query): Promise<OwnerBookingPage> {
    const page = query.page ?? 0;
    const size = query.size ?? OWNER_BOOKINGS_PAGE_SIZE;
    const text = query.q?.trim();
    const conditions: (SQL | undefined)[] = [
      eq(bookings.hotelId, hotelId),
      query.status ? eq(bookings.status, query.status) : undefined,
      query.from ? gte(bookings.checkIn, realDate(query.from, 'from')) : undefined,
      query.to ? lte(bookings.checkIn, realDate(query.to, 'to')) : undefined,
      text
        ? or(ilike(bookings.bookingNo, like(text)), ilike(users.name, like(text)), ilike(users.loginId, like(text)), ilike(roomTypes.name, like(text)))
        : undefined,
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          bookingId: bookings.bookingNo,
          userName: users.name,
          userLoginId: users.loginId,
          roomTypeName: roomTypes.name,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          nights: bookings.nights,
          guests: bookings.guests,
          totalAmount: bookings.totalAmount,
          status: bookings.status,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(size)
        .offset(page * size),
      this.db
        .select({ n: count() })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
        .where(where),
    ]);
    const today = businessToday(this.clock);
    return {
      content: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        cancellable: isCancellable({ cancelled: row.status === 'CANCELLED', checkIn: row.checkIn }, today),
      })),
      page,
      size,
      totalElements: total?.n ?? 0,
    };
  }
}
