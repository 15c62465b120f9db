import { sql } from 'drizzle-orm';
import type { NightValues } from 'shared-contracts/schemas';
import { queryRows, type Database, type Transaction } from '../../db/database';
import { boolArray, dateArray, intArray, wordArray, type NightKey } from './inventory-nights.repository';

/** The audit actions that record an undoable change (their `after.changeId`), and the one that records its undo. */
export const CHANGE_ACTIONS = { bulk: 'INVENTORY_BULK_APPLIED', register: 'INVENTORY_REGISTERED', undone: 'INVENTORY_CHANGE_UNDONE' } as const;
/** The undo row names the change by entity + entity id (the audit log's entity index finds it). */
export const CHANGE_ENTITY = 'inventory_change';

/** One night of a recorded change: its old values (null = created by the change), its new ones, booked when changed. */
export interface RecordedNight extends NightKey {
  booked: number;
  before: NightValues | null;
  after: NightValues;
}

export interface RecordedChange {
  action: string;
  nights: RecordedNight[];
}

interface StoredNight extends NightKey {
  booked?: number;
  values: NightValues | null;
}

const changeActions = sql`(${CHANGE_ACTIONS.bulk}, ${CHANGE_ACTIONS.register})`;

/**
 * The change's audit row of this hotel, locked FOR UPDATE so two undos of one change run one after the other; null
 * when the hotel has no such change (another hotel's changeId included).
 */
export async function lockRecordedChange(tx: Transaction, hotelId: number, changeId: string): Promise<RecordedChange | null> {
  const [row] = await queryRows<{ action: string; before: { nights?: StoredNight[] } | null; after: { nights?: StoredNight[] } | null }>(
    tx,
    sql`select action, before, after from audit_log
        where hotel_id = ${hotelId} and action in ${changeActions} and after->>'changeId' = ${changeId}
        order by id limit 1 for update`,
  );
  if (!row) return null;
  const after = new Map((row.after?.nights ?? []).map((n) => [`${n.roomTypeId}:${n.stayDate}`, n.values]));
  const nights = (row.before?.nights ?? []).flatMap((n) => {
    const values = after.get(`${n.roomTypeId}:${n.stayDate}`);
    return values ? [{ roomTypeId: n.roomTypeId, stayDate: n.stayDate, booked: n.booked ?? 0, before: n.values, after: values }] : [];
  });
  return { action: row.action, nights };
}

/** When the change was undone, or null. */
export async function findUndoneAt(tx: Transaction, hotelId: number, changeId: string): Promise<string | null> {
  const [row] = await queryRows<{ created_at: string | Date }>(
    tx,
    sql`select created_at from audit_log
        where entity = ${CHANGE_ENTITY} and entity_id = ${changeId} and hotel_id = ${hotelId} and action = ${CHANGE_ACTIONS.undone}
        limit 1`,
  );
  return row ? new Date(row.created_at).toISOString() : null;
}

export interface ChangeRow {
  changeId: string;
  action: string;
  changedAt: string;
  actorName: string;
  request: Record<string, unknown>;
  nights: number;
  undoneAt: string | null;
}

/** The hotel's newest undoable changes (older audit rows without a changeId are not undoable and not listed). */
export async function listRecordedChanges(db: Database, hotelId: number, limit: number): Promise<ChangeRow[]> {
  const rows = await queryRows<{
    change_id: string;
    action: string;
    created_at: string | Date;
    actor_name: string;
    request: Record<string, unknown> | null;
    nights: number;
    undone_at: string | Date | null;
  }>(
    db,
    sql`select a.after->>'changeId' as change_id, a.action, a.created_at, u.name as actor_name, a.before->'request' as request,
          coalesce(jsonb_array_length(a.after->'nights'), 0)::int as nights, undo.created_at as undone_at
        from audit_log a
        join users u on u.id = a.actor_id
        left join lateral (
          select x.created_at from audit_log x
          where x.entity = ${CHANGE_ENTITY} and x.entity_id = a.after->>'changeId' and x.action = ${CHANGE_ACTIONS.undone}
          limit 1) undo on true
        where a.hotel_id = ${hotelId} and a.action in ${changeActions} and a.after->>'changeId' is not null
        order by a.created_at desc, a.id desc
        limit ${limit}`,
  );
  return rows.map((r) => ({
    changeId: r.change_id,
    action: r.action,
    changedAt: new Date(r.created_at).toISOString(),
    actorName: r.actor_name,
    request: r.request ?? {},
    nights: Number(r.nights),
    undoneAt: r.undone_at ? new Date(r.undone_at).toISOString() : null,
  }));
}

/** Gives nights their recorded values back, each its own (one statement). */
export async function restoreNights(tx: Transaction, nights: readonly (NightKey & NightValues)[], now: Date): Promise<number> {
  if (!nights.length) return 0;
  const col = <K extends keyof (NightKey & NightValues)>(key: K) => nights.map((n) => n[key]);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with restored as (
          update room_inventory ri set allotment = u.a, price = u.p, status = u.s, min_stay = u.m,
            closed_to_arrival = u.ca, closed_to_departure = u.cd, updated_at = ${now.toISOString()}::timestamptz
          from unnest(${intArray(col('roomTypeId'))}::int[], ${dateArray(col('stayDate'))}::date[], ${intArray(col('allotment'))}::int[],
                      ${intArray(col('price'))}::int[], ${wordArray(col('status'))}::inventory_status[], ${intArray(col('minStay'))}::smallint[],
                      ${boolArray(col('closedToArrival'))}::boolean[], ${boolArray(col('closedToDeparture'))}::boolean[])
               as u(t, d, a, p, s, m, ca, cd)
          where ri.room_type_id = u.t and ri.stay_date = u.d
          returning 1)
        select count(*)::int as n from restored`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Removes nights a change created, only while nothing is booked or held on them. */
export async function deleteUnbookedNights(tx: Transaction, keys: readonly NightKey[]): Promise<number> {
  if (!keys.length) return 0;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with removed as (
          delete from room_inventory ri
          using unnest(${intArray(keys.map((k) => k.roomTypeId))}::int[], ${dateArray(keys.map((k) => k.stayDate))}::date[]) as u(t, d)
          where ri.room_type_id = u.t and ri.stay_date = u.d and ri.booked < 1
          returning 1)
        select count(*)::int as n from removed`,
  );
  return Number(rows[0]?.n ?? 0);
}
