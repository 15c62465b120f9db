import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './booking.schema';
import { hotels } from './catalog.schema';
import { reportReason, reportStatus } from './enums';
import { roomTypes } from './rooms.schema';
import { users } from './users.schema';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    roomTypeId: integer('room_type_id').references(() => roomTypes.id),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('reviews_hotel_idx').on(t.hotelId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    // One review per stay.
    uniqueIndex('reviews_booking_uq')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null and ${t.deletedAt} is null`),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    url: text('url').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId)],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.id),
    reason: reportReason('reason').notNull(),
    detail: text('detail'),
    reporterType: text('reporter_type').notNull().default('USER'),
    status: reportStatus('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_uq').on(t.reviewId, t.reporterUserId),
    index('review_reports_status_idx').on(t.status, t.createdAt),
    check('review_reports_other_detail_ck', sql`${t.reason} <> 'OTHER' or coalesce(btrim(${t.detail}), '') <> ''`),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlists_user_hotel_uq').on(t.userId, t.hotelId), index('wishlists_hotel_idx').on(t.hotelId)],
);

/** The hotel owner's one reply to a review (its current text); every text it ever had is in review_reply_versions. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_replies_review_uq').on(t.reviewId), index('review_replies_hotel_idx').on(t.hotelId)],
);

export const reviewReplyVersions = pgTable(
  'review_reply_versions',
  {
    id: serial('id').primaryKey(),
    replyId: integer('reply_id')
      .notNull()
      .references(() => reviewReplies.id),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_reply_versions_reply_version_uq').on(t.replyId, t.version)],
);
