import type { bookingItems, bookings, couponIssuances, coupons, hotelOwners, payments, reviews, users, wishlists } from '../schema';
import { addDays } from '../../clock';
import { GIVEN_NAMES, REVIEW_SENTENCES, SURNAMES } from './people.data';
import { Prng } from './prng';
import type { CatalogWorld } from './world-hotels.builder';

/** The demo accounts listed in the README. Reviewer accounts share the member password. */
export const DEMO_ACCOUNTS = {
  admin: { loginId: 'admin0001', password: 'Admin!2345678' },
  owner: { loginId: 'owner0001', password: 'Owner!2345678' },
  owner2: { loginId: 'owner0002', password: 'Owner!2345678' },
  member: { loginId: 'member0001', password: 'Member!2345678' },
} as const;
/** owner0002 shares owner0001's password (one hash for both). */
export type PasswordKey = 'admin' | 'owner' | 'member';

export const WELCOME_COUPON = { code: 'WELCOME10000', title: '신규 가입 축하 쿠폰', amount: 10000, validDays: 30 } as const;

export interface PeopleWorld {
  users: (typeof users.$inferInsert & { id: number; passwordKey: PasswordKey })[];
  hotelOwners: (typeof hotelOwners.$inferInsert)[];
  coupons: (typeof coupons.$inferInsert & { id: number })[];
  couponIssuances: (typeof couponIssuances.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert & { id: number })[];
  bookingItems: (typeof bookingItems.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  wishlists: (typeof wishlists.$inferInsert)[];
  /** hotelId → [rating, reviewCount] computed from the generated reviews. */
  ratings: Map<number, { rating: number; count: number }>;
}

const ADMIN_ID = 1;
const OWNER_ID = 2;
const MEMBER_ID = 3;

/** A Korean wall-clock time on a business date, as an instant. */
const seoulTime = (date: string, hour: number, minute: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+09:00`);

export function buildPeople(seed: number, catalog: CatalogWorld, today: string): PeopleWorld {
  const prng = Prng.derive(seed, 'people');
  const world: PeopleWorld = {
    users: [
      {
        id: ADMIN_ID,
        passwordKey: 'admin',
        loginId: DEMO_ACCOUNTS.admin.loginId,
        email: 'admin0001@example.com',
        name: '운영관리자',
        phone: '010-1000-0001',
        gender: 'UNKNOWN',
        role: 'ROLE_ADMIN',
      },
      {
        id: OWNER_ID,
        passwordKey: 'owner',
        loginId: DEMO_ACCOUNTS.owner.loginId,
        email: 'owner0001@example.com',
        name: '정호텔',
        phone: '010-2000-0001',
        gender: 'MALE',
        birthDate: '1978-09-21',
        role: 'ROLE_OWNER',
      },
      {
        id: MEMBER_ID,
        passwordKey: 'member',
        loginId: DEMO_ACCOUNTS.member.loginId,
        email: 'member0001@example.com',
        name: '김민지',
        phone: '010-3000-0001',
        gender: 'FEMALE',
        birthDate: '1994-04-12',
        role: 'ROLE_USER',
        address1: '서울특별시 마포구 양화로 45',
        address2: '301호',
        postcode: '04036',
        profileImageType: 'TEMPLATE',
        profileImageTemplate: 'T1',
        coverImageType: 'TEMPLATE',
        coverImageTemplate: 'C1',
      },
    ],
    hotelOwners: [],
    coupons: [{ id: 1, ...WELCOME_COUPON, stackable: false, active: true }],
    couponIssuances: [{ couponId: 1, userId: MEMBER_ID, status: 'AVAILABLE', validFrom: today, validTo: addDays(today, WELCOME_COUPON.validDays) }],
    bookings: [],
    bookingItems: [],
    payments: [],
    reviews: [],
    wishlists: [],
    ratings: new Map(),
  };

  const reviewerCount = Math.max(30, Math.min(400, Math.ceil(catalog.hotels.length / 4)));
  for (let i = 0; i < reviewerCount; i++) {
    const given = prng.pick(GIVEN_NAMES);
    const seq = String(i + 2).padStart(4, '0');
    world.users.push({
      id: world.users.length + 1,
      passwordKey: 'member',
      loginId: `member${seq}`,
      email: `member${seq}@example.com`,
      name: `${prng.weighted(SURNAMES)}${given.name}`,
      gender: given.gender,
      phone: `010-${prng.int(2000, 9999)}-${String(prng.int(0, 9999)).padStart(4, '0')}`,
      birthDate: `${prng.int(1965, 2004)}-${String(prng.int(1, 12)).padStart(2, '0')}-${String(prng.int(1, 28)).padStart(2, '0')}`,
      role: 'ROLE_USER',
    });
  }
  const reviewerIds = world.users.filter((u) => u.id > MEMBER_ID).map((u) => u.id);

  // The owner runs a handful of hotels spread over different regions.
  const hotelIds = catalog.hotels.map((h) => h.id);
  const owned = [0, 2, 8, 14].map((i) => hotelIds[i]).filter((id): id is number => id !== undefined);
  for (const hotelId of owned.length > 0 ? owned : hotelIds.slice(0, 1)) world.hotelOwners.push({ userId: OWNER_ID, hotelId });

  const typesByHotel = new Map<number, CatalogWorld['roomTypes']>();
  for (const t of catalog.roomTypes) typesByHotel.set(t.hotelId, [...(typesByHotel.get(t.hotelId) ?? []), t]);

  const stay = (userId: number, hotelId: number, daysAgo: number, reviewed: boolean) => {
    const type = prng.pick(typesByHotel.get(hotelId) ?? []);
    const nights = prng.weighted([
      [1, 6],
      [2, 3],
      [3, 1],
    ] as const);
    const checkIn = addDays(today, -daysAgo);
    const checkOut = addDays(checkIn, nights);
    const id = world.bookings.length + 1;
    const bookingNo = `HB${checkIn.replaceAll('-', '')}-${String(id).padStart(6, '0')}`;
    const user = world.users[userId - 1]!;
    const bookedAt = seoulTime(addDays(checkIn, -prng.int(3, 40)), prng.int(8, 23), prng.int(0, 59));
    let subtotal = 0;
    for (let n = 0; n < nights; n++) {
      world.bookingItems.push({ bookingId: id, roomTypeId: type.id, stayDate: addDays(checkIn, n), price: type.basePrice });
      subtotal += type.basePrice;
    }
    world.bookings.push({
      id,
      bookingNo,
      userId,
      hotelId,
      roomTypeId: type.id,
      checkIn,
      checkOut,
      nights,
      guests: Math.min(type.capacity, 2),
      leadName: user.name,
      leadPhone: user.phone ?? null,
      subtotal,
      totalAmount: subtotal,
      status: 'CONFIRMED',
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    world.payments.push({
      bookingId: id,
      orderId: `ORD-${bookingNo}`,
      paymentKey: `sandbox_${seed}_${id}`,
      amount: subtotal,
      status: 'DONE',
      provider: 'SANDBOX',
      method: '카드',
      approvedAt: bookedAt,
      createdAt: bookedAt,
    });
    if (!reviewed) return;
    const region = catalog.regionOfHotel.get(hotelId);
    const grade = catalog.hotels[hotelId - 1]?.gradeLevel ?? 3;
    const quality = 3.2 + grade * 0.25 + ((catalog.popularity.get(hotelId) ?? 0.5) - 0.5);
    const rating = Math.max(1, Math.min(5, Math.round(quality + (prng.next() + prng.next() - 1) * 1.6)));
    const writtenOn = [addDays(checkOut, prng.int(0, 10)), addDays(today, -1)].sort()[0]!;
    world.reviews.push({
      hotelId,
      userId,
      bookingId: id,
      roomTypeId: type.id,
      rating,
      comment: reviewComment(prng, rating, region?.scenery ?? 'city'),
      createdAt: seoulTime(writtenOn, prng.int(9, 23), prng.int(0, 59)),
    });
  };

  for (const hotel of catalog.hotels) {
    const popularity = catalog.popularity.get(hotel.id) ?? 0.5;
    const count = prng.chance(0.06) ? 0 : prng.int(1, Math.round(6 + popularity * 22));
    for (let r = 0; r < count; r++) stay(prng.pick(reviewerIds), hotel.id, prng.int(5, 360), true);
  }
  // The demo member has one reviewed stay and two paid, checked-out stays at other hotels still waiting for a review.
  stay(MEMBER_ID, hotelIds[1] ?? hotelIds[0]!, 45, true);
  stay(MEMBER_ID, hotelIds[0]!, 6, false);
  stay(MEMBER_ID, hotelIds[2] ?? hotelIds.at(-1)!, 20, false);
  for (const hotelId of hotelIds.slice(3, 6)) world.wishlists.push({ userId: MEMBER_ID, hotelId });

  for (const review of world.reviews) {
    const entry = world.ratings.get(review.hotelId) ?? { rating: 0, count: 0 };
    entry.rating += review.rating;
    entry.count += 1;
    world.ratings.set(review.hotelId, entry);
  }
  for (const entry of world.ratings.values()) entry.rating = Math.round((entry.rating / entry.count) * 10) / 10;
  addSecondOwner(world, hotelIds);
  return world;
}

/**
 * owner0002 runs hotels of its own (none of owner0001's), so every owner screen can be tried as two owners who
 * must never see each other's data. Added last: the ids of everybody else do not move.
 */
function addSecondOwner(world: PeopleWorld, hotelIds: number[]): void {
  const id = world.users.length + 1;
  world.users.push({
    id,
    passwordKey: 'owner',
    loginId: DEMO_ACCOUNTS.owner2.loginId,
    email: 'owner0002@example.com',
    name: '한바다',
    phone: '010-2000-0002',
    gender: 'FEMALE',
    birthDate: '1983-02-14',
    role: 'ROLE_OWNER',
  });
  const owned = new Set(world.hotelOwners.map((o) => o.hotelId));
  const theirs = [1, 5, 11].map((i) => hotelIds[i]).filter((h): h is number => h !== undefined && !owned.has(h));
  for (const hotelId of theirs) world.hotelOwners.push({ userId: id, hotelId });
}

function reviewComment(prng: Prng, rating: number, scenery: 'city' | 'coast' | 'mountain'): string {
  const tone = rating >= 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
  const parts: string[] = prng.sample<string>(REVIEW_SENTENCES[tone], prng.int(1, 2));
  if (rating >= 4 && prng.chance(0.5)) parts.push(prng.pick(REVIEW_SENTENCES[scenery]));
  if (rating === 3 && prng.chance(0.5)) parts.unshift(prng.pick(REVIEW_SENTENCES.good));
  return parts.join(' ');
}
