import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
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
import { coupons } from '../../db/schema';
import { WELCOME_COUPON } from '../../db/seed/world-people.builder';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { allWordsMatch, dateRange, iso, pageOf } from './admin-query';

const bad = (field: string, message: string) => new AppError(400, 'VALIDATION_ERROR', message, [{ field, message }]);
const codeTaken = () => new AppError(409, 'COUPON_CODE_TAKEN', M.couponCodeTaken);
const SIGNUP_CODE = WELCOME_COUPON.code.toUpperCase();

/** The campaign's state today, in SQL so the list can filter by it (the same rules the claim applies). */
const statusOf = (today: string): SQL<AdminCouponStatus> => sql<AdminCouponStatus>`case
  when not ${coupons.active} then 'STOPPED'
  when (${coupons.claimTo} is not null and ${coupons.claimTo} < ${today}::date)
    or (${coupons.usableUntil} is not null and ${coupons.usableUntil} < ${today}::date) then 'EXPIRED'
  when ${coupons.claimFrom} is not null and ${coupons.claimFrom} > ${today}::date then 'SCHEDULED'
  when ${coupons.quantity} is not null and ${coupons.issuedCount} >= ${coupons.quantity} then 'EXHAUSTED'
  else 'ACTIVE' end`;

const columns = (today: string) => ({
  coupon: coupons,
  status: statusOf(today),
  // The outer row named in full: drizzle writes a lone column of a one-table select without its table.
  issued: sql<number>`(select count(*)::int from coupon_issuances i where i.coupon_id = "coupons"."id")`,
  used: sql<number>`(select count(*)::int from coupon_issuances i where i.coupon_id = "coupons"."id" and i.status = 'USED')`,
});

function couponOf(row: { coupon: typeof coupons.$inferSelect; status: AdminCouponStatus; issued: number; used: number }): AdminCoupon {
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

  async page(query: { q?: string | undefined; status?: AdminCouponStatus | undefined; page?: number | undefined; size?: number | undefined }): Promise<AdminCouponPage> {
    const { page, size, offset } = pageOf(query);
    const today = businessToday(this.clock);
    const where = and(
      isNull(coupons.deletedAt),
      query.status ? sql`${statusOf(today)} = ${query.status}` : undefined,
      allWordsMatch(query.q, (p) => sql`${coupons.title} ilike ${p} or ${coupons.code} ilike ${p}`),
    );
    const [rows, [total]] = await Promise.all([
      this.db.select(columns(today)).from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(size).offset(offset),
      this.db.select({ n: count() }).from(coupons).where(where),
    ]);
    return { content: rows.map(couponOf), page, size, totalElements: total?.n ?? 0 };
  }

  private async one(id: number): Promise<AdminCoupon> {
    const [row] = await this.db.select(columns(businessToday(this.clock))).from(coupons).where(eq(coupons.id, id));
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
        const [taken] = await tx.select({ id: coupons.id }).from(coupons).where(sql`upper(${coupons.code}) = ${code}`);
        if (taken) throw codeTaken();
        const [created] = await tx
          .insert(coupons)
          .values({
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
          })
          .returning();
        await writeAudit(tx, actor, {
          action: 'COUPON_CREATED',
          entity: 'coupon',
          entityId: created!.id,
          before: null,
          after: { code, title, amount: input.amount, validFrom, validTo, quantity: input.quantity },
        });
        return created!.id;
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
      const [before] = await tx
        .select()
        .from(coupons)
        .where(and(eq(coupons.id, id), isNull(coupons.deletedAt)))
        .for('update');
      if (!before) throw new AppError(404, 'COUPON_NOT_FOUND', M.couponNotFound);
      if (before.code.toUpperCase() === SIGNUP_CODE) throw new AppError(409, 'COUPON_SIGNUP_ONLY', M.couponSignupOnly);
      if (!before.active) throw new AppError(409, 'COUPON_ALREADY_STOPPED', M.couponAlreadyStopped);
      const now = this.clock.now();
      await tx.update(coupons).set({ active: false, stoppedAt: now }).where(eq(coupons.id, id));
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
