import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { faqs, notices } from '../../db/schema';

export type NoticeRow = typeof notices.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type NoticeFields = Pick<typeof notices.$inferInsert, 'title' | 'content' | 'pinned'>;
export type FaqFields = Pick<typeof faqs.$inferInsert, 'category' | 'question' | 'answer'>;

/** Pinned first, then newest: the order of the list, of previous/next and of the admin table. */
const NOTICE_ORDER = [desc(notices.pinned), desc(notices.createdAt), desc(notices.id)];
const liveNotice = isNull(notices.deletedAt);
const liveFaq = isNull(faqs.deletedAt);

/** One page of live notices in list order (only pinned or unpinned ones when asked), and how many match. */
export async function noticePage(db: Executor, pinned: boolean | undefined, size: number, offset: number) {
  const where = and(liveNotice, pinned === undefined ? undefined : eq(notices.pinned, pinned));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(...NOTICE_ORDER)
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findLiveNotice(db: Executor, id: number): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), liveNotice));
  return row;
}

/** The live notice's neighbours in list order (prev: listed just above, next: just below), or nothing if it is gone. */
export async function noticeNeighbours(db: Executor, id: number): Promise<{ prevId: number | null; nextId: number | null } | undefined> {
  const rows = await queryRows<{ id: number; prev_id: number | null; next_id: number | null }>(
    db,
    sql`
      select id, prev_id, next_id from (
        select id,
               lag(id) over (order by pinned desc, created_at desc, id desc) as prev_id,
               lead(id) over (order by pinned desc, created_at desc, id desc) as next_id
        from notices where deleted_at is null
      ) ordered where id = ${id}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return { prevId: row.prev_id === null ? null : Number(row.prev_id), nextId: row.next_id === null ? null : Number(row.next_id) };
}

export async function insertNotice(tx: Executor, fields: NoticeFields): Promise<NoticeRow> {
  const [row] = await tx.insert(notices).values(fields).returning();
  return row!;
}

/** The live notice, locked for an edit or a deletion in the caller's transaction. */
export async function lockLiveNotice(tx: Executor, id: number): Promise<NoticeRow | undefined> {
  const [row] = await tx
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), liveNotice))
    .for('update');
  return row;
}

export async function updateNotice(tx: Executor, id: number, fields: NoticeFields, at: Date): Promise<NoticeRow> {
  const [row] = await tx
    .update(notices)
    .set({ ...fields, updatedAt: at })
    .where(eq(notices.id, id))
    .returning();
  return row!;
}

export async function softDeleteNotice(tx: Executor, id: number, at: Date): Promise<void> {
  await tx.update(notices).set({ deletedAt: at }).where(eq(notices.id, id));
}

/** One page of live FAQ entries by id (one category when asked), and how many match. */
export async function faqPage(db: Executor, category: FaqRow['category'] | undefined, size: number, offset: number) {
  const where = and(liveFaq, category ? eq(faqs.category, category) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(faqs).where(where).orderBy(asc(faqs.id)).limit(size).offset(offset),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findLiveFaq(db: Executor, id: number): Promise<FaqRow | undefined> {
  const [row] = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.id, id), liveFaq));
  return row;
}

export async function insertFaq(tx: Executor, fields: FaqFields): Promise<FaqRow> {
  const [row] = await tx.insert(faqs).values(fields).returning();
  return row!;
}

/** The live FAQ entry, locked for an edit or a deletion in the caller's transaction. */
export async function lockLiveFaq(tx: Executor, id: number): Promise<FaqRow | undefined> {
  const [row] = await tx
    .select()
    .from(faqs)
    .where(and(eq(faqs.id, id), liveFaq))
    .for('update');
  return row;
}

export async function updateFaq(tx: Executor, id: number, fields: FaqFields, at: Date): Promise<FaqRow> {
  const [row] = await tx
    .update(faqs)
    .set({ ...fields, updatedAt: at })
    .where(eq(faqs.id, id))
    .returning();
  return row!;
}

export async function softDeleteFaq(tx: Executor, id: number, at: Date): Promise<void> {
  await tx.update(faqs).set({ deletedAt: at }).where(eq(faqs.id, id));
}
