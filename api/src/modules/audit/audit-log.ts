import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/database';
import type { UserRole } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { insertAuditEntry } from './audit.repository';

/** Who is writing: taken from the verified token and the request, never from the body. */
export interface AuditActor {
  id: number;
  role: UserRole;
  requestId: string | null;
  ip: string | null;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  hotelId?: number;
  before?: unknown;
  after?: unknown;
}

export function auditActorOf(request: FastifyRequest): AuditActor {
  if (!request.user) throw AppError.of(401, 'UNAUTHORIZED');
  return { id: request.user.sub, role: request.user.role, requestId: request.id, ip: request.ip };
}

/** Dates become ISO strings so before/after compare as JSON. */
function snapshot(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * The one audit helper (ARCHITECTURE §7): every owner and admin write calls it inside its own transaction, so the
 * change and its record are committed together or not at all.
 */
export async function writeAudit(tx: Transaction | Database, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: actor.id,
    actorRole: actor.role,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    hotelId: entry.hotelId ?? null,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    requestId: actor.requestId,
    ip: actor.ip,
  });
}
