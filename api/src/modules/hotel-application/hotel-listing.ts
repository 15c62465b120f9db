import { and, eq, inArray } from 'drizzle-orm';
import { APPLICATION_ROOM_TYPE_LABELS, DERIVED_AMENITY_CODES } from 'shared-contracts/hotel-application';
import type { Transaction } from '../../db/database';
import {
  amenities,
  hotelAmenities,
  type hotelApplications,
  hotelImages,
  hotelOwners,
  hotels,
  regions,
  roomTypes,
  rooms,
  users,
} from '../../db/schema';
import { HOTEL_EXTERIOR_COUNT, hotelExteriorUrl, roomImageUrl, ROOM_IMAGE_COUNT } from '../../images/image-catalog';
import { floorOf, roomNumbersFor } from './application-rules';

type Application = typeof hotelApplications.$inferSelect;

const TYPE_IMAGE = { STANDARD: 1, DELUXE: 3, SUITE: 5, PREMIUM: 7 } as const;

/**
 * The cover of the live hotel. A template picks one of our generated exteriors; an external URL is kept on the
 * application for the reviewers but never hot-linked on the site (it would leak guests' visits to another host and
 * break the image policy), so the hotel starts with a generated exterior until its own photos are uploaded.
 */
function coverOf(application: Application): string {
  const template = application.coverImageTemplate?.match(/^H(\d)$/)?.[1];
  const n = template ? Number(template) : (application.id % HOTEL_EXTERIOR_COUNT) + 1;
  return hotelExteriorUrl(n);
}

/**
 * Approval, inside the reviewer's transaction: the live hotel with its amenities, room types and numbered rooms, its
 * owner link, and the applicant's OWNER role (their next token carries it). Answers the new hotel's id.
 */
export async function createListedHotel(tx: Transaction, application: Application): Promise<number> {
  const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.name, application.region));
  const [hotel] = await tx
    .insert(hotels)
    .values({
      name: application.hotelName,
      regionId: region!.id,
      address1: application.address1,
      address2: application.address2,
      postcode: application.postcode,
      phone: application.phone,
      gradeLevel: application.gradeLevel,
      coverImageUrl: coverOf(application),
      businessNo: application.businessNo,
      description: application.comment,
      status: 'ACTIVE',
    })
    .returning({ id: hotels.id });
  const hotelId = hotel!.id;
  await tx.insert(hotelImages).values({ hotelId, url: coverOf(application), kind: 'EXTERIOR', sortOrder: 0 });

  // The facilities chosen, plus breakfast and free cancellation when a room type offers them (the form asks per type).
  const codes = [...new Set(application.amenitiesCsv.split(',').filter(Boolean))];
  if (application.roomsJson.some((r) => r.breakfast === 1)) codes.push(DERIVED_AMENITY_CODES.breakfast);
  if (application.roomsJson.some((r) => r.refundable === 1)) codes.push(DERIVED_AMENITY_CODES.refundable);
  if (codes.length) {
    const ids = await tx
      .select({ id: amenities.id })
      .from(amenities)
      .where(and(inArray(amenities.code, codes), eq(amenities.scope, 'HOTEL')));
    if (ids.length) await tx.insert(hotelAmenities).values(ids.map((a) => ({ hotelId, amenityId: a.id })));
  }

  const taken = new Set(application.roomsJson.flatMap((r) => r.roomNos));
  for (const [index, room] of application.roomsJson.entries()) {
    const [type] = await tx
      .insert(roomTypes)
      .values({
        hotelId,
        typeCode: room.typeCode,
        name: APPLICATION_ROOM_TYPE_LABELS[room.typeCode],
        capacity: room.capacity,
        areaSqm: room.sizeSqm,
        templateImageUrl: roomImageUrl(Math.min(TYPE_IMAGE[room.typeCode], ROOM_IMAGE_COUNT)),
        basePrice: room.priceKrw,
        refundable: room.refundable === 1,
        breakfast: room.breakfast === 1,
        policyText: room.policyText || null,
      })
      .returning({ id: roomTypes.id });
    const numbers = room.roomNos.length ? room.roomNos : roomNumbersFor(index, room.roomCount, taken);
    for (const n of numbers) taken.add(n);
    await tx.insert(rooms).values(numbers.map((roomNo) => ({ hotelId, roomTypeId: type!.id, roomNo, floor: floorOf(roomNo) })));
  }

  await tx.insert(hotelOwners).values({ userId: application.userId, hotelId });
  const [applicant] = await tx.select({ role: users.role }).from(users).where(eq(users.id, application.userId));
  if (applicant?.role === 'ROLE_USER') await tx.update(users).set({ role: 'ROLE_OWNER' }).where(eq(users.id, application.userId));
  return hotelId;
}
