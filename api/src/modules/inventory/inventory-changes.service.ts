import { randomUUID } from 'node:crypto';
import { INVENTORY_CHANGES_LIMIT, type InventoryChange, type InventoryUndoResult } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { sameValues, valuesOf } from './inventory-day';
import {
  CHANGE_ACTIONS,
  CHANGE_ENTITY,
  deleteUnbookedNights,
  findUndoneAt,
  listRecordedChanges,
  lockRecordedChange,
  restoreNights,
  type RecordedNight,
} from './inventory-changes.repository';
import { INVENTORY_MESSAGES as M } from './inventory.messages';
import { findHotelRoomTypes, lockNights, type NightRow } from './inventory.repository';
import { changedOnly, type PlannedNight } from './inventory-plans';

export const newChangeId = () => randomUUID();

/**
 * What a change's audit entry keeps (docs/decisions/0017): `before.nights` every changed night's old values (null for
 * a night it created) and its booked count then, `after.nights` the new values, `after.changeId` the change's id.
 */
export function changeRecord(plan: readonly PlannedNight[]) {
  const changed = changedOnly(plan);
  return {
    changed,
    before: changed.map(({ roomTypeId, stayDate, booked, before }) => ({ roomTypeId, stayDate, booked, values: before })),
    after: changed.map(({ roomTypeId, stayDate, after }) => ({ roomTypeId, stayDate, values: after })),
  };
}

type Blocked = { night: RecordedNight; current: NightRow | undefined };

/** A booking made since the change prevents restoring a night: fewer rooms than booked, closing it, or removing it. */
function blockedByBookings({ night, current }: Blocked): boolean {
  if (!current) return false;
  if (night.before === null) return current.booked > 0;
  if (night.before.allotment < current.booked) return true;
  return night.before.status === 'CLOSED' && night.after.status === 'OPEN' && current.booked > night.booked;
}

/** The change history of a hotel and its undo (one transaction, once, only the hotel's own changes). */
export class InventoryChangesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(hotelId: number): Promise<InventoryChange[]> {
    const rows = await listRecordedChanges(this.db, hotelId, INVENTORY_CHANGES_LIMIT);
    return rows.map((row) => {
      const r = row.request as Record<string, unknown>;
      const pick = <T>(key: string) => (r[key] === undefined ? null : (r[key] as T | null));
      const roomTypeIds = Array.isArray(r.roomTypeIds) ? (r.roomTypeIds as number[]) : [Number(r.roomTypeId)];
      return {
        changeId: row.changeId,
        kind: row.action === CHANGE_ACTIONS.register ? 'REGISTER' : 'BULK',
        changedAt: row.changedAt,
        actorName: row.actorName,
        roomTypeIds,
        from: String(r.from ?? ''),
        to: String(r.to ?? ''),
        nights: row.nights,
        set: {
          allotment: pick<number>('allotment'),
          price: pick<number>('price'),
          status: pick<'OPEN' | 'CLOSED'>('status'),
          minStay: pick<number>('minStay'),
          closedToArrival: pick<boolean>('closedToArrival'),
          closedToDeparture: pick<boolean>('closedToDeparture'),
        },
        undoneAt: row.undoneAt,
      };
    });
  }

  async undo(actor: AuditActor, hotelId: number, changeId: string): Promise<InventoryUndoResult> {
    return this.db.transaction(async (tx) => {
      const change = await lockRecordedChange(tx, hotelId, changeId);
      if (!change) throw new AppError(404, 'INVENTORY_CHANGE_NOT_FOUND', M.changeNotFound);
      if (await findUndoneAt(tx, hotelId, changeId)) throw new AppError(409, 'INVENTORY_CHANGE_ALREADY_UNDONE', M.alreadyUndone);
      const today = businessToday(this.clock);
      // Past nights are never written (they are what was sold); the rest go back, or nothing does.
      const live = change.nights.filter((night) => night.stayDate >= today);
      const locked = await lockNights(tx, [...new Set(live.map((n) => n.roomTypeId))], [...new Set(live.map((n) => n.stayDate))]);
      const current = new Map(locked.map((n) => [`${n.roomTypeId}:${n.stayDate}`, n]));
      const pairs: Blocked[] = live.map((night) => ({ night, current: current.get(`${night.roomTypeId}:${night.stayDate}`) }));
      await this.refuseConflicts(tx, hotelId, pairs);
      const now = this.clock.now();
      const restored = await restoreNights(
        tx,
        pairs.flatMap(({ night }) => (night.before ? [{ roomTypeId: night.roomTypeId, stayDate: night.stayDate, ...night.before }] : [])),
        now,
      );
      const removed = await deleteUnbookedNights(
        tx,
        pairs.filter(({ night, current: c }) => night.before === null && c).map(({ night }) => night),
      );
      const result = { changeId, restored: restored + removed, skippedPast: change.nights.length - live.length };
      await writeAudit(tx, actor, {
        action: CHANGE_ACTIONS.undone,
        entity: CHANGE_ENTITY,
        entityId: changeId,
        hotelId,
        before: {
          nights: pairs.flatMap(({ current: c }) =>
            c ? [{ roomTypeId: c.roomTypeId, stayDate: c.stayDate, booked: c.booked, values: valuesOf(c) }] : [],
          ),
        },
        after: { ...result, undoes: change.action },
      });
      return result;
    });
  }

  /** 409 naming the nights a booking made since (or a later edit) keeps from going back. */
  private async refuseConflicts(tx: Transaction, hotelId: number, pairs: readonly Blocked[]): Promise<void> {
    const booked = pairs.filter(blockedByBookings);
    const edited = pairs.filter(({ night, current }) => current && !sameValues(valuesOf(current), night.after));
    if (!booked.length && !edited.length) return;
    const codes = new Map((await findHotelRoomTypes(tx, hotelId)).map((t) => [t.id, t.typeCode]));
    const name = ({ night, current }: Blocked, withBooked: boolean) =>
      `${night.stayDate} ${codes.get(night.roomTypeId) ?? ''}${withBooked ? `(예약 ${current?.booked ?? 0})` : ''}`.trim();
    const list = (items: readonly Blocked[], withBooked: boolean) =>
      items
        .slice(0, 10)
        .map((p) => name(p, withBooked))
        .join(', ') + (items.length > 10 ? ` 외 ${items.length - 10}일` : '');
    const nights = (items: readonly Blocked[]) =>
      items.map(({ night, current }) => ({ roomTypeId: night.roomTypeId, stayDate: night.stayDate, booked: current?.booked ?? 0 }));
    if (booked.length) {
      throw new AppError(409, 'INVENTORY_UNDO_CONFLICT', M.undoBlockedByBookings(list(booked, true)), undefined, { nights: nights(booked) });
    }
    throw new AppError(409, 'INVENTORY_UNDO_CHANGED_SINCE', M.undoBlockedByLaterEdits(list(edited, false)), undefined, { nights: nights(edited) });
  }
}
