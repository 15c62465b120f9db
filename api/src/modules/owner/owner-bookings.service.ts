import {
  OWNER_BOOKINGS_CSV_MAX,
  OWNER_BOOKINGS_PAGE_SIZE,
  parseSortQuery,
  type OwnerBookingPage,
  type OwnerBookingsCsvQuery,
  type OwnerBookingsQuery,
} from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { csvDocument } from '../export/csv';
import { realDate } from '../inventory/inventory-dates';
import { isCancellable } from '../cancellation/cancellation-policy';
import { countOwnerBookings, ownerBookingPage, type OwnerBookingFilter } from './owner-bookings.repository';
import { OWNER_BOOKING_MESSAGES as M } from './owner-bookings.messages';

export const OWNER_BOOKINGS_CSV_HEADER = [
  '예약번호',
  '예약 일시',
  '고객',
  '아이디',
  '객실 유형',
  '체크인',
  '체크아웃',
  '숙박(박)',
  '인원',
  '결제 금액',
  '상태',
];
const STATUS_LABELS = { CONFIRMED: '확정', PENDING: '대기', CANCELLED: '취소' } as const;
const SEOUL_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'short' });

/** The list's filter from the query: text trimmed, dates checked to exist (2030-02-30 → 400). */
function filterOf(hotelId: number, query: OwnerBookingsCsvQuery): OwnerBookingFilter {
  return {
    hotelId,
    status: query.status,
    checkInFrom: query.from ? realDate(query.from, 'from') : undefined,
    checkInTo: query.to ? realDate(query.to, 'to') : undefined,
    text: query.q?.trim() || undefined,
  };
}

/** The hotel's bookings for its owner: filtered by text, status and check-in range, in the asked column order. */
export class OwnerBookingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async page(hotelId: number, query: OwnerBookingsQuery): Promise<OwnerBookingPage> {
    const page = query.page ?? 0;
    const size = query.size ?? OWNER_BOOKINGS_PAGE_SIZE;
    const { rows, total } = await ownerBookingPage(this.db, filterOf(hotelId, query), parseSortQuery(query.sort), size, page * size);
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

  /** Every booking the list's filter matches, in the list's order, as a CSV for Excel (export/csv: formula-safe). */
  async csv(hotelId: number, query: OwnerBookingsCsvQuery): Promise<{ fileName: string; csv: string }> {
    const filter = filterOf(hotelId, query);
    const total = await countOwnerBookings(this.db, filter);
    if (total > OWNER_BOOKINGS_CSV_MAX) throw new AppError(422, 'EXPORT_TOO_LARGE', M.exportTooLarge(total));
    const { rows } = await ownerBookingPage(this.db, filter, parseSortQuery(query.sort), Math.max(total, 1), 0);
    const csv = csvDocument([
      OWNER_BOOKINGS_CSV_HEADER,
      ...rows.map((r) => [
        r.bookingId,
        SEOUL_TIME.format(r.createdAt),
        r.userName,
        r.userLoginId,
        r.roomTypeName,
        r.checkIn,
        r.checkOut,
        r.nights,
        r.guests,
        r.totalAmount,
        STATUS_LABELS[r.status],
      ]),
    ]);
    return { fileName: `bookings_${hotelId}_${businessToday(this.clock)}.csv`, csv };
  }
}
