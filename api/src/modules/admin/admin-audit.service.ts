import type { AdminAuditEntry, AdminAuditPage, AdminAuditQuery, AdminAuditTarget } from 'shared-contracts/schemas';
import { addDays } from '../../clock';
import type { Executor } from '../../db/database';
import { seoulMidnight } from '../settlement/business-weeks';
import {
  findAuditOf,
  findAuditPage,
  findTargetNames,
  type AuditFilter,
  type AuditRow,
  type TargetIds,
  type TargetNames,
} from './admin-audit.repository';
import { dateRange, idIn, pageOf } from './admin-query';

const numericId = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null);

/** A top-level field of an entry's before/after JSON. */
const field = (side: unknown, key: string): unknown =>
  side && typeof side === 'object' && !Array.isArray(side) ? (side as Record<string, unknown>)[key] : undefined;

/** The ids an entity's entry names: one, or several (an automatic assignment lists its bookings as "1,2,3"). */
const entityIds = (entityId: string): number[] | null => {
  const ids = entityId.split(',').map(numericId);
  return ids.every((id) => id !== null) ? (ids as number[]) : null;
};

/** Which kind of row an entity's id refers to, for the entities that have a name worth showing. */
const KIND_OF_ENTITY: Record<string, keyof TargetIds> = {
  hotel: 'hotels',
  booking: 'bookings',
  room: 'rooms',
  room_type: 'roomTypes',
  room_inventory: 'roomTypes',
  user: 'users',
  coupon: 'coupons',
  hotel_application: 'applications',
  review: 'reviews',
  refund: 'refunds',
};

function idsOf(rows: readonly AuditRow[]): TargetIds {
  const ids: TargetIds = { hotels: [], bookings: [], rooms: [], roomTypes: [], users: [], coupons: [], applications: [], reviews: [], refunds: [] };
  for (const { entry } of rows) {
    if (entry.hotelId !== null) ids.hotels.push(entry.hotelId);
    const kind = KIND_OF_ENTITY[entry.entity];
    if (kind) ids[kind].push(...(entityIds(entry.entityId) ?? []));
    for (const side of [entry.before, entry.after]) {
      const roomId = field(side, 'roomId');
      if (typeof roomId === 'number' && typeof field(side, 'roomNo') !== 'string') ids.rooms.push(roomId);
    }
  }
  return ids;
}

/** The room an assignment's side names: its recorded number, else its room's number now. */
function roomOf(side: unknown, names: TargetNames): string | null {
  const roomNo = field(side, 'roomNo');
  if (typeof roomNo === 'string' && roomNo !== '') return roomNo;
  const roomId = field(side, 'roomId');
  return typeof roomId === 'number' ? (names.rooms.get(roomId) ?? null) : null;
}

function nameOf(entry: AuditRow['entry'], names: TargetNames): string | null {
  if (entry.entity === 'settlement_statement') {
    const start = field(entry.after, 'weekStart') ?? field(entry.before, 'weekStart');
    const end = field(entry.after, 'weekEnd') ?? field(entry.before, 'weekEnd');
    return typeof start === 'string' && typeof end === 'string' ? `${start} ~ ${end}` : null;
  }
  const kind = KIND_OF_ENTITY[entry.entity];
  if (!kind) return null;
  const ids = entityIds(entry.entityId);
  // Some writes record the booking number itself (a cancellation): it is the name.
  if (!ids) return entry.entity === 'booking' ? entry.entityId : null;
  const found = ids.map((id) => names[kind].get(id)).filter((name): name is string => name !== undefined);
  return found.length > 0 ? found.join(', ') : null;
}

function targetOf(entry: AuditRow['entry'], names: TargetNames): AdminAuditTarget {
  const hotelId = entry.hotelId ?? (entry.entity === 'hotel' ? numericId(entry.entityId) : null);
  const changesRoom = ['roomId', 'roomNo'].some((key) => field(entry.before, key) !== undefined || field(entry.after, key) !== undefined);
  return {
    name: nameOf(entry, names),
    hotelName: hotelId === null ? null : (names.hotels.get(hotelId) ?? null),
    roomBefore: changesRoom ? roomOf(entry.before, names) : null,
    roomAfter: changesRoom ? roomOf(entry.after, names) : null,
  };
}

/** The entries with their targets named (one small query per kind of row on the page). */
async function entriesOf(db: Executor, rows: readonly AuditRow[]): Promise<AdminAuditEntry[]> {
  const names = await findTargetNames(db, idsOf(rows));
  return rows.map(({ entry: e, loginId, name }) => ({
    id: e.id,
    actor: { id: e.actorId, loginId, name },
    actorRole: e.actorRole,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    hotelId: e.hotelId,
    target: targetOf(e, names),
    before: e.before ?? null,
    after: e.after ?? null,
    requestId: e.requestId,
    ip: e.ip,
    createdAt: e.createdAt.toISOString(),
  }));
}

/** The query's filters: the actor by id or login id, an action or an action prefix (HOTEL_*), Korean days. */
function filterOf(query: AdminAuditQuery): AuditFilter {
  const { from, to } = dateRange(query.from, query.to);
  const actor = query.actor?.trim();
  const action = query.action?.trim();
  const actorId = actor ? idIn(actor) : null;
  return {
    ...(actor ? (actorId !== null ? { actorId } : { actorLogin: actor }) : {}),
    ...(query.entity?.trim() ? { entity: query.entity.trim() } : {}),
    ...(action ? { action: action.endsWith('*') ? { prefix: action.slice(0, -1) } : { exact: action } } : {}),
    ...(query.entityId?.trim() ? { entityId: query.entityId.trim() } : {}),
    ...(query.hotelId !== undefined ? { hotelId: query.hotelId } : {}),
    ...(from ? { from: seoulMidnight(from) } : {}),
    ...(to ? { before: seoulMidnight(addDays(to, 1)) } : {}),
  };
}

/** The audit log, newest first (issue 12 item 11): filtered by actor, entity, action, hotel and day. */
export async function auditPage(db: Executor, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const { page, size, offset } = pageOf(query);
  const { rows, total } = await findAuditPage(db, filterOf(query), size, offset);
  return { content: await entriesOf(db, rows), page, size, totalElements: total };
}

/** The latest entries about one row (a booking's or a hotel's detail page), newest first. */
export async function auditOf(
  db: Executor,
  where: { entity: string; entityId: string } | { hotelId: number },
  limit = 20,
): Promise<AdminAuditEntry[]> {
  return entriesOf(db, await findAuditOf(db, where, limit));
}
