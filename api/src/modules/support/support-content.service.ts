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
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import {
  faqPage,
  findLiveFaq,
  findLiveNotice,
  insertFaq,
  insertNotice,
  lockLiveFaq,
  lockLiveNotice,
  noticeNeighbours,
  noticePage,
  softDeleteFaq,
  softDeleteNotice,
  updateFaq,
  updateNotice,
  type FaqRow,
  type NoticeRow,
} from './support-content.repository';
import { SUPPORT_MESSAGES as M } from './support.messages';
import { pageMeta, pageOf, requiredText } from './support-text';

const PUBLIC_MAX_SIZE = 50;
const ADMIN_MAX_SIZE = 500;

const noticeOut = (row: NoticeRow): Notice => ({
  id: row.id,
  title: row.title,
  content: row.content,
  pinned: row.pinned,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const faqOut = (row: FaqRow): Faq => ({ id: row.id, question: row.question, answer: row.answer, category: row.category });

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
    const { rows, total } = await noticePage(this.db, query.pinned, request.size, request.page * request.size);
    return { content: rows.map(noticeOut), ...pageMeta(request, total) };
  }

  async notice(id: number): Promise<Notice> {
    const row = await findLiveNotice(this.db, id);
    if (!row) throw new AppError(404, 'NOTICE_NOT_FOUND', M.noticeNotFound);
    return noticeOut(row);
  }

  /** The neighbours in list order: prevId is the notice listed just above, nextId the one just below. */
  async noticeNav(id: number): Promise<{ prevId: number | null; nextId: number | null }> {
    const neighbours = await noticeNeighbours(this.db, id);
    if (!neighbours) throw new AppError(404, 'NOTICE_NOT_FOUND', M.noticeNotFound);
    return neighbours;
  }

  async createNotice(actor: AuditActor, input: NoticeWrite): Promise<Notice> {
    const fields = noticeFields(input);
    return this.db.transaction(async (tx) => {
      const row = await insertNotice(tx, fields);
      await writeAudit(tx, actor, { action: 'NOTICE_CREATED', entity: 'notice', entityId: row.id, after: row });
      return noticeOut(row);
    });
  }

  async updateNotice(actor: AuditActor, id: number, input: NoticeWrite): Promise<Notice> {
    const fields = noticeFields(input);
    return this.db.transaction(async (tx) => {
      const before = await lockLiveNotice(tx, id);
      if (!before) throw new AppError(404, 'NOTICE_NOT_FOUND', M.noticeNotFound);
      const row = await updateNotice(tx, id, fields, this.clock.now());
      await writeAudit(tx, actor, { action: 'NOTICE_UPDATED', entity: 'notice', entityId: id, before, after: row });
      return noticeOut(row);
    });
  }

  async deleteNotice(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await lockLiveNotice(tx, id);
      if (!before) throw new AppError(404, 'NOTICE_NOT_FOUND', M.noticeNotFound);
      await softDeleteNotice(tx, id, this.clock.now());
      await writeAudit(tx, actor, { action: 'NOTICE_DELETED', entity: 'notice', entityId: id, before });
    });
  }

  async faqPage(query: { page?: number; size?: number; category?: FaqCategory }, admin = false) {
    const request = pageOf(query, admin ? SUPPORT_PAGE_SIZES.adminFaqs : SUPPORT_PAGE_SIZES.faq, admin ? ADMIN_MAX_SIZE : PUBLIC_MAX_SIZE);
    const { rows, total } = await faqPage(this.db, query.category, request.size, request.page * request.size);
    return { content: rows.map(faqOut), ...pageMeta(request, total) };
  }

  async faq(id: number): Promise<Faq> {
    const row = await findLiveFaq(this.db, id);
    if (!row) throw new AppError(404, 'FAQ_NOT_FOUND', M.faqNotFound);
    return faqOut(row);
  }

  async createFaq(actor: AuditActor, input: FaqWrite): Promise<Faq> {
    const fields = faqFields(input);
    return this.db.transaction(async (tx) => {
      const row = await insertFaq(tx, fields);
      await writeAudit(tx, actor, { action: 'FAQ_CREATED', entity: 'faq', entityId: row.id, after: row });
      return faqOut(row);
    });
  }

  async updateFaq(actor: AuditActor, id: number, input: FaqWrite): Promise<Faq> {
    const fields = faqFields(input);
    return this.db.transaction(async (tx) => {
      const before = await lockLiveFaq(tx, id);
      if (!before) throw new AppError(404, 'FAQ_NOT_FOUND', M.faqNotFound);
      const row = await updateFaq(tx, id, fields, this.clock.now());
      await writeAudit(tx, actor, { action: 'FAQ_UPDATED', entity: 'faq', entityId: id, before, after: row });
      return faqOut(row);
    });
  }

  async deleteFaq(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await lockLiveFaq(tx, id);
      if (!before) throw new AppError(404, 'FAQ_NOT_FOUND', M.faqNotFound);
      await softDeleteFaq(tx, id, this.clock.now());
      await writeAudit(tx, actor, { action: 'FAQ_DELETED', entity: 'faq', entityId: id, before });
    });
  }
}
