import {
  ADMIN_COUPON_LIMITS,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_PATTERN,
  type AdminCoupon,
  type AdminCouponCreate,
  type AdminCouponPage,
  type AdminCouponStatus,
} from 'shared-contracts/schemas';
import { businessToday, daysBetween, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { WELCOME_COUPON } from '../../db/seed/world-people.builder';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { couponCodeTaken, couponPage, findCouponView, insertCoupon, lockLiveCoupon, stopCoupon, type CouponView } from './admin-coupons.repository';
import { dateRange, iso, pageOf } from './admin-query';

const bad = (field: string, message: string) => new AppError(400, 'VALIDATION_ERROR', message, [{ field, message }]);
const codeTaken = () => new AppError(409, 'COUPON_CODE_TAKEN', M.couponCodeTaken);
const SIGNUP_CODE = WELCOME_COUPON.code.toUpperCase();

function couponOf(row: CouponView): AdminCoupon {
  const c = row.coupon;
  const issuedCount = Number(row.issued);
  return {
    id: c.id,
    title: c.title,
    code: c.code,
    amount: c.amount,
    validFrom: c.claimFrom,
    validTo: c.usableUntil ?? c.claimTo,
    quantity: c.quantity,
    issuedCount,
    usedCount: Number(row.used),
    remaining: c.quantity === null ? null : Math.max(0, c.quantity - c.issuedCount),
    status: row.status,
    signupOnly: c.code.toUpperCase() === SIGNUP_CODE,
    createdAt: c.createdAt.toISOString(),
    stoppedAt: iso(c.stoppedAt),
  };
}

/** Back-office coupon campaigns (issue 12 item 9). Members claim them through POST /api/coupons/claim. */
export class AdminCouponsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async page(query: {
    q?: string | undefined;
    status?: AdminCouponStatus | undefined;
    page?: number | undefined;
    size?: number | undefined;
  }): Promise<AdminCouponPage> {
    const { page, size, offset } = pageOf(query);
    const today = businessToday(this.clock);
    const { rows, total } = await couponPage(this.db, today, { status: query.status, q: query.q }, size, offset);
    return { content: rows.map(couponOf), page, size, totalElements: total };
  }

  private async one(id: number): Promise<AdminCoupon> {
    const row = await findCouponView(this.db, id, businessToday(this.clock));
    if (!row) throw new AppError(404, 'COUPON_NOT_FOUND', M.couponNotFound);
    return couponOf(row);
  }

  /**
   * A code campaign: members claim it from validFrom to validTo, one copy each, `quantity` copies in all; a copy is
   * valid from its claim day to validTo. The code is stored in capitals (claims compare without case).
   */
  async create(actor: AuditActor, input: AdminCouponCreate): Promise<AdminCoupon> {
    const title = input.title.trim();
    if (!title || [...title].length > ADMIN_COUPON_LIMITS.title) throw bad('title', M.couponTitleRequired);
    const code = input.code.trim().toUpperCase();
    if (!code || code.length > COUPON_CODE_MAX_LENGTH || !COUPON_CODE_PATTERN.test(code)) throw bad('code', M.couponCodeInvalid);
    const { from, to } = dateRange(input.validFrom, input.validTo);
    const validFrom = from!;
    const validTo = to!;
    if (validTo < businessToday(this.clock)) throw bad('validTo', M.couponPeriodPast);
    const days = daysBetween(validFrom, validTo) + 1;
    if (days > ADMIN_COUPON_LIMITS.maxDays) throw bad('validTo', M.couponPeriodTooLong);
    try {
      const id = await this.db.transaction(async (tx) => {
        if (await couponCodeTaken(tx, code)) throw codeTaken();
        const created = await insertCoupon(tx, {
          code,
          title,
          amount: input.amount,
          stackable: false,
          validDays: days,
          claimFrom: validFrom,
          claimTo: validTo,
          usableUntil: validTo,
          quantity: input.quantity,
          issuedCount: 0,
          active: true,
          createdAt: this.clock.now(),
        });
        await writeAudit(tx, actor, {
          action: 'COUPON_CREATED',
          entity: 'coupon',
          entityId: created.id,
          before: null,
          after: { code, title, amount: input.amount, validFrom, validTo, quantity: input.quantity },
        });
        return created.id;
      });
      return this.one(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }

  /** No more claims from now on; copies already issued stay usable until their own validTo. */
  async stop(actor: AuditActor, id: number): Promise<AdminCoupon> {
    await this.db.transaction(async (tx) => {
      const before = await lockLiveCoupon(tx, id);
      if (!before) throw new AppError(404, 'COUPON_NOT_FOUND', M.couponNotFound);
      if (before.code.toUpperCase() === SIGNUP_CODE) throw new AppError(409, 'COUPON_SIGNUP_ONLY', M.couponSignupOnly);
      if (!before.active) throw new AppError(409, 'COUPON_ALREADY_STOPPED', M.couponAlreadyStopped);
      const now = this.clock.now();
      await stopCoupon(tx, id, now);
      await writeAudit(tx, actor, {
        action: 'COUPON_STOPPED',
        entity: 'coupon',
        entityId: id,
        before: { active: true, issuedCount: before.issuedCount },
        after: { active: false, stoppedAt: now },
      });
    });
    return this.one(id);
  }
}
