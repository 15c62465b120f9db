import type { hotelAmenities, hotelImages, hotels, roomTypes, rooms } from '../schema';
import type { HousekeepingStatus, RoomTypeCode } from '../schema/enums';
import { hotelExteriorUrl, HOTEL_EXTERIOR_COUNT, roomImageUrl } from '../../images/image-catalog';
import {
  AMENITY_SEEDS,
  HOTEL_BRAND_WORDS,
  HOTEL_DESCRIPTIONS,
  HOTEL_NAME_PATTERNS,
  RESORT_PATTERNS,
  ROOM_POLICY_TEXTS,
  ROOM_TYPE_TEMPLATES,
} from './catalog.data';
import { Prng } from './prng';
import { referenceAmenityRows, referenceRegionRows, type AmenityRow, type RegionRow } from './reference-data.seed';
import { REGION_SEEDS, type RegionSeed } from './regions.data';

type Grade = 1 | 2 | 3 | 4 | 5;

export interface CatalogWorld {
  regions: RegionRow[];
  amenities: AmenityRow[];
  hotels: (typeof hotels.$inferInsert & { id: number })[];
  hotelImages: (typeof hotelImages.$inferInsert)[];
  hotelAmenities: (typeof hotelAmenities.$inferInsert)[];
  roomTypes: (typeof roomTypes.$inferInsert & { id: number; hotelId: number; basePrice: number })[];
  rooms: (typeof rooms.$inferInsert)[];
  /** Per hotel: how busy it is (0..1), used by the inventory and review builders. */
  popularity: Map<number, number>;
  regionOfHotel: Map<number, RegionSeed>;
}

// Relative share of hotels per region once every region has one; tourist regions get more (제주 the most after 서울).
const REGION_WEIGHTS: Record<string, number> = {
  seoul: 18,
  busan: 11,
  gyeonggi: 9,
  gangwon: 10,
  incheon: 6,
  jeonnam: 6,
  gyeongnam: 6,
  gyeongbuk: 6,
  jeonbuk: 5,
  daegu: 4,
  daejeon: 3,
  chungnam: 4,
  chungbuk: 3,
  ulsan: 3,
  gwangju: 3,
  sejong: 2,
  jeju: 14,
};
const GRADE_WEIGHTS: readonly (readonly [Grade, number])[] = [
  [1, 8],
  [2, 17],
  [3, 35],
  [4, 27],
  [5, 13],
];
// A grade-3 hotel charges the region's average for its standard room; other grades scale from there.
const GRADE_PRICE_FACTOR: Record<Grade, number> = { 1: 0.62, 2: 0.8, 3: 1, 4: 1.32, 5: 1.8 };

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function buildCatalog(seed: number, hotelCount: number): CatalogWorld {
  // The same rows (and ids) production writes as reference data without the demo world.
  const world: CatalogWorld = {
    regions: referenceRegionRows(),
    amenities: referenceAmenityRows(),
    hotels: [],
    hotelImages: [],
    hotelAmenities: [],
    roomTypes: [],
    rooms: [],
    popularity: new Map(),
    regionOfHotel: new Map(),
  };

  const placement = Prng.derive(seed, 'placement');
  const naming = Prng.derive(seed, 'naming');
  const details = Prng.derive(seed, 'details');
  const usedNames = new Set<string>();
  const weights = REGION_SEEDS.map((r) => [r, REGION_WEIGHTS[r.code] ?? 3] as const);

  for (let i = 0; i < hotelCount; i++) {
    const id = i + 1;
    // The first hotels cover every region once (the 15, then 세종 and 제주), so even a small test world has them all.
    const region = i < REGION_SEEDS.length ? REGION_SEEDS[i]! : placement.weighted(weights);
    const regionId = REGION_SEEDS.indexOf(region) + 1;
    const district = placement.pick(region.districts);
    const grade = details.weighted(GRADE_WEIGHTS);
    const name = uniqueHotelName(naming, region, district.label, grade, usedNames);
    const road = details.pick(district.roads);
    const coverNo = details.int(1, HOTEL_EXTERIOR_COUNT);
    const cover = hotelExteriorUrl(coverNo);
    world.hotels.push({
      id,
      name,
      regionId,
      address1: [region.name, district.name, road, details.int(1, 320)].filter(Boolean).join(' '),
      address2: details.chance(0.3) ? `${details.int(1, 3)}층 로비` : null,
      postcode: postcode(details, region),
      phone: phoneNumber(details, region.phoneAreaCode),
      gradeLevel: grade,
      latitude: round6(district.lat + (details.next() - 0.5) * 0.02),
      longitude: round6(district.lon + (details.next() - 0.5) * 0.025),
      coverImageUrl: cover,
      businessNo: `${details.int(101, 899)}-${details.int(10, 99)}-${details.int(10000, 99999)}`,
      description: details.pick(HOTEL_DESCRIPTIONS),
      status: 'ACTIVE',
    });
    world.popularity.set(id, Math.min(0.95, 0.3 + details.next() * 0.45 + grade * 0.03));
    world.regionOfHotel.set(id, region);

    const secondExterior = ((coverNo + details.int(1, HOTEL_EXTERIOR_COUNT - 1) - 1) % HOTEL_EXTERIOR_COUNT) + 1;
    world.hotelImages.push(
      { hotelId: id, url: cover, kind: 'EXTERIOR', sortOrder: 0 },
      { hotelId: id, url: hotelExteriorUrl(secondExterior), kind: 'EXTERIOR', sortOrder: 1 },
      { hotelId: id, url: roomImageUrl(details.int(1, 8)), kind: 'ROOM', sortOrder: 2 },
    );
    for (const amenityId of pickAmenities(details, grade, region)) world.hotelAmenities.push({ hotelId: id, amenityId });
    addRoomTypes(world, details, id, grade, region);
  }
  return world;
}

function uniqueHotelName(prng: Prng, region: RegionSeed, place: string, grade: Grade, used: Set<string>): string {
  for (let attempt = 0; attempt < 30; attempt++) {
    const resort = region.scenery !== 'city' && grade >= 3 && prng.chance(0.3);
    const pattern = resort ? prng.pick(RESORT_PATTERNS[region.scenery as 'coast' | 'mountain']) : prng.pick(HOTEL_NAME_PATTERNS[grade]);
    const name = pattern.replace('{b}', prng.pick(HOTEL_BRAND_WORDS)).replace('{p}', place);
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  // Very large worlds exhaust the combinations: number the branch like real chains do.
  let branch = 2;
  const base = `${prng.pick(HOTEL_BRAND_WORDS)} 호텔 ${place}`;
  while (used.has(`${base} ${branch}호점`)) branch++;
  used.add(`${base} ${branch}호점`);
  return `${base} ${branch}호점`;
}

function postcode(prng: Prng, region: RegionSeed): string {
  const [from, to] = region.postcodePrefix;
  return `${String(prng.int(from, to)).padStart(2, '0')}${String(prng.int(0, 999)).padStart(3, '0')}`;
}

function phoneNumber(prng: Prng, areaCode: string): string {
  const middle = areaCode === '02' ? prng.int(2000, 9999) : prng.int(200, 999);
  return `${areaCode}-${middle}-${String(prng.int(0, 9999)).padStart(4, '0')}`;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function pickAmenities(prng: Prng, grade: Grade, region: RegionSeed): number[] {
  const chosen: number[] = [];
  AMENITY_SEEDS.forEach((a, index) => {
    if (a.scope !== 'HOTEL') return;
    const luxury = (grade - 1) / 4;
    const p: Record<string, number> = {
      FREE_WIFI: 0.97,
      PARKING: 0.85,
      FRONT_DESK_24H: 0.5 + luxury * 0.5,
      LUGGAGE: 0.6 + luxury * 0.3,
      POOL: 0.05 + luxury * 0.6,
      FITNESS: 0.15 + luxury * 0.75,
      RESTAURANT: 0.25 + luxury * 0.7,
      BREAKFAST: 0.45 + luxury * 0.5,
      LOUNGE_BAR: luxury * 0.7,
      CAFE: 0.3 + luxury * 0.3,
      LAUNDRY: 0.3 + luxury * 0.5,
      EV_CHARGING: 0.2 + luxury * 0.4,
      KIDS_CLUB: luxury * 0.4,
      CONVENIENCE_STORE: 0.35,
      MEETING_ROOM: 0.1 + luxury * 0.6,
      BBQ: region.scenery === 'city' ? 0.03 : 0.3,
      BEACH: region.scenery === 'coast' ? 0.45 : 0,
      PET_FRIENDLY: 0.12,
      BUSINESS_CENTER: 0.1 + luxury * 0.5,
      AIRPORT_SHUTTLE: region.code === 'incheon' ? 0.6 : 0.04 + luxury * 0.1,
      FREE_CANCELLATION: 0.4,
      SPA_SAUNA: 0.08 + luxury * 0.5,
      ROOM_SERVICE: luxury * 0.85,
      ACCESSIBILITY: 0.2 + luxury * 0.6,
    };
    if (prng.chance(p[a.code] ?? 0)) chosen.push(index + 1);
  });
  return chosen;
}

function roomTypeCodes(prng: Prng, grade: Grade): RoomTypeCode[] {
  if (grade >= 4) return prng.chance(0.85) ? ['STANDARD', 'DELUXE', 'SUITE', 'PREMIUM'] : ['STANDARD', 'DELUXE', 'SUITE'];
  if (grade === 3)
    return prng.chance(0.5)
      ? ['STANDARD', 'DELUXE', 'SUITE']
      : prng.chance(0.5)
        ? ['STANDARD', 'DELUXE']
        : ['STANDARD', 'DELUXE', 'SUITE', 'PREMIUM'];
  return prng.chance(0.7) ? ['STANDARD', 'DELUXE'] : ['STANDARD'];
}

const ROOM_IMAGE_BY_TYPE: Record<RoomTypeCode, readonly [number, number]> = {
  STANDARD: [1, 2],
  DELUXE: [3, 4],
  SUITE: [5, 6],
  PREMIUM: [7, 8],
};

function addRoomTypes(world: CatalogWorld, prng: Prng, hotelId: number, grade: Grade, region: RegionSeed): void {
  const standardPrice = region.avgPrice * GRADE_PRICE_FACTOR[grade] * (0.9 + prng.next() * 0.2);
  // Standard rooms on the lower floors, suites and premium rooms at the top, as hotels usually stack them.
  let floor = prng.int(2, grade >= 4 ? 5 : 3);
  for (const code of roomTypeCodes(prng, grade)) {
    const t = ROOM_TYPE_TEMPLATES[code];
    const id = world.roomTypes.length + 1;
    world.roomTypes.push({
      id,
      hotelId,
      typeCode: code,
      name: prng.pick(t.names),
      capacity: prng.int(t.capacity[0], t.capacity[1]),
      areaSqm: prng.int(t.area[0], t.area[1]),
      templateImageUrl: roomImageUrl(prng.pick(ROOM_IMAGE_BY_TYPE[code])),
      basePrice: Math.max(30000, roundTo(standardPrice * t.priceFactor, 1000)),
      refundable: prng.chance(0.8),
      breakfast: grade >= 4 ? prng.chance(0.6) : prng.chance(0.25),
      policyText: prng.pick(ROOM_POLICY_TEXTS),
    });
    const count = prng.int(t.rooms[0], t.rooms[1]) + (grade >= 4 && code === 'STANDARD' ? 6 : 0);
    const perFloor = code === 'STANDARD' || code === 'DELUXE' ? prng.int(6, 10) : 3;
    for (let n = 0; n < count; n++) {
      if (n > 0 && n % perFloor === 0) floor++;
      world.rooms.push({
        hotelId,
        roomTypeId: id,
        roomNo: `${floor}${String((n % perFloor) + 1).padStart(2, '0')}`,
        floor,
        housekeeping: prng.weighted<HousekeepingStatus>([
          ['CLEAN', 80],
          ['INSPECTED', 8],
          ['DIRTY', 10],
          ['OUT_OF_ORDER', 2],
        ]),
      });
    }
    floor++;
  }
}
