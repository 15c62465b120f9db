import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * E-mail codes (sign-up and find-password). Only a keyed hash of the code is stored; any instance can
 * verify. The newest row per (email, purpose) is the live one: sending again supersedes the older ones.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** SIGNUP or RESET_PASSWORD. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    requestIp: text('request_ip'),
  },
  (t) => [index('email_verifications_lookup_idx').on(t.email, t.purpose, t.id), check('email_verifications_attempts_ck', sql`${t.attempts} >= 0`)],
);

/** Refresh tokens (hashed). One family per login; every refresh rotates within the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The family's absolute lifetime is counted from here. */
    familyStartedAt: timestamp('family_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Solved bot-check challenges already used once (kept until the challenge expires): replays fail. */
export const captchaUsed = pgTable('captcha_used', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Failed logins per login ID (existing or not, so both answer alike) and client address (IPv4, or an IPv6 /64):
 * five within the hour lock that address out of that login ID only, never the account for everyone. The sum over
 * an ID's addresses is its account-wide figure, which asks for a harder bot check instead of locking
 * (docs/decisions/0011-login-throttling-and-session-revocation.md).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    loginId: text('login_id').notNull(),
    clientKey: text('client_key').notNull(),
    failedCount: integer('failed_count').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.loginId, t.clientKey] }),
    index('login_throttles_last_failed_idx').on(t.lastFailedAt),
    check('login_throttles_failed_count_ck', sql`${t.failedCount} > 0`),
  ],
);

/** Client addresses that get the harder bot-check challenge until `until` (they tried an account past its ceiling). */
export const botCheckEscalations = pgTable('bot_check_escalations', {
  clientKey: text('client_key').primaryKey(),
  until: timestamp('until', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Mail written while no SMTP server is configured (read at GET /api/dev/mailbox outside production). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.recipient, t.id)],
);

/** Social-login identities linked to an account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);
