import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { gender, imageSource, userRole } from './enums';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull(),
    email: text('email').notNull(),
    // Null for accounts created through social login only.
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    phone: text('phone'),
    gender: gender('gender').notNull().default('UNKNOWN'),
    birthDate: date('birth_date', { mode: 'string' }),
    address1: text('address1'),
    address2: text('address2'),
    postcode: text('postcode'),
    role: userRole('role').notNull().default('ROLE_USER'),
    /** Locked by an administrator (back office): no login, no refresh, no request until unlocked; apart from login_throttles. */
    adminLockedAt: timestamp('admin_locked_at', { withTimezone: true, mode: 'date' }),
    adminLockReason: text('admin_lock_reason'),
    /**
     * Carried by every access token (claim `sv`); raised by a lock, a role change, a password change or reset and
     * logout-everywhere, so tokens signed before it are refused on their next request (plugins/auth.ts).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    profileImageType: imageSource('profile_image_type').notNull().default('NONE'),
    profileImageUrl: text('profile_image_url'),
    profileImageTemplate: text('profile_image_template'),
    coverImageType: imageSource('cover_image_type').notNull().default('NONE'),
    coverImageUrl: text('cover_image_url'),
    coverImageTemplate: text('cover_image_template'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Withdrawal is a soft delete: personal data is retained for a grace period (spec: 5 days) before purging.
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('users_login_id_uq').on(t.loginId), uniqueIndex('users_email_uq').on(t.email), index('users_role_idx').on(t.role)],
);
