import {
  ADMIN_REASON_MAX,
  ADMIN_USER_DETAIL_ROWS,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserRoleChange,
  type AdminUserRow,
  type AdminUserSortKey,
  type AdminUserState,
  parseSortQuery,
} from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import type { UserRole } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { bumpSessionVersion, endAllSessions } from '../auth/auth.repository';
import { runningLoginLocks } from '../auth/login-throttle.repository';
import type { SessionStandingInvalidation } from '../auth/session-standing';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { adminBookingRowOf } from './admin-bookings.service';
import { hotelsOfOwner } from './admin-hotels.repository';
import { iso, optionalMemo, pageOf, requiredReason } from './admin-query';
import * as repo from './admin-users.repository';

type UserRow = repo.UserRow;

const stateOf = (u: Pick<UserRow, 'deletedAt' | 'adminLockedAt'>): AdminUserState =>
  u.deletedAt ? 'WITHDRAWN' : u.adminLockedAt ? 'LOCKED' : 'ACTIVE';

/**
 * `loginLockedUntil`: the latest running lock of a client address against the login ID after five wrong passwords
 * (login-throttle.repository.ts). The account itself is never locked by failures; the owner logs in from elsewhere.
 */
function rowOf(u: UserRow, loginLocks: Map<string, Date>): AdminUserRow {
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
    loginLockedUntil: iso(loginLocks.get(u.loginId) ?? null),
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
    private readonly standings: SessionStandingInvalidation,
  ) {}

  async page(query: {
    q?: string | undefined;
    role?: UserRole | undefined;
    state?: AdminUserState | undefined;
    sort?: AdminUserSortKey | `-${AdminUserSortKey}` | undefined;
    page?: number | undefined;
    size?: number | undefined;
  }): Promise<AdminUserPage> {
    const { page, size, offset } = pageOf(query);
    const { rows, total } = await repo.searchUsers(this.db, query, parseSortQuery(query.sort), size, offset);
    const loginLocks = await runningLoginLocks(
      this.db,
      rows.map((u) => u.loginId),
      this.clock.now(),
    );
    return { content: rows.map((u) => rowOf(u, loginLocks)), page, size, totalElements: total };
  }

  async detail(userId: number): Promise<AdminUserDetail> {
    const user = await repo.findUser(this.db, userId);
    if (!user) throw new AppError(404, 'USER_NOT_FOUND', M.userNotFound);
    const now = this.clock.now();
    const [hotelRows, activity, loginLocks] = await Promise.all([
      hotelsOfOwner(this.db, userId),
      repo.userActivity(this.db, userId, ADMIN_USER_DETAIL_ROWS, now),
      runningLoginLocks(this.db, [user.loginId], now),
    ]);
    return {
      ...rowOf(user, loginLocks),
      gender: user.gender,
      birthDate: user.birthDate,
      address1: user.address1,
      address2: user.address2,
      postcode: user.postcode,
      activeSessions: activity.activeSessions,
      hotels: hotelRows,
      bookingCount: activity.bookingCount,
      bookings: activity.bookingList.map((row) => adminBookingRowOf(row, businessToday(this.clock))),
      ticketCount: activity.ticketCount,
      tickets: activity.tickets.map((t) => ({
        id: t.id,
        subject: t.subject,
        status: t.status,
        createdAt: t.createdAt.toISOString(),
        lastMessageAt: t.lastMessageAt.toISOString(),
      })),
    };
  }

  /**
   * Locks the account until an administrator unlocks it: login is refused (with its own Korean text), every session
   * ends in this transaction (refresh tokens revoked, session version raised) and the access tokens already out are
   * refused on their next request, reads included (plugins/auth.ts). Administrators are not locked here.
   */
  async lock(actor: AuditActor, userId: number, reasonText: string): Promise<AdminUserDetail> {
    const reason = requiredReason(reasonText, ADMIN_REASON_MAX);
    await this.db.transaction(async (tx) => {
      const before = await this.lockRow(tx, userId);
      if (before.adminLockedAt) throw new AppError(409, 'USER_ALREADY_LOCKED', M.userAlreadyLocked);
      const now = this.clock.now();
      const after = await repo.updateUser(tx, userId, { adminLockedAt: now, adminLockReason: reason, updatedAt: now });
      await endAllSessions(tx, userId, now);
      await writeAudit(tx, actor, { action: 'USER_LOCKED', entity: 'user', entityId: userId, before: standingOf(before), after: standingOf(after) });
    });
    this.standings.forget(userId);
    return this.detail(userId);
  }

  async unlock(actor: AuditActor, userId: number, memoText: string | null | undefined): Promise<AdminUserDetail> {
    const memo = optionalMemo(memoText);
    await this.db.transaction(async (tx) => {
      const before = await this.lockRow(tx, userId);
      if (!before.adminLockedAt) throw new AppError(409, 'USER_NOT_LOCKED', M.userNotLocked);
      const now = this.clock.now();
      const after = await repo.updateUser(tx, userId, { adminLockedAt: null, adminLockReason: null, updatedAt: now });
      // A token signed from now on carries a newer version than any instance's cached (locked) standing: it reloads.
      await bumpSessionVersion(tx, userId, now);
      await writeAudit(tx, actor, {
        action: 'USER_UNLOCKED',
        entity: 'user',
        entityId: userId,
        before: standingOf(before),
        after: { ...standingOf(after), ...(memo ? { memo } : {}) },
      });
    });
    this.standings.forget(userId);
    return this.detail(userId);
  }

  /**
   * Member ↔ owner. The session version rises, so the access tokens already out answer 401 on their next request and
   * the client's refresh brings a token with the new role (refresh families are kept). An owner who still runs hotels
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
      const after = await repo.updateUser(tx, userId, { role: input.role, updatedAt: now });
      await bumpSessionVersion(tx, userId, now);
      await writeAudit(tx, actor, {
        action: 'USER_ROLE_CHANGED',
        entity: 'user',
        entityId: userId,
        before: standingOf(before),
        after: standingOf(after),
      });
    });
    this.standings.forget(userId);
    return this.detail(userId);
  }

  /** The account row, locked; a withdrawn account and an administrator are out of reach here. */
  private async lockRow(tx: Transaction, userId: number): Promise<UserRow> {
    const row = await repo.lockUserRow(tx, userId);
    if (!row) throw new AppError(404, 'USER_NOT_FOUND', M.userNotFound);
    if (row.deletedAt) throw new AppError(409, 'USER_WITHDRAWN', M.userWithdrawn);
    if (row.role === 'ROLE_ADMIN') throw new AppError(409, 'USER_IS_ADMIN', M.userIsAdmin);
    return row;
  }
}
