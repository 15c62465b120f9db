import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import * as schema from '../schema';
import { hashPassword } from '../../security/password-hasher';
import { seedMemberArea } from './member-area.seed';
import { seedMemberBookings } from './member-bookings.seed';
import { seedOwnerDemo } from './owner-demo.seed';
import { SEED_LOCK_KEY, seedReferenceData, writeReferenceData } from './reference-data.seed';
import { seedStayRestrictions } from './stay-restrictions.seed';
import { insertInventory, insertRows, resetSequences, writeGuestBookings } from './seed.writer';
import { seedSupport } from './support.seed';
import { buildGuestBookings } from './world-guest-bookings.builder';
import { buildCatalog } from './world-hotels.builder';
import { buildInventory } from './world-inventory.builder';
import { buildPeople, DEMO_ACCOUNTS, type PasswordKey } from './world-people.builder';

/** The fixed seed of the demo world; change it and every generated name, price and review changes. */
export const DEFAULT_SEED = 20240501;
export const DEFAULT_HOTEL_COUNT = 300;
const SEED_META_KEY = 'seed';

export interface SeedOptions {
  hotels?: number;
  seed?: number;
  /** Business date (YYYY-MM-DD, Asia/Seoul) the 120 nights of inventory start from. */
  today: string;
  /** One password for every demo account instead of the published ones (see start-seed.ts). */
  password?: string;
}

export interface SeedSummary {
  seeded: boolean;
  reason?: 'already-seeded' | 'not-empty';
  hotels?: number;
  roomTypes?: number;
  inventoryRows?: number;
  reviews?: number;
  users?: number;
  millis?: number;
}

export interface SeedMarker {
  seed: number;
  hotels: number;
  today: string;
  seededAt: string;
}

export async function readSeedMarker(db: Database): Promise<SeedMarker | undefined> {
  const rows = await db.select().from(schema.appMeta).where(eq(schema.appMeta.key, SEED_META_KEY));
  return rows[0]?.value as SeedMarker | undefined;
}

/**
 * Builds the demo world when the database has never been seeded and holds no users. Safe to call on every
 * start: an existing world (or real data) is never touched.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const hotelCount = options.hotels ?? DEFAULT_HOTEL_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  if (await readSeedMarker(db)) {
    // A world seeded before 세종 and 제주 existed gets their regions (reference data only; its hotels stay as they are).
    await seedReferenceData(db);
    return { seeded: false, reason: 'already-seeded' };
  }

  // Everything that takes time happens before the transaction opens.
  const catalog = buildCatalog(seed, hotelCount);
  const inventory = buildInventory(seed, catalog, options.today);
  const people = buildPeople(seed, catalog, options.today);
  const guestBookings = buildGuestBookings(seed, catalog, inventory.guestStays, people, options.today);
  const hashes = await hashDemoPasswords(options.password);

  const result = await db.transaction(async (tx) => {
    // Serialises seeding when several instances start against one empty PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const marker = await tx.select().from(schema.appMeta).where(eq(schema.appMeta.key, SEED_META_KEY));
    if (marker.length > 0) return { seeded: false, reason: 'already-seeded' } as const;
    const [users] = await tx.select({ n: count() }).from(schema.users);
    if ((users?.n ?? 0) > 0) return { seeded: false, reason: 'not-empty' } as const;

    // Regions and amenities (the catalog's rows, same ids): kept as they are when a start without the demo wrote them.
    await writeReferenceData(tx);
    await insertRows(
      tx,
      schema.hotels,
      catalog.hotels.map((h) => {
        const rating = people.ratings.get(h.id);
        return { ...h, rating: rating?.rating ?? 0, reviewCount: rating?.count ?? 0 };
      }),
    );
    await insertRows(tx, schema.hotelImages, catalog.hotelImages);
    await insertRows(tx, schema.hotelAmenities, catalog.hotelAmenities);
    await insertRows(tx, schema.roomTypes, catalog.roomTypes);
    await insertRows(tx, schema.rooms, catalog.rooms);
    await insertRows(
      tx,
      schema.users,
      people.users.map(({ passwordKey, ...user }) => ({ ...user, passwordHash: hashes[passwordKey] })),
    );
    await insertRows(tx, schema.hotelOwners, people.hotelOwners);
    await insertRows(tx, schema.coupons, people.coupons);
    await insertRows(tx, schema.couponIssuances, people.couponIssuances);
    await insertRows(tx, schema.bookings, people.bookings);
    await insertRows(tx, schema.bookingItems, people.bookingItems);
    await insertRows(tx, schema.payments, people.payments);
    // The sold-out nights' bookings, then the nights: each night's booked is the rooms of the bookings staying on it.
    await writeGuestBookings(tx, guestBookings);
    await insertInventory(tx, inventory);
    await seedStayRestrictions(tx, options.today);
    await insertRows(tx, schema.reviews, people.reviews);
    await insertRows(tx, schema.wishlists, people.wishlists);
    await resetSequences(tx);
    await seedMemberArea(tx, options.today);
    await seedMemberBookings(tx, options.today);
    await seedOwnerDemo(tx, options.today, seed);
    await seedSupport(tx, options.today);
    const value: SeedMarker = { seed, hotels: hotelCount, today: options.today, seededAt: new Date().toISOString() };
    await tx.insert(schema.appMeta).values({ key: SEED_META_KEY, value });
    return { seeded: true } as const;
  });

  if (!result.seeded) return result;
  return {
    seeded: true,
    hotels: catalog.hotels.length,
    roomTypes: catalog.roomTypes.length,
    inventoryRows: inventory.roomTypeId.length,
    reviews: people.reviews.length,
    users: people.users.length,
    millis: Math.round(performance.now() - started),
  };
}

/**
 * One argon2id hash per distinct password: hashing is deliberately slow, and reviewers share the member's. With
 * `password`, every demo account gets that one instead of the published ones.
 */
async function hashDemoPasswords(password?: string): Promise<Record<PasswordKey, string>> {
  if (password !== undefined) {
    const hash = await hashPassword(password);
    return { admin: hash, owner: hash, member: hash };
  }
  const [admin, owner, member] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.owner.password),
    hashPassword(DEMO_ACCOUNTS.member.password),
  ]);
  return { admin, owner, member };
}
