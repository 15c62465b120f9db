import { parseSortQuery, type AdminRefund, type AdminRefundPage, type AdminRefundsQuery } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { adminRefundPage, type AdminRefundListRow } from './admin-refunds.repository';
import { iso, pageOf } from './admin-query';

/** A refund of the list as answered: the next attempt only while the money is still owed. */
function adminRefundOf(r: AdminRefundListRow): AdminRefund {
  return {
    id: r.id,
    bookingId: r.bookingNo,
    hotel: { id: r.hotelId, name: r.hotelName },
    guest: { id: r.guestId, loginId: r.guestLoginId, name: r.guestName },
    amount: r.amount,
    refundPercent: r.refundPercent,
    provider: r.provider,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    lastAttemptAt: iso(r.lastAttemptAt),
    nextAttemptAt: r.status === 'SUCCEEDED' ? null : iso(r.nextAttemptAt),
    providerRef: r.providerRef,
    createdAt: r.createdAt.toISOString(),
    completedAt: iso(r.completedAt),
  };
}

/** GET /api/admin/refunds (decision 0015): of one state or all, newest first or in the asked column's order (decision 0020). */
export class AdminRefundsService {
  constructor(private readonly db: Database) {}

  async page(query: AdminRefundsQuery): Promise<AdminRefundPage> {
    const { page, size, offset } = pageOf(query);
    const { rows, total } = await adminRefundPage(this.db, { status: query.status, sort: parseSortQuery(query.sort), offset, size });
    return { content: rows.map(adminRefundOf), page, size, totalElements: total };
  }
}
