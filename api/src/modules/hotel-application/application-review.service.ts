import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_APPLICATION_PAGE_SIZE,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  memoProblem,
  type ApplicationStatus,
} from 'shared-contracts/hotel-application';
import type { AdminApplicationDetail, ApplicationDetail, ApplicationHistoryItem, ApplicationTransition } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import type { Mailer } from '../mail/mailer';
import { APPLICATION_MESSAGES as M } from './application.messages';
import {
  applicationAuditEntries,
  AUDIT_ENTITY,
  detailOf,
  findApplicationWithApplicant,
  lockApplication,
  nameTaken,
  reviewQueuePage,
  updateApplication,
} from './application.repository';
import { createListedHotel } from './hotel-listing';

const HISTORY_ACTIONS: readonly string[] = ['SUBMITTED', 'RESUBMITTED', ...APPLICATION_STATUSES];

const MEMO_LABELS: Partial<Record<ApplicationStatus, string>> = { NEEDS_INFO: '요청 내용', REJECTED: '반려 사유' };

const notFound = () => new AppError(404, 'APPLICATION_NOT_FOUND', M.notFound);

function decisionMail(to: string, hotelName: string, status: ApplicationStatus, memo: string | null, origin: string) {
  const lines = [`"${hotelName}" 입점 신청이 ${APPLICATION_STATUS_LABELS[status]} 상태가 되었습니다.`];
  if (memo) lines.push('', `${MEMO_LABELS[status] ?? '메모'}: ${memo}`);
  if (status === 'APPROVED') lines.push('', `다시 로그인하면 호텔 관리 화면에서 객실 재고를 등록할 수 있습니다: ${origin}/owner`);
  if (status === 'NEEDS_INFO') lines.push('', `신청 내역에서 내용을 고쳐 다시 제출해주세요: ${origin}/hotelapply/mine`);
  return { to, subject: M.mailSubject(status), text: lines.join('\n') };
}

/** The reviewers' queue and the state machine (server-enforced; APPROVED lists the hotel in the same transaction). */
export class ApplicationReviewService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Oldest first: the queue is worked in the order it arrived. */
  async page(query: { status?: ApplicationStatus; page?: number; size?: number }) {
    const page = query.page ?? 0;
    const size = query.size ?? ADMIN_APPLICATION_PAGE_SIZE;
    const { rows, total } = await reviewQueuePage(this.db, query.status, size, page * size);
    return { content: rows.map((r) => detailOf(r.application, r.applicant)), page, size, totalElements: total };
  }

  /** The application and its steps from the audit log (submitted, each decision with its memo, resubmitted). */
  async detailWithHistory(id: number): Promise<AdminApplicationDetail> {
    const detail = await this.detail(id);
    const rows = await applicationAuditEntries(this.db, id);
    const history = rows.flatMap((row): ApplicationHistoryItem[] => {
      const step = row.action.replace(/^APPLICATION_/, '');
      const after = (row.after ?? {}) as { status?: string; memo?: string | null };
      const status = APPLICATION_STATUSES.find((s) => s === after.status);
      if (!status || !HISTORY_ACTIONS.includes(step)) return [];
      return [
        {
          action: step as ApplicationHistoryItem['action'],
          status,
          memo: after.memo ?? null,
          actor: { ...row.actor, role: row.role },
          at: row.at.toISOString(),
        },
      ];
    });
    return { ...detail, history };
  }

  async detail(id: number): Promise<ApplicationDetail> {
    const row = await findApplicationWithApplicant(this.db, id);
    if (!row) throw notFound();
    return detailOf(row.application, row.applicant);
  }

  async transition(actor: AuditActor, id: number, input: ApplicationTransition, origin: string): Promise<AdminApplicationDetail> {
    const problem = memoProblem(input.to, input.memo);
    if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem, [{ field: 'memo', message: problem }]);
    const memo = input.memo?.trim() || null;
    const updated = await this.db.transaction(async (tx) => {
      const before = await lockApplication(tx, id);
      if (!before) throw notFound();
      if (!APPLICATION_TRANSITIONS[before.status].includes(input.to)) {
        throw new AppError(409, 'ILLEGAL_TRANSITION', M.illegalTransition(before.status, input.to));
      }
      let hotelId: number | null = before.hotelId;
      if (input.to === 'APPROVED') {
        if (await nameTaken(tx, before.nameKey, id)) throw new AppError(409, 'SLUG_CONFLICT', M.slugConflict);
        hotelId = await createListedHotel(tx, before);
      }
      const now = this.clock.now();
      const after = await updateApplication(tx, id, {
        status: input.to,
        reviewMemo: memo ?? before.reviewMemo,
        reviewedAt: now,
        reviewedBy: actor.id,
        hotelId,
        updatedAt: now,
      });
      await writeAudit(tx, actor, {
        action: `APPLICATION_${input.to}`,
        entity: AUDIT_ENTITY,
        entityId: id,
        ...(hotelId ? { hotelId } : {}),
        before: { status: before.status },
        after: { status: input.to, memo, hotelId },
      });
      return after;
    });
    const detail = await this.detailWithHistory(updated.id);
    await this.mailer.send(decisionMail(detail.applicant.email, detail.hotelName, input.to, memo, origin)).catch((err: unknown) => {
      this.log.error({ err, applicationId: id }, 'application decision mail failed');
    });
    return detail;
  }
}
