import { APPLICATION_ROOM_TYPE_LABELS, DERIVED_AMENITY_CODES } from 'shared-contracts/hotel-application';
import type { Transaction } from '../../db/database';
import type { hotelApplications } from '../../db/schema';
import { HOTEL_EXTERIOR_COUNT, hotelExteriorUrl, roomImageUrl, ROOM_IMAGE_COUNT } from '../../images/image-catalog';
import { floorOf, roomNumbersFor } from './application-rules';
import {
  findHotelAmenityIds,
  findRegionId,
  findUserRole,
  insertHotel,
  insertHotelAmenities,
  insertHotelImage,
  insertHotelOwner,
  insertRooms,
  insertRoomType,
  setUserRole,
} from './hotel-listing.repository';

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
  const regionId = await findRegionId(tx, application.region);
  const hotelId = await insertHotel(tx, {
    name: application.hotelName,
    regionId: regionId!,
    address1: application.address1,
    address2: application.address2,
    postcode: application.postcode,
    phone: application.phone,
    gradeLevel: application.gradeLevel,
    coverImageUrl: coverOf(application),
    businessNo: application.businessNo,
    description: application.comment,
    status: 'ACTIVE',
  });
  await insertHotelImage(tx, { hotelId, url: coverOf(application), kind: 'EXTERIOR', sortOrder: 0 });

  // The facilities chosen, plus breakfast and free cancellation when a room type offers them (the form asks per type).
  const codes = [...new Set(application.amenitiesCsv.split(',').filter(Boolean))];
  if (application.roomsJson.some((r) => r.breakfast === 1)) codes.push(DERIVED_AMENITY_CODES.breakfast);
  if (application.roomsJson.some((r) => r.refundable === 1)) codes.push(DERIVED_AMENITY_CODES.refundable);
  if (codes.length) {
    const amenityIds = await findHotelAmenityIds(tx, codes);
    if (amenityIds.length) await insertHotelAmenities(tx, hotelId, amenityIds);
  }

  const taken = new Set(application.roomsJson.flatMap((r) => r.roomNos));
  for (const [index, room] of application.roomsJson.entries()) {
    const roomTypeId = await insertRoomType(tx, {
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
    });
    const numbers = room.roomNos.length ? room.roomNos : roomNumbersFor(index, room.roomCount, taken);
    for (const n of numbers) taken.add(n);
    await insertRooms(
      tx,
      numbers.map((roomNo) => ({ hotelId, roomTypeId, roomNo, floor: floorOf(roomNo) })),
    );
  }

  // The applicant becomes the hotel's owner; a member gets the OWNER role (an administrator keeps theirs).
  await insertHotelOwner(tx, application.userId, hotelId);
  if ((await findUserRole(tx, application.userId)) === 'ROLE_USER') await setUserRole(tx, application.userId, 'ROLE_OWNER');
  return hotelId;
}
