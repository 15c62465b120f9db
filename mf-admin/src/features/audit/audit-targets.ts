import type { AdminAuditEntry } from 'shared-contracts/schemas/admin';

const numeric = (id: string) => /^\d+$/.test(id);
/** Booking numbers carry letters (HB20300301-000123); some owner writes record the row number or a list instead. */
const bookingNo = (id: string) => /^[A-Za-z][A-Za-z0-9-]*$/.test(id);

const weekOf = (value: unknown) => {
  const week = (value as { weekStart?: unknown } | null)?.weekStart;
  return typeof week === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(week) ? week : null;
};

/** The admin page of an entry's row, when there is one. */
export function targetPath(
  entry: Pick<AdminAuditEntry, 'entity' | 'entityId' | 'before' | 'after'> & { target?: Pick<AdminAuditEntry['target'], 'name'> },
): string | null {
  const id = entry.entityId;
  switch (entry.entity) {
    case 'booking': {
      // A booking recorded by its row number is named by its booking number (one of several: no single page).
      const no = bookingNo(id) ? id : (entry.target?.name ?? '');
      return bookingNo(no) ? `/admin/bookings/${encodeURIComponent(no)}` : null;
    }
    case 'hotel':
      return numeric(id) ? `/admin/hotels/${id}` : null;
    case 'user':
      return numeric(id) ? `/admin/users/${id}` : null;
    case 'hotel_application':
      return numeric(id) ? `/admin/hotel-audit/${id}` : null;
    case 'support_ticket':
      return numeric(id) ? `/admin/support/tickets/${id}` : null;
    case 'settlement_statement': {
      const week = weekOf(entry.after) ?? weekOf(entry.before);
      return week ? `/admin/settlements?week=${week}` : null;
    }
    default:
      return null;
  }
}

/** Top-level keys whose values differ between before and after (all keys of a side that is missing). */
export function changedKeys(before: unknown, after: unknown): string[] {
  const record = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const a = record(before);
  const b = record(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}
