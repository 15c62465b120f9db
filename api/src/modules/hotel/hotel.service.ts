import {
  DEFAULT_RATE_PLAN_ID,
  HOTEL_CHECK_IN_TIME,
  HOTEL_CHECK_OUT_TIME,
  HOTEL_DETAIL_DEFAULT_GUESTS,
  SEARCH_MAX_NIGHTS,
  type HotelDetail,
  type HotelDetailQuery,
  type RoomTypeOffer,
} from 'shared-contracts/schemas';
import { addDays, businessToday, daysBetween, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { policyOf } from '../cancellation/cancellation-policy';
import { stayRestrictionBreach } from '../inventory/stay-restrictions';
import { stayRestrictionMessage } from '../inventory/stay-restrictions.messages';
import { SEARCH_MESSAGES } from '../search/search.service';
import { HOTEL_MESSAGES } from './hotel.messages';
import { findHotelAmenities, findHotelImages, findHotelStatus, findListableHotel, findRoomStays, type RoomStayRow } from './hotel.repository';

export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
}

/** The stay of a detail request: today/tomorrow (Asia/Seoul) and 2 guests by default, the search's date rules. */
export function resolveStay(query: HotelDetailQuery, clock: Clock): Stay {
  const today = businessToday(clock);
  const checkIn = query.checkIn ?? today;
  const checkOut = query.checkOut ?? addDays(checkIn, 1);
  if (checkIn < today) throw new AppError(400, 'VALIDATION_ERROR', HOTEL_MESSAGES.checkInInPast);
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) throw new AppError(400, 'VALIDATION_ERROR', SEARCH_MESSAGES.checkOutAfterCheckIn);
  if (nights > SEARCH_MAX_NIGHTS) throw new AppError(400, 'VALIDATION_ERROR', SEARCH_MESSAGES.tooManyNights);
  return { checkIn, checkOut, nights, guests: query.guests ?? HOTEL_DETAIL_DEFAULT_GUESTS };
}

/**
 * A room type is sellable for the stay when every night has inventory, is OPEN and has a room left, and the stay
 * keeps its stay restrictions (docs/decisions/0016). One that is not is still offered, without a price: sold out
 * (minRemaining 0), or with the restriction that refuses the stay and its Korean reason.
 */
export function toOffer(row: RoomStayRow, stay: Pick<Stay, 'checkIn' | 'checkOut' | 'nights'>): RoomTypeOffer {
  const { nights } = stay;
  const everyNight = row.coveredNights === nights;
  const minRemaining = everyNight ? Math.max(0, row.minRemaining ?? 0) : 0;
  const breach = stayRestrictionBreach(row.restrictionNights, stay.checkIn, stay.checkOut);
  return {
    roomTypeId: row.roomTypeId,
    name: row.name,
    capacity: row.capacity,
    areaSqm: row.areaSqm,
    templateImageUrl: row.templateImageUrl,
    priceSum: minRemaining > 0 && !breach ? row.total : null,
    minRemaining,
    nights,
    ratePlanId: DEFAULT_RATE_PLAN_ID,
    refundable: row.refundable,
    restriction: breach ? { ...breach, message: stayRestrictionMessage(breach) } : null,
  };
}

/** Sellable offers cheapest first, then sold-out ones by list price; ties by id. */
function orderOffers(offers: { offer: RoomTypeOffer; basePrice: number }[]): RoomTypeOffer[] {
  return offers
    .sort((a, b) => {
      const pa = a.offer.priceSum;
      const pb = b.offer.priceSum;
      if ((pa === null) !== (pb === null)) return pa === null ? 1 : -1;
      const byPrice = pa !== null && pb !== null ? pa - pb : a.basePrice - b.basePrice;
      return byPrice !== 0 ? byPrice : a.offer.roomTypeId - b.offer.roomTypeId;
    })
    .map((entry) => entry.offer);
}

export class HotelService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async detail(hotelId: number, query: HotelDetailQuery): Promise<HotelDetail> {
    const stay = resolveStay(query, this.clock);
    // All five reads at once: an unknown hotel's three others find nothing, and a known one waits for one round.
    const [hotel, images, amenities, rooms, cancellationPolicy] = await Promise.all([
      findListableHotel(this.db, hotelId),
      findHotelImages(this.db, hotelId),
      findHotelAmenities(this.db, hotelId),
      findRoomStays(this.db, hotelId, stay.checkIn, stay.checkOut, stay.guests),
      policyOf(this.db, hotelId),
    ]);
    if (!hotel) {
      // A suspended hotel is there but not bookable for now: the page says so rather than 'not found'.
      if ((await findHotelStatus(this.db, hotelId)) === 'SUSPENDED') throw new AppError(410, 'HOTEL_SUSPENDED', HOTEL_MESSAGES.hotelSuspended);
      throw new AppError(404, 'HOTEL_NOT_FOUND', HOTEL_MESSAGES.hotelNotFound);
    }
    const roomTypes = orderOffers(rooms.map((row) => ({ offer: toOffer(row, stay), basePrice: row.basePrice })));
    const prices = roomTypes.map((offer) => offer.priceSum).filter((price): price is number => price !== null);
    const gallery = [
      ...new Set([
        ...(hotel.coverImageUrl ? [hotel.coverImageUrl] : []),
        ...images.filter((image) => image.kind !== 'ROOM').map((image) => image.url),
      ]),
    ];
    return {
      hotelId: hotel.id,
      name: hotel.name,
      gradeLevel: hotel.gradeLevel,
      address: [hotel.address1, hotel.address2].filter((part) => part && part.trim() !== '').join(' '),
      phone: hotel.phone,
      // A hotel nobody has reviewed has no rating (as in search), not a rating of 0.
      rating: hotel.reviewCount > 0 ? Number(hotel.rating) : null,
      reviewCount: hotel.reviewCount,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      coverImageUrl: hotel.coverImageUrl,
      gallery,
      amenities,
      roomDefaults: [...new Set(images.filter((image) => image.kind === 'ROOM').map((image) => image.url))],
      checkInTime: HOTEL_CHECK_IN_TIME,
      checkOutTime: HOTEL_CHECK_OUT_TIME,
      lowestTotal: prices.length > 0 ? Math.min(...prices) : null,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: stay.guests,
      roomTypes,
      cancellationPolicy,
    };
  }
}
