import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hotels } from './catalog.schema';
import { housekeepingStatus, inventoryStatus, roomTypeCode } from './enums';

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    typeCode: roomTypeCode('type_code').notNull(),
    name: text('name').notNull(),
    capacity: smallint('capacity').notNull(),
    areaSqm: smallint('area_sqm').notNull(),
    templateImageUrl: text('template_image_url'),
    basePrice: integer('base_price').notNull(),
    refundable: boolean('refundable').notNull().default(true),
    breakfast: boolean('breakfast').notNull().default(false),
    policyText: text('policy_text'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One row per type per hotel: the owner calendar shows exactly STD/DLX/STE/PRM per day.
    uniqueIndex('room_types_hotel_type_uq').on(t.hotelId, t.typeCode),
    check('room_types_capacity_ck', sql`${t.capacity} >= 1`),
    check('room_types_area_ck', sql`${t.areaSqm} >= 1`),
    check('room_types_price_ck', sql`${t.basePrice} >= 0`),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    roomNo: text('room_no').notNull(),
    floor: smallint('floor').notNull(),
    housekeeping: housekeepingStatus('housekeeping').notNull().default('CLEAN'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('rooms_hotel_no_uq').on(t.hotelId, t.roomNo), index('rooms_room_type_idx').on(t.roomTypeId)],
);

export const roomInventory = pgTable(
  'room_inventory',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    // Denormalised from room_types so search can read a hotel's nights without a join on every row.
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    allotment: integer('allotment').notNull(),
    booked: integer('booked').notNull().default(0),
    price: integer('price').notNull(),
    status: inventoryStatus('status').notNull().default('OPEN'),
    // Stay restrictions (docs/decisions/0016), read as Booking.com and OCA pms read them: a stay ARRIVING on this
    // date must last at least minStay nights; no stay may arrive on a closedToArrival date; no stay may DEPART
    // (check out) on a closedToDeparture date. Nights in the middle of a stay are not restricted by them.
    minStay: smallint('min_stay').notNull().default(1),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.stayDate] }),
    index('room_inventory_date_hotel_idx').on(t.stayDate, t.hotelId),
    // Last line of defence against overselling, whatever the application code does.
    check('room_inventory_booked_ck', sql`${t.booked} >= 0 and ${t.booked} <= ${t.allotment}`),
    check('room_inventory_price_ck', sql`${t.price} >= 0`),
    check('room_inventory_min_stay_ck', sql`${t.minStay} between 1 and 30`),
  ],
);
