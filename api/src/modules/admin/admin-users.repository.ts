import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminUserSortKey, AdminUserState, ListSort } from 'shared-contracts/schemas';
import type { Executor, Transaction } from '../../db/database';
import { bookings, refreshTokens, supportTickets, users, type UserRole } from '../../db/schema';
import { bookingRows, countBookings } from './admin-bookings.repository';
import { idIn } from './admin-query';
import { allWordsMatch } from './admin-search.repository';

export type UserRow = typeof users.$inferSelect;

const STATE_WHERE: Record<AdminUserState, SQL> = {
  ACTIVE: and(isNull(users.deletedAt), isNull(users.adminLockedAt))!,
  LOCKED: and(isNull(users.deletedAt), isNotNull(users.adminLockedAt))!,
  WITHDRAWN: isNotNull(users.deletedAt),
};

export interface UserSearch {
  q?: string | undefined;
  role?: UserRole | undefined;
  state?: AdminUserState | undefined;
}

/** Each sort key's column (decision 0020); the user's id always breaks ties, so pages never overlap. */
const SORT_COLUMNS = { createdAt: users.createdAt, name: users.name, loginId: users.loginId } as const satisfies Record<AdminUserSortKey, unknown>;

function orderOf(sort: ListSort<AdminUserSortKey> | undefined) {
  if (!sort) return [desc(users.createdAt), desc(users.id)];
  const direction = sort.direction === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[sort.key]), direction(users.id)];
}

/** One page of accounts matching the search in the asked order (newest first by default) and how many match in all. */
export async function searchUsers(
  db: Executor,
  search: UserSearch,
  sort: ListSort<AdminUserSortKey> | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(
    search.role ? eq(users.role, search.role) : undefined,
    search.state ? STATE_WHERE[search.state] : undefined,
    allWordsMatch(search.q, (p, word) => {
      const id = idIn(word);
      return sql`${users.loginId} ilike ${p} or ${users.name} ilike ${p} or ${users.email} ilike ${p} or ${users.phone} ilike ${p}
        ${id !== null ? sql`or ${users.id} = ${id}` : sql``}`;
    }),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findUser(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** The account row, locked for the rest of the transaction. */
export async function lockUserRow(tx: Transaction, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return row;
}

export async function updateUser(
  tx: Executor,
  userId: number,
  values: Partial<Pick<UserRow, 'adminLockedAt' | 'adminLockReason' | 'role' | 'updatedAt'>>,
): Promise<UserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`user ${userId} vanished inside its own transaction`);
  return row;
}

/** The detail page's lists: the member's latest bookings and tickets, their counts, and live refresh families. */
export async function userActivity(db: Executor, userId: number, rows: number, now: Date) {
  const mine = eq(bookings.userId, userId);
  const [bookingList, bookingCount, tickets, [ticketTotal], [sessions]] = await Promise.all([
    bookingRows(db, mine, rows, 0),
    countBookings(db, mine),
    db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(rows),
    db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.userId, userId)),
    db
      .select({ n: sql<number>`count(distinct ${refreshTokens.familyId})::int` })
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, now)),
      ),
  ]);
  return { bookingList, bookingCount, tickets, ticketCount: ticketTotal?.n ?? 0, activeSessions: Number(sessions?.n ?? 0) };
}
