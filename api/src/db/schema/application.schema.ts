import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hotels } from './catalog.schema';
import { users } from './users.schema';

export const applicationStatus = pgEnum('application_status', ['PENDING', 'UNDER_REVIEW', 'NEEDS_INFO', 'APPROVED', 'REJECTED']);
export const applicationCoverType = pgEnum('application_cover_type', ['UPLOADED', 'TEMPLATE', 'NONE']);

/** One room type of an application (spec §3 roomsJson). */
export interface ApplicationRoomType {
  typeCode: 'STANDARD' | 'DELUXE' | 'SUITE' | 'PREMIUM';
  roomCount: number;
  roomNos: string[];
  capacity: number;
  sizeSqm: number;
  priceKrw: number;
  refundable: 0 | 1;
  breakfast: 0 | 1;
  policyText: string;
}

/** A request to list a hotel (member-and-operations §2 "Hotel application", §3, §4). */
export const hotelApplications = pgTable(
  'hotel_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ownerName: text('owner_name').notNull(),
    /** 3-2-5 digits, e.g. 123-45-67890. */
    businessNo: text('business_no').notNull(),
    phone: text('phone').notNull(),
    gradeLevel: smallint('grade_level').notNull(),
    hotelName: text('hotel_name').notNull(),
    /** The name without spaces and punctuation, lower-cased: two applications or hotels may not share it. */
    nameKey: text('name_key').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    postcode: text('postcode'),
    /** Official region name (one of the 15). */
    region: text('region').notNull(),
    coverImageType: applicationCoverType('cover_image_type').notNull().default('NONE'),
    coverImageUrl: text('cover_image_url'),
    coverImageTemplate: text('cover_image_template'),
    amenitiesCsv: text('amenities_csv').notNull().default(''),
    comment: text('comment'),
    roomsJson: jsonb('rooms_json').$type<ApplicationRoomType[]>().notNull(),
    status: applicationStatus('status').notNull().default('PENDING'),
    reviewMemo: text('review_memo'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    /** The live hotel an approval created. */
    hotelId: integer('hotel_id').references(() => hotels.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One open application per member: a second one is the spec's 409 "already received".
    uniqueIndex('hotel_applications_open_user_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('PENDING', 'UNDER_REVIEW', 'NEEDS_INFO')`),
    index('hotel_applications_queue_idx').on(t.status, t.createdAt),
    index('hotel_applications_user_idx').on(t.userId, t.createdAt),
    index('hotel_applications_name_key_idx').on(t.nameKey),
    check('hotel_applications_grade_ck', sql`${t.gradeLevel} between 1 and 5`),
  ],
);
