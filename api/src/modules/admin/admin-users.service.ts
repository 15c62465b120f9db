import { and, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_REASON_MAX,
  ADMIN_USER_DETAIL_ROWS,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserRoleChange,
  type AdminUserRow,
  type AdminUserState,
} from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import { bookings, refreshTokens, supportTickets, users, type UserRole } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { revokeUserFamilies } from '../auth/auth.repository';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { bookingRows, countBookings } from './admin-bookings.service';
import { hotelsOfOwner } from './admin-hotels.service';
import { allWordsMatch, idIn, iso, optionalMemo, pageOf, requiredReason } from './admin-query';

type UserRow = typeof users.$inferSelect;

const stateOf = (u: Pick<UserRow, 'deletedAt' | 'adminLockedAt'>): AdminUserState => (u.deletedAt ? 'WITHDRAWN' : u.adminLockedAt ? 'LOCKED' : 'ACTIVE');

const STATE_WHERE: Record<AdminUserState, SQL> = {
  ACTIVE: and(isNull(users.deletedAt), isNull(users.adminLockedAt))!,
  LOCKED: and(isNull(users.deletedAt), isNotNull(users.adminLockedAt))!,
  WITHDRAWN: isNotNull(users.deletedAt),
};

function rowOf(u: UserRow, now: Date): AdminUserRow {
  return {
    id: u.id,
    loginId: u.loginId,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    state: stateOf(u),
    lockedAt: iso(u.adminLockedAt),
    lockReason: u.adminLockReason,
    loginLockedUntil: u.lockedUntil && u.lockedUntil.getTime() > now.getTime() ? u.lockedUntil.toISOString() : null,
    createdAt: u.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account's standing. */
const standingOf = (u: UserRow) => ({ role: u.role, lockedAt: u.adminLockedAt, lockReason: u.adminLockReason });

/** Back-office users (issue 12 item 10): search, detail, lock / unlock, member ↔ owner. */
export class AdminUsersService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async page(query: { q?: string | undefined; role?: UserRole | undefined; state?: AdminUserState | undefined; page?: number | undefined; size?: number | undefined }): Promise<AdminUserPage> {
    const { page, size, offset } = pageOf(query);
    const where = and(
      query.role ? eq(users.role, query.role) : undefined,
      query.state ? STATE_WHERE[query.state] : undefined,
      allWordsMatch(query.q, (p, word) => {
        const id = idIn(word);
        return sql`${users.loginId} ilike ${p} or ${users.name} ilike ${p} or ${users.email} ilike ${p} or ${users.phone} ilike ${p}
          ${id !== null ? sql`or ${users.id} = ${id}` : sql``}`;
      }),
    );
    const [rows, [total]] = await Promise.all([
      this.db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(size).offset(offset),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    const now = this.clock.now();
    return { content: rows.map((u) => rowOf(u, now)), page, size, totalElements: total?.n ?? 0 };
  }

  async detail(userId: number): Promise<AdminUserDetail> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError(404, 'USER_NOT_FOUND', M.userNotFound);
    const now = this.clock.now();
    const mine = eq(bookings.userId, userId);
    const [hotelRows, bookingList, bookingCount, tickets, [ticketTotal], [sessions]] = await Promise.all([
      hotelsOfOwner(this.db, userId),
      bookingRows(this.db, this.clock, mine, ADMIN_USER_DETAIL_ROWS, 0),
      countBookings(this.db, mine),
      this.db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.userId, userId))
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
        .limit(ADMIN_USER_DETAIL_ROWS),
      this.db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.userId, userId)),
      this.db
        .select({ n: sql<number>`count(distinct ${refreshTokens.familyId})::int` })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, now))),
    ]);
    return {
      ...rowOf(user, now),
      gender: user.gender,
      birthDate: user.birthDate,
      address1: user.address1,
      address2: user.address2,
      postcode: user.postcode,
      activeSessions: Number(sessions?.n ?? 0),
      hotels: hotelRows,
      bookingCount,
      bookings: bookingList,
      ticketCount: ticketTotal?.n ?? 0,
      tickets: tickets.map((t) => ({
        id: t.id,
        subject: t.subject,
        status: t.status,
        createdAt: t.createdAt.toISOString(),
        lastMessageAt: t.lastMessageAt.toISOString(),
      })),
    };
  }

  /**
   * Locks the account until an administrator unlocks it: login is refused (with its own Korean text), every refresh
   * token is revoked in this transaction so no session can renew, and writes with a still-valid access token are
   * refused (the standing check). Administrators are not locked here.
   */
  async lock(actor: AuditActor, userId: number, reasonText: string): Promise<AdminUserDetail> {
    const reason = requiredReason(reasonText, ADMIN_REASON_MAX);
    await this.db.transaction(async (tx) => {
      const before = await this.lockRow(tx, userId);
      if (before.adminLockedAt) throw new AppError(409, 'USER_ALREADY_LOCKED', M.userAlreadyLocked);
      const now = this.clock.now();
      const [after] = await tx.update(users).set({ adminLockedAt: now, adminLockReason: reason, updatedAt: now }).where(eq(users.id, userId)).returning();
      await revokeUserFamilies(tx, userId, now);
      await writeAudit(tx, actor, { action: 'USER_LOCKED', entity: 'user', entityId: userId, before: standingOf(before), after: standingOf(after!) });
    });
    return this.detail(userId);
  }

  async unlock(actor: AuditActor, userId: number, memoText: string | null | undefined): Promise<AdminUserDetail> {
    const memo = optionalMemo(memoText);
    await this.db.transaction(async (tx) => {
      const before = await this.lockRow(tx, userId);
      if (!before.adminLockedAt) throw new AppError(409, 'USER_NOT_LOCKED', M.userNotLocked);
      const now = this.clock.now();
      const [after] = await tx.update(users).set({ adminLockedAt: null, adminLockReason: null, updatedAt: now }).where(eq(users.id, userId)).returning();
      await writeAudit(tx, actor, {
        action: 'USER_UNLOCKED',
        entity: 'user',
        entityId: userId,
        before: standingOf(before),
        after: { ...standingOf(after!), ...(memo ? { memo } : {}) },
      });
    });
    return this.detail(userId);
  }

  /**
   * Member ↔ owner. The next access token (login or refresh) carries the new role. An owner who still runs hotels
   * stays an owner: their hotels would be left without anyone to run them.
   */
  async changeRole(actor: AuditActor, userId: number, input: AdminUserRoleChange): Promise<AdminUserDetail> {
    await this.db.transaction(async (tx) => {
      const before = await this.lockRow(tx, userId);
      if (before.role === input.role) throw new AppError(409, 'USER_SAME_ROLE', M.userSameRole);
      if (input.role === 'ROLE_USER') {
        const running = await hotelsOfOwner(tx, userId);
        if (running.length) throw new AppError(409, 'OWNER_HAS_HOTELS', M.ownerHasHotels(running.map((h) => h.name).join(', ')));
      }
      const now = this.clock.now();
      const [after] = await tx.update(users).set({ role: input.role, updatedAt: now }).where(eq(users.id, userId)).returning();
      await writeAudit(tx, actor, { action: 'USER_ROLE_CHANGED', entity: 'user', entityId: userId, before: standingOf(before), after: standingOf(after!) });
    });
    return this.detail(userId);
  }

  /** The account row, locked; a withdrawn account and an administrator are out of reach here. */
  private async lockRow(tx: Transaction, userId: number): Promise<UserRow> {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
    if (!row) throw new AppError(404, 'USER_NOT_FOUND', M.userNotFound);
    if (row.deletedAt) throw new AppError(409, 'USER_WITHDRAWN', M.userWithdrawn);
    if (row.role === 'ROLE_ADMIN') throw new AppError(409, 'USER_IS_ADMIN', M.userIsAdmin);
    return row;
  }
}
