import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { InventoryDay, OwnerHotel, OwnerRoomType } from 'shared-contracts/schemas';
import { addDays } from '../../clock';
import { queryRows } from '../../db/database';
import { users } from '../../db/schema';
import { TEST_TODAY } from '../../testing/test-clock';

/** The inventory tests' world: owner0001's hotel with the most room types, tokens, and calls with their checks. */
export interface InventoryWorld {
  ownerA: string;
  ownerB: string;
  hotel: OwnerHotel;
  hotelOfB: OwnerHotel;
  types: OwnerRoomType[];
}

export const day = (n: number) => addDays(TEST_TODAY, n);

export const call = (app: FastifyInstance, token: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });

export async function ok<T>(app: FastifyInstance, token: string, options: InjectOptions): Promise<T> {
  const res = await call(app, token, options);
  assert.ok(res.statusCode < 300, `${options.method} ${options.url} → ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export async function tokenOf(app: FastifyInstance, loginId: string): Promise<string> {
  const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
  return app.accessTokens.sign({ sub: user!.id, role: user!.role, loginId, name: user!.name });
}

export async function inventoryWorld(app: FastifyInstance): Promise<InventoryWorld> {
  const ownerA = await tokenOf(app, 'owner0001');
  const ownerB = await tokenOf(app, 'owner0002');
  let hotel: OwnerHotel | undefined;
  let types: OwnerRoomType[] = [];
  for (const candidate of await ok<OwnerHotel[]>(app, ownerA, { method: 'GET', url: '/api/owner/hotels' })) {
    const its = await ok<OwnerRoomType[]>(app, ownerA, { method: 'GET', url: `/api/owner/hotels/${candidate.id}/room-types` });
    if (!hotel || its.length > types.length) [hotel, types] = [candidate, its];
  }
  const [hotelOfB] = await ok<OwnerHotel[]>(app, ownerB, { method: 'GET', url: '/api/owner/hotels' });
  assert.ok(hotel && types.length >= 2 && hotelOfB, 'owner0001 has a hotel with two room types, owner0002 a hotel');
  return { ownerA, ownerB, hotel, hotelOfB, types };
}

/** `count` consecutive nights of the room type from `offset` days on, nothing booked or held on them. */
export async function freeNights(app: FastifyInstance, roomTypeId: number, offset: number, count: number): Promise<string[]> {
  const rows = await queryRows<{ first: string }>(
    app.db,
    sql`select a.stay_date::text as first from room_inventory a
        where a.room_type_id = ${roomTypeId} and a.stay_date >= ${day(offset)}::date and a.stay_date <= ${day(30 - count)}::date
          and (select count(*) from room_inventory b where b.room_type_id = a.room_type_id
               and b.stay_date >= a.stay_date and b.stay_date < a.stay_date + ${count}::int and b.booked = 0) = ${count}
        order by a.stay_date limit 1`,
  );
  assert.ok(rows[0], `${count} free nights of room type ${roomTypeId} from day ${offset}`);
  return Array.from({ length: count }, (_, i) => addDays(rows[0]!.first, i));
}

export const daysOf = (app: FastifyInstance, world: InventoryWorld, roomTypeId: number, from: string, to: string) =>
  ok<InventoryDay[]>(app, world.ownerA, {
    method: 'GET',
    url: `/api/owner/hotels/${world.hotel.id}/inventory?roomTypeId=${roomTypeId}&from=${from}&to=${to}`,
  });
