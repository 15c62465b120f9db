import {
  INVENTORY_LIMITS,
  type InventoryBulk,
  type InventoryBulkResult,
  type InventoryDay,
  type InventoryDayWrite,
  type InventoryPreview,
  type InventoryRegister,
  type InventoryRegisterResult,
  type NightOccupants,
  type OverviewDay,
} from 'shared-contracts/schemas';
import { addDays, businessToday, weekday, type Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { period, realDate, weekdayMask } from './inventory-dates';
import { INVENTORY_MESSAGES as M } from './inventory.messages';
import { changeRecord, newChangeId } from './inventory-changes.service';
import { inventoryDayOf, NO_RESTRICTIONS } from './inventory-day';
import { changedNight, previewOf, registerChanges, registerPlan } from './inventory-plans';
import { findHotelRoomTypes, insertNights, lockNights, readNights, updateNights, type NightKey, type NightRow } from './inventory.repository';
import { findNightOccupants } from './night-occupants.repository';

const isoWeekday = (date: string) => weekday(date) || 7;

/** The dates of [from, to] on the chosen weekdays. */
function datesOf(from: string, to: string, weekdays: readonly number[]): string[] {
  const mask = new Set(weekdayMask(weekdays));
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (mask.has(isoWeekday(d))) dates.push(d);
  return dates;
}

/** The values of a new night: the request's, restrictions it leaves out at their defaults. */
function newNightValues<
  T extends { allotment: number; price: number; status: 'OPEN' | 'CLOSED'; minStay?: number; closedToArrival?: boolean; closedToDeparture?: boolean },
>(input: T) {
  return {
    allotment: input.allotment,
    price: input.price,
    status: input.status,
    minStay: input.minStay ?? NO_RESTRICTIONS.minStay,
    closedToArrival: input.closedToArrival ?? NO_RESTRICTIONS.closedToArrival,
    closedToDeparture: input.closedToDeparture ?? NO_RESTRICTIONS.closedToDeparture,
  };
}

const keyOf = (k: NightKey) => `${k.roomTypeId}:${k.stayDate}`;

/** Refuses to take allotment below the rooms already booked or held, naming those nights. */
function assertFloor(nights: readonly NightRow[], allotment: number | null, typeCodes: Map<number, string>): void {
  if (allotment === null) return;
  const short = nights.filter((n) => n.booked > allotment);
  if (!short.length) return;
  const list = short
    .slice(0, 10)
    .map((n) => `${n.stayDate}${typeCodes.size > 1 ? ` ${typeCodes.get(n.roomTypeId) ?? ''}` : ''}(예약 ${n.booked})`)
    .join(', ');
  throw new AppError(409, 'INVENTORY_BELOW_BOOKED', M.belowBooked(short.length > 10 ? `${list} 외 ${short.length - 10}일` : list));
}

/**
 * The one place inventory is written (ARCHITECTURE §7 "Inventory writes"): each write is one transaction that locks
 * its nights, keeps allotment ≥ booked + held, and is audited; room_inventory's triggers carry every change to search
 * and its cache at once. Reads derive SOLD_OUT and sellable the same way for every screen.
 */
export class InventoryService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private async hotelTypes(db: Database | Transaction, hotelId: number, ids?: readonly number[]) {
    const rows = await findHotelRoomTypes(db, hotelId, ids);
    if (ids && rows.length !== new Set(ids).size) throw new AppError(400, 'ROOM_TYPE_NOT_IN_HOTEL', M.roomTypeNotInHotel);
    return rows;
  }

  async days(hotelId: number, roomTypeId: number, from: string, to: string): Promise<InventoryDay[]> {
    period(from, to);
    await this.hotelTypes(this.db, hotelId, [roomTypeId]);
    const today = businessToday(this.clock);
    return (await readNights(this.db, [roomTypeId], from, to)).map((n) => inventoryDayOf(n, today));
  }

  /** Who holds the rooms of one night (bookings and holds, adding up to its booked count). */
  async occupants(hotelId: number, roomTypeId: number, date: string): Promise<NightOccupants> {
    realDate(date, 'date');
    await this.hotelTypes(this.db, hotelId, [roomTypeId]);
    return findNightOccupants(this.db, roomTypeId, date);
  }

  async overview(hotelId: number, from: string, to: string): Promise<OverviewDay[]> {
    period(from, to);
    const types = await this.hotelTypes(this.db, hotelId);
    const codes = new Map(types.map((t) => [t.id, t.typeCode]));
    const today = businessToday(this.clock);
    const byDate = new Map<string, OverviewDay>();
    for (let d = from; d <= to; d = addDays(d, 1)) byDate.set(d, { date: d, items: [] });
    for (const night of await readNights(this.db, [...codes.keys()], from, to)) {
      const day = inventoryDayOf(night, today);
      byDate.get(night.stayDate)?.items.push({
        roomTypeId: night.roomTypeId,
        typeCode: codes.get(night.roomTypeId)!,
        price: day.price,
        allotment: day.allotment,
        remaining: day.remainingQty,
        status: day.status,
        minStay: day.minStay,
        closedToArrival: day.closedToArrival,
        closedToDeparture: day.closedToDeparture,
      });
    }
    return [...byDate.values()];
  }

  /** Period registration; with `dryRun` the nights it would write, before and after, and nothing written. */
  async register(actor: AuditActor, hotelId: number, input: InventoryRegister, dryRun = false): Promise<InventoryRegisterResult | InventoryPreview> {
    period(input.from, input.to);
    const today = businessToday(this.clock);
    const last = addDays(today, INVENTORY_LIMITS.windowDays);
    const all = datesOf(input.from, input.to, input.weekdays ?? []);
    const inWindow = all.filter((d) => d >= today && d <= last);
    const typeIds = [...new Set(input.roomTypeIds)];
    return this.db.transaction(async (tx) => {
      const types = await this.hotelTypes(tx, hotelId, typeIds);
      const existing = await lockNights(tx, typeIds, inWindow);
      const existingKeys = new Set(existing.map(keyOf));
      const fresh = typeIds
        .flatMap((roomTypeId) => inWindow.map((stayDate) => ({ roomTypeId, stayDate })))
        .filter((k) => !existingKeys.has(keyOf(k)));
      if (input.overwrite) assertFloor(existing, input.allotment, new Map(types.map((t) => [t.id, t.typeCode])));
      const plan = registerPlan(input, existing, fresh);
      if (dryRun) return previewOf(plan);
      const now = this.clock.now();
      await insertNights(tx, hotelId, fresh, newNightValues(input), now);
      const updated = input.overwrite ? await updateNights(tx, existing, registerChanges(input), now) : 0;
      const record = changeRecord(plan);
      const changeId = record.changed.length ? newChangeId() : null;
      const result = {
        created: fresh.length,
        updated,
        skippedExisting: input.overwrite ? 0 : existing.length,
        skippedOutOfRange: (all.length - inWindow.length) * typeIds.length,
        changeId,
      };
      await writeAudit(tx, actor, {
        action: 'INVENTORY_REGISTERED',
        entity: 'room_inventory',
        entityId: typeIds.join(','),
        hotelId,
        before: { request: input, nights: record.before },
        after: { ...result, nights: record.after },
      });
      return result;
    });
  }

  /** Bulk apply on the chosen weekdays; a null or absent field is left alone; `dryRun` previews it. */
  async bulk(actor: AuditActor, hotelId: number, input: InventoryBulk, dryRun = false): Promise<InventoryBulkResult | InventoryPreview> {
    period(input.from, input.to);
    const today = businessToday(this.clock);
    const last = addDays(today, INVENTORY_LIMITS.windowDays);
    const all = datesOf(input.from, input.to, input.weekdays ?? []);
    const targets = all.filter((d) => d >= today && d <= last);
    const values = {
      allotment: input.allotment ?? null,
      price: input.price ?? null,
      status: input.status ?? null,
      minStay: input.minStay ?? null,
      closedToArrival: input.closedToArrival ?? null,
      closedToDeparture: input.closedToDeparture ?? null,
    };
    return this.db.transaction(async (tx) => {
      await this.hotelTypes(tx, hotelId, [input.roomTypeId]);
      const existing = await lockNights(tx, [input.roomTypeId], targets);
      assertFloor(existing, values.allotment, new Map());
      const plan = existing.map((night) => changedNight(night, values));
      if (dryRun) return previewOf(plan);
      const changes = Object.values(values).some((value) => value !== null);
      const updated = changes ? await updateNights(tx, existing, values, this.clock.now()) : 0;
      const record = changeRecord(plan);
      const changeId = record.changed.length ? newChangeId() : null;
      const result = {
        updated,
        skippedMissing: targets.length - existing.length,
        skippedPast: all.filter((d) => d < today).length,
        skippedOutOfRange: all.filter((d) => d > last).length,
        changeId,
      };
      await writeAudit(tx, actor, {
        action: 'INVENTORY_BULK_APPLIED',
        entity: 'room_inventory',
        entityId: input.roomTypeId,
        hotelId,
        before: { request: input, nights: record.before },
        after: { ...result, nights: record.after },
      });
      return result;
    });
  }

  async editDay(actor: AuditActor, hotelId: number, input: InventoryDayWrite): Promise<InventoryDay> {
    const date = realDate(input.date, 'date');
    const today = businessToday(this.clock);
    if (date < today) throw new AppError(400, 'INVENTORY_PAST_DATE', M.pastDate);
    if (date > addDays(today, 365)) throw new AppError(400, 'INVENTORY_BEYOND_HORIZON', M.beyondHorizon);
    return this.db.transaction(async (tx) => {
      await this.hotelTypes(tx, hotelId, [input.roomTypeId]);
      const key = { roomTypeId: input.roomTypeId, stayDate: date };
      const [before] = await lockNights(tx, [input.roomTypeId], [date]);
      const now = this.clock.now();
      const restrictions = {
        minStay: input.minStay ?? null,
        closedToArrival: input.closedToArrival ?? null,
        closedToDeparture: input.closedToDeparture ?? null,
      };
      if (!before) {
        if (input.allotment < 1) throw new AppError(400, 'INVENTORY_NEW_DAY_ALLOTMENT', M.newDayNeedsAllotment);
        await insertNights(tx, hotelId, [key], newNightValues(input), now);
      } else {
        assertFloor([before], input.allotment, new Map());
        await updateNights(tx, [key], { allotment: input.allotment, price: input.price, status: input.status, ...restrictions }, now);
      }
      const [after] = await lockNights(tx, [input.roomTypeId], [date]);
      await writeAudit(tx, actor, {
        action: 'INVENTORY_DAY_EDITED',
        entity: 'room_inventory',
        entityId: `${input.roomTypeId}:${date}`,
        hotelId,
        before: before ?? null,
        after,
      });
      return inventoryDayOf(after!, today);
    });
  }
}
