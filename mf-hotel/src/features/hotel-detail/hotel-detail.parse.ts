import type { HotelAmenity, HotelDetail, RoomTypeOffer, StayRestriction } from './hotel-detail.types';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

const RESTRICTION_KINDS: readonly StayRestriction['kind'][] = ['MIN_STAY', 'CLOSED_TO_ARRIVAL', 'CLOSED_TO_DEPARTURE'];

/** The offer's stay restriction; null when absent (older answers) or unreadable (no kind or no message). */
function toRestriction(raw: unknown): StayRestriction | null {
  if (!isRecord(raw)) return null;
  const kind = RESTRICTION_KINDS.find((known) => known === raw['kind']);
  const message = str(raw['message']);
  if (!kind || message === null) return null;
  const minStay = num(raw['minStay']);
  return minStay === null ? { kind, message } : { kind, minStay, message };
}

function toOffer(raw: unknown): RoomTypeOffer | null {
  if (!isRecord(raw)) return null;
  const roomTypeId = num(raw['roomTypeId']);
  const name = str(raw['name']);
  if (roomTypeId === null || name === null) return null;
  return {
    roomTypeId,
    name,
    capacity: num(raw['capacity']) ?? 0,
    areaSqm: num(raw['areaSqm']),
    templateImageUrl: str(raw['templateImageUrl']),
    priceSum: num(raw['priceSum']),
    minRemaining: Math.max(0, num(raw['minRemaining']) ?? 0),
    nights: num(raw['nights']) ?? 0,
    ratePlanId: num(raw['ratePlanId']) ?? 1,
    // Older answers had no flag: every room was refundable by the hotel's tiers.
    refundable: raw['refundable'] !== false,
    restriction: toRestriction(raw['restriction']),
  };
}

function toAmenity(raw: unknown): HotelAmenity | null {
  if (!isRecord(raw)) return null;
  const name = str(raw['name']);
  if (name === null) return null;
  return { code: str(raw['code']) ?? name, name };
}

/**
 * A structural check of GET /api/hotels/{id}: an API drift becomes the page's failure state instead of a
 * broken screen, and optional lists default to empty, without shipping a schema library to the page.
 */
export function toHotelDetail(raw: unknown): HotelDetail {
  if (!isRecord(raw)) throw new TypeError('GET /hotels/{id}: unexpected answer');
  const hotelId = num(raw['hotelId']) ?? num(raw['id']);
  const name = str(raw['name']);
  if (hotelId === null || name === null) throw new TypeError('GET /hotels/{id}: hotelId and name are required');
  const roomTypes = Array.isArray(raw['roomTypes']) ? raw['roomTypes'].map(toOffer) : [];
  const amenities = Array.isArray(raw['amenities']) ? raw['amenities'].map(toAmenity) : [];
  return {
    hotelId,
    name,
    gradeLevel: num(raw['gradeLevel']) ?? 0,
    address: str(raw['address']) ?? '',
    phone: str(raw['phone']),
    rating: num(raw['rating']),
    reviewCount: num(raw['reviewCount']) ?? 0,
    latitude: num(raw['latitude']),
    longitude: num(raw['longitude']),
    coverImageUrl: str(raw['coverImageUrl']) ?? str(raw['cover']),
    gallery: strings(raw['gallery']),
    amenities: amenities.filter((item): item is HotelAmenity => item !== null),
    roomDefaults: strings(raw['roomDefaults']),
    checkInTime: str(raw['checkInTime']) ?? '15:00',
    checkOutTime: str(raw['checkOutTime']) ?? '12:00',
    lowestTotal: num(raw['lowestTotal']),
    roomTypes: roomTypes.filter((item): item is RoomTypeOffer => item !== null),
    cancellationLines: isRecord(raw['cancellationPolicy']) ? strings(raw['cancellationPolicy']['lines']) : [],
  };
}
