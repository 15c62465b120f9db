import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userRole } from './enums';
import { users } from './users.schema';

/**
 * Every owner and admin write (ARCHITECTURE §7 "Audit log"): who did what to which row, the row before and after,
 * the request id and address. Written in the caller's transaction, so a write and its record stand or fall together.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorRole: userRole('actor_role').notNull(),
    /** The hotel an owner write concerns (null for platform-wide admin writes). */
    hotelId: integer('hotel_id'),
    /** Verb in the past tense, e.g. NOTICE_CREATED, TICKET_ANSWERED. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_hotel_idx').on(t.hotelId, t.createdAt),
    // The back office's audit page: newest first, filtered by action.
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
