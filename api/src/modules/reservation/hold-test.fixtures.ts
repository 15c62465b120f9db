import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addDays } from '../../clock';
import { roomInventory, roomTypes, users } from '../../db/schema';

/** The seeded demo member (has the welcome coupon) and another member. */
export const MEMBER_ID = 3;
export const OTHER_MEMBER_ID = 4;
export const WELCOME_CODE = 'WELCOME10000';

/** A valid access token for a seeded user, signed with the app's (possibly moved) clock. */
export async function tokenFor(app: FastifyInstance, userId: number): Promise<string> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return app.accessTokens.sign({ sub: user.id, role: user.role, loginId: user.loginId, name: user.name });
}

export interface Stay {
  hotelId: number;
  roomTypeId: number;
  capacity: number;
  checkIn: string;
  checkOut: string;
}

/**
 * A room type of `hotelId` whose nights [checkIn, checkIn + nights) are reset to known values: OPEN, `allotment`
 * rooms, none booked, `price` won a night, no minimum stay and not closed to arrival (the seed restricts a night).
 */
export async function prepareStay(
  app: FastifyInstance,
  options: { hotelId: number; checkIn: string; nights: number; allotment: number; price: number; typeIndex?: number },
): Promise<Stay> {
  const types = await app.db.select().from(roomTypes).where(eq(roomTypes.hotelId, options.hotelId)).orderBy(asc(roomTypes.id));
  const type = types[options.typeIndex ?? 0];
  if (!type) throw new Error(`hotel ${options.hotelId} has no room type`);
  const checkOut = addDays(options.checkIn, options.nights);
  await app.db
    .update(roomInventory)
    .set({ allotment: options.allotment, booked: 0, status: 'OPEN', price: options.price, minStay: 1, closedToArrival: false })
    .where(and(eq(roomInventory.roomTypeId, type.id), gte(roomInventory.stayDate, options.checkIn), lt(roomInventory.stayDate, checkOut)));
  return { hotelId: options.hotelId, roomTypeId: type.id, capacity: type.capacity, checkIn: options.checkIn, checkOut };
}

/** booked per night of the stay, in date order. */
export async function bookedNights(app: FastifyInstance, stay: Stay): Promise<number[]> {
  const rows = await app.db
    .select({ booked: roomInventory.booked, allotment: roomInventory.allotment })
    .from(roomInventory)
    .where(and(eq(roomInventory.roomTypeId, stay.roomTypeId), gte(roomInventory.stayDate, stay.checkIn), lt(roomInventory.stayDate, stay.checkOut)))
    .orderBy(asc(roomInventory.stayDate));
  return rows.map((row) => row.booked);
}

export function holdBody(stay: Stay, extra: Record<string, unknown> = {}) {
  return { hotelId: stay.hotelId, roomTypeId: stay.roomTypeId, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 1, ...extra };
}

export function postHold(app: FastifyInstance, token: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/reservations/hold', headers: { authorization: `Bearer ${token}` }, payload });
}

export function authed(token: string) {
  return { authorization: `Bearer ${token}` };
}
