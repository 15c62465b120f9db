import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  SUPPORT_LIMITS,
  SUPPORT_PAGE_SIZES,
  type Faq,
  type FaqCategory,
  type FaqWrite,
  type Notice,
  type NoticeWrite,
} from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import { queryRows, type Database } from '../../db/database';
import { faqs, notices } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { SUPPORT_MESSAGES as M } from './support.messages';
import { pageMeta, pageOf, requiredText } from './support-text';

const PUBLIC_MAX_SIZE = 50;
const ADMIN_MAX_SIZE = 500;

type NoticeRow = typeof notices.$inferSelect;
type FaqRow = typeof faqs.$inferSelect;

const noticeOut = (row: NoticeRow): Notice => ({
  id: row.id,
  title: row.title,
  content: row.content,
  pinned: row.pinned,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const faqOut = (row: FaqRow): Faq => ({ id: row.id, question: row.question, answer: row.answer, category: row.category });

/** Pinned first, then newest: the order of the list, of previous/next and of the admin table. */
const NOTICE_ORDER = [desc(notices.pinned), desc(notices.createdAt), desc(notices.id)];
const liveNotice = isNull(notices.deletedAt);
const liveFaq = isNull(faqs.deletedAt);

function noticeFields(input: NoticeWrite) {
  return {
    title: requiredText(input.title, SUPPORT_LIMITS.noticeTitle, { empty: M.noticeFieldsRequired, tooLong: M.noticeTitleTooLong }, 'title'),
    content: requiredText(input.content, SUPPORT_LIMITS.noticeContent, { empty: M.noticeFieldsRequired, tooLong: M.noticeContentTooLong }, 'content'),
    pinned: input.pinned ?? false,
  };
}

function faqFields(input: FaqWrite) {
  return {
    category: input.category,
    question: requiredText(input.question, SUPPORT_LIMITS.faqQuestion, { empty: M.faqFieldsRequired, tooLong: M.faqQuestionTooLong }, 'question'),
    answer: requiredText(input.answer, SUPPORT_LIMITS.faqAnswer, { empty: M.faqFieldsRequired, tooLong: M.faqAnswerTooLong }, 'answer'),
  };
}

/** Notices and FAQ: public reading, and the admin's writes (each audited in its transaction). */
export class SupportContentService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async noticePage(query: { page?: number; size?: number; pinned?: boolean }, admin = false) {
    const request = pageOf(query, admin ? SUPPORT_PAGE_SIZES.adminNotices : SUPPORT_PAGE_SIZES.notices, admin ? ADMIN_MAX_SIZE : PUBLIC_MAX_SIZE);
    const where = and(liveNotice, query.pinned === undefined ? undefined : eq(notices.pinned, query.pinned));
    const [rows, [total]] = await Promise.all([
      this.db.select().from(notices).where(where).orderBy(...NOTICE_ORDER).limit(request.size).offset(request.page * request.size),
      this.db.select({ n: count() }).from(notices).where(where),
    ]);
    return { content: rows.map(noticeOut), ...pageMeta(request, total?.n ?? 0) };
  }

  async notice(id: number): Promise<Notice> {
    const [row] = await this.db.select().from(notices).where(and(eq(notices.id, id), liveNotice));
    if (!row) throw new AppError(404, 'NOTICE_NOT_FOUND', M.noticeNotFound);
    return noticeOut(row);
  }

  /** The neighbours in list order: prevId is the notice listed just above, nextId the one just below. */
  async noticeNav(id: number): Promise<{ prevId: number | null; nextId: number | null }> {
    const rows = await queryRows<{ id: number; prev_id: number | null; next_id: number | null }>(this.db, sql`
      select id, prev_id, next_id from (
        select id,
               lag(id) over (order by pinned desc, created_at desc, id desc) as prev_id,
               lead(id) over (order by pinned desc, created_at desc, id desc) as next_id
        from notices where deleted_at is null
      ) ordered where id = ${id}`);
    const row = rows[0];
    if (!row) throw new AppError(404, 'NOTICE_NOT_FOUND', M.noticeNotFound);
    return { prevId: row.prev_id === null ? null : Number(row.prev_id), nextId: row.next_id === null ? null : Number(row.next_id) };
  }

  async createNotice(actor: AuditActor, input: NoticeWrite): Promise<Notice> {
    const fields = noticeFields(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(notices).values(fields).returning();
      await writeAudit(tx, actor, { action: 'NOTICE_CREATED', entity: 'notice', entityId: row!.id, after: row });
      return noticeOut(row!);
    });
  }

  async updateNotice(actor: AuditActor, id: number, input: NoticeWrite): Promise<Notice> {
    const fields = noticeFields(input);
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(notices).where(and(eq(notices.id, id), liveNotice)).for('update');
      if (!before) throw new AppError(404, 'NOTICE_NOT_FOUND', M.noticeNotFound);
      const [row] = await tx.update(notices).set({ ...fields, updatedAt: this.clock.now() }).where(eq(notices.id, id)).returning();
      await writeAudit(tx, actor, { action: 'NOTICE_UPDATED', entity: 'notice', entityId: id, before, after: row });
      return noticeOut(row!);
    });
  }

  async deleteNotice(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(notices).where(and(eq(notices.id, id), liveNotice)).for('update');
      if (!before) throw new AppError(404, 'NOTICE_NOT_FOUND', M.noticeNotFound);
      await tx.update(notices).set({ deletedAt: this.clock.now() }).where(eq(notices.id, id));
      await writeAudit(tx, actor, { action: 'NOTICE_DELETED', entity: 'notice', entityId: id, before });
    });
  }

  async faqPage(query: { page?: number; size?: number; category?: FaqCategory }, admin = false) {
    const request = pageOf(query, admin ? SUPPORT_PAGE_SIZES.adminFaqs : SUPPORT_PAGE_SIZES.faq, admin ? ADMIN_MAX_SIZE : PUBLIC_MAX_SIZE);
    const where = and(liveFaq, query.category ? eq(faqs.category, query.category) : undefined);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(faqs).where(where).orderBy(asc(faqs.id)).limit(request.size).offset(request.page * request.size),
      this.db.select({ n: count() }).from(faqs).where(where),
    ]);
    return { content: rows.map(faqOut), ...pageMeta(request, total?.n ?? 0) };
  }

  async faq(id: number): Promise<Faq> {
    const [row] = await this.db.select().from(faqs).where(and(eq(faqs.id, id), liveFaq));
    if (!row) throw new AppError(404, 'FAQ_NOT_FOUND', M.faqNotFound);
    return faqOut(row);
  }

  async createFaq(actor: AuditActor, input: FaqWrite): Promise<Faq> {
    const fields = faqFields(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(faqs).values(fields).returning();
      await writeAudit(tx, actor, { action: 'FAQ_CREATED', entity: 'faq', entityId: row!.id, after: row });
      return faqOut(row!);
    });
  }

  async updateFaq(actor: AuditActor, id: number, input: FaqWrite): Promise<Faq> {
    const fields = faqFields(input);
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(faqs).where(and(eq(faqs.id, id), liveFaq)).for('update');
      if (!before) throw new AppError(404, 'FAQ_NOT_FOUND', M.faqNotFound);
      const [row] = await tx.update(faqs).set({ ...fields, updatedAt: this.clock.now() }).where(eq(faqs.id, id)).returning();
      await writeAudit(tx, actor, { action: 'FAQ_UPDATED', entity: 'faq', entityId: id, before, after: row });
      return faqOut(row!);
    });
  }

  async deleteFaq(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(faqs).where(and(eq(faqs.id, id), liveFaq)).for('update');
      if (!before) throw new AppError(404, 'FAQ_NOT_FOUND', M.faqNotFound);
      await tx.update(faqs).set({ deletedAt: this.clock.now() }).where(eq(faqs.id, id));
      await writeAudit(tx, actor, { action: 'FAQ_DELETED', entity: 'faq', entityId: id, before });
    });
  }
}
