import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amenityScope, hotelImageKind, hotelStatus } from './enums';
import { users } from './users.schema';

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    /** Stable ASCII code used in URLs and image names, e.g. `seoul`. */
    code: text('code').notNull(),
    /** Official full name, e.g. 서울특별시: what the search filter matches with regionExact. */
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    avgPrice: integer('avg_price').notNull(),
    imageUrl: text('image_url'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('regions_code_uq').on(t.code), uniqueIndex('regions_name_uq').on(t.name)],
);

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    address1: text('address1').notNull(),
    address2: text('address2'),
    postcode: text('postcode'),
    phone: text('phone'),
    gradeLevel: smallint('grade_level').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    coverImageUrl: text('cover_image_url'),
    businessNo: text('business_no'),
    description: text('description'),
    status: hotelStatus('status').notNull().default('ACTIVE'),
    /** Set while an administrator has suspended the hotel (status SUSPENDED), with the operator's reason. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspendReason: text('suspend_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    // Name and address lower-cased without whitespace, what search's text filters match: stored, so a search
    // compares plain text instead of running regexp_replace over every hotel (docs/performance.md).
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(name), '\\s+', '', 'g')`),
    addressKey: text('address_key')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(address1), '\\s+', '', 'g')`),
    // Every two adjacent characters of the two keys (search_text_grams, migration 0021), indexed by GIN: a typed
    // text of two characters or more is first narrowed to the hotels having all of its pairs, then matched by LIKE.
    textGrams: text('text_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_text_grams(regexp_replace(lower(name), '\\s+', '', 'g'), regexp_replace(lower(address1), '\\s+', '', 'g'))`),
  },
  (t) => [
    index('hotels_region_idx').on(t.regionId),
    index('hotels_text_grams_idx').using('gin', t.textGrams),
    index('hotels_status_idx').on(t.status),
    check('hotels_grade_ck', sql`${t.gradeLevel} between 1 and 5`),
    check('hotels_rating_ck', sql`${t.rating} between 0 and 5`),
  ],
);

export const hotelImages = pgTable(
  'hotel_images',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    url: text('url').notNull(),
    kind: hotelImageKind('kind').notNull().default('EXTERIOR'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('hotel_images_hotel_idx').on(t.hotelId, t.sortOrder)],
);

export const hotelOwners = pgTable(
  'hotel_owners',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The hotel-side index serves the ownership check every owner call makes (the old system's IDOR hole).
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index('hotel_owners_hotel_idx').on(t.hotelId)],
);

export const amenities = pgTable(
  'amenities',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    scope: amenityScope('scope').notNull().default('HOTEL'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('amenities_code_uq').on(t.code), index('amenities_scope_idx').on(t.scope, t.sortOrder)],
);

export const hotelAmenities = pgTable(
  'hotel_amenities',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id),
  },
  // amenity-first index answers "hotels having all of these amenities" without scanning every hotel.
  (t) => [primaryKey({ columns: [t.hotelId, t.amenityId] }), index('hotel_amenities_amenity_idx').on(t.amenityId)],
);
