import type { FastifyBaseLogger } from 'fastify';
import { parseSortQuery, type AdminRefund, type AdminRefundPage, type AdminRefundsQuery } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { PaymentConfig } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { pageOf } from '../admin/admin-query';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { SandboxGateway, TossGateway, type PaymentGateway } from '../payment/payment-gateway';
import { CANCELLATION_MESSAGES as M } from './cancellation.messages';
import { attemptError, leaseEnd, retryDelayMs } from './refund-rules';
import {
  claimRefunds,
  findAdminRefund,
  findRefundsPage,
  lockRefund,
  recordRefundFailed,
  recordRefundSucceeded,
  type AdminRefundRow,
  type RefundToAttempt,
} from './refund.repository';

/** How an attempt ended: recorded as SUCCEEDED or FAILED, or not recorded at all (the refund stays taken, retried later). */
export type AttemptOutcome = 'SUCCEEDED' | 'FAILED' | 'UNRECORDED';

/** Toss as configured, with the gateway's timeout overridable (the tests' provider that never answers). */
export type RefundProviders = (NonNullable<PaymentConfig['toss']> & { timeoutMs?: number }) | undefined;

/** Refunds the retry job takes per round on one instance (the others share the rest). */
const ROUND_LIMIT = 50;

/**
 * Refunds outside any transaction (decision 0015; ARCHITECTURE §7 "External side effects"). A refund is written
 * PENDING with its cancellation; then, with nothing open on the database, the provider is asked with the refund's
 * idempotency key, and the answer is recorded in a short transaction of its own. Whatever fails on the way — the
 * provider, the network, the recording — leaves the refund owed and taken up again by the retry job; the key makes the
 * provider answer a repeated call with the same refund, never a second one.
 */
export class RefundService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly toss: RefundProviders,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** The payment's own provider; a Toss payment while Toss is not configured fails (and waits) rather than pretend. */
  private gatewayFor(provider: 'SANDBOX' | 'TOSS'): PaymentGateway {
    const now = () => this.clock.now();
    if (provider === 'SANDBOX') return new SandboxGateway(now);
    if (!this.toss) throw new AppError(503, 'PAYMENT_PROVIDER_NOT_CONFIGURED', M.providerNotConfigured);
    return new TossGateway(this.toss, now);
  }

  /** One provider call for a refund already taken (its attempt counted and leased), and its outcome recorded. */
  async attempt(refund: RefundToAttempt): Promise<AttemptOutcome> {
    let answer: { ok: true; providerRef: string | null } | { ok: false; error: string };
    try {
      answer = refund.paymentKey
        ? {
            ok: true,
            ...(await this.gatewayFor(refund.provider).refund({
              paymentKey: refund.paymentKey,
              amount: refund.amount,
              reason: refund.reason ?? M.refundReasonFallback,
              idempotencyKey: refund.idempotencyKey,
            })),
          }
        : // A payment the provider never keyed took no money through it: nothing to call.
          { ok: true, providerRef: null };
    } catch (error) {
      answer = { ok: false, error: attemptError(error) };
    }
    try {
      await this.db.transaction(async (tx) => {
        const now = this.clock.now();
        if (answer.ok) await recordRefundSucceeded(tx, refund.id, answer.providerRef, now);
        else await recordRefundFailed(tx, refund.id, answer.error, new Date(now.getTime() + retryDelayMs(refund.attempts)));
      });
    } catch (err) {
      // The refund stays as it was taken (PENDING or FAILED, leased): the job asks the provider again after the lease,
      // with the same key, and records that answer.
      this.log?.error({ err, refundId: refund.id, bookingNo: refund.bookingNo, providerAnswered: answer.ok }, 'refund outcome not recorded');
      return 'UNRECORDED';
    }
    if (!answer.ok)
      this.log?.warn({ refundId: refund.id, bookingNo: refund.bookingNo, attempts: refund.attempts, error: answer.error }, 'refund attempt failed');
    return answer.ok ? 'SUCCEEDED' : 'FAILED';
  }

  /**
   * The retry job's round: takes the due refunds one at a time (each leased only for its own call) and attempts them,
   * until none is due or the round's limit is reached. Answers how they ended.
   */
  async retryDue(limit = ROUND_LIMIT): Promise<Record<AttemptOutcome, number>> {
    const outcomes: Record<AttemptOutcome, number> = { SUCCEEDED: 0, FAILED: 0, UNRECORDED: 0 };
    for (let taken = 0; taken < limit; taken++) {
      const now = this.clock.now();
      const [refund] = await claimRefunds(this.db, { due: now, limit: 1 }, now, leaseEnd(now));
      if (!refund) break;
      outcomes[await this.attempt(refund)]++;
    }
    return outcomes;
  }

  /** GET /api/admin/refunds: of one state or all, newest first or in the asked column's order (decision 0020). */
  async page(query: AdminRefundsQuery): Promise<AdminRefundPage> {
    const { page, size, offset } = pageOf(query);
    const { rows, total } = await findRefundsPage(this.db, { status: query.status, sort: parseSortQuery(query.sort), offset, size });
    return { content: rows.map(adminRefundOf), page, size, totalElements: total };
  }

  /**
   * POST /api/admin/refunds/{id}/retry: an administrator asks the provider again now, audited. A refund already given
   * back, or one whose attempt is under way (its lease not over), is refused with 409.
   */
  async retryNow(actor: AuditActor, refundId: number): Promise<AdminRefund> {
    const refund = await this.db.transaction(async (tx) => {
      const row = await lockRefund(tx, refundId);
      if (!row) throw new AppError(404, 'REFUND_NOT_FOUND', M.refundNotFound);
      if (row.status === 'SUCCEEDED') throw new AppError(409, 'REFUND_ALREADY_SUCCEEDED', M.refundAlreadySucceeded);
      const now = this.clock.now();
      if (row.status === 'PENDING' && row.nextAttemptAt && row.nextAttemptAt > now) throw new AppError(409, 'REFUND_IN_PROGRESS', M.refundInProgress);
      const [taken] = await claimRefunds(tx, { id: refundId }, now, leaseEnd(now));
      await writeAudit(tx, actor, {
        action: 'REFUND_RETRIED',
        entity: 'refund',
        entityId: refundId,
        hotelId: row.hotelId,
        before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
        after: { bookingNo: row.bookingNo, attempts: taken!.attempts },
      });
      return taken!;
    });
    await this.attempt(refund);
    const row = await findAdminRefund(this.db, refundId);
    return adminRefundOf(row!);
  }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function adminRefundOf(r: AdminRefundRow): AdminRefund {
  return {
    id: r.id,
    bookingId: r.bookingNo,
    hotel: { id: r.hotelId, name: r.hotelName },
    guest: { id: r.guestId, loginId: r.guestLoginId, name: r.guestName },
    amount: r.amount,
    refundPercent: r.refundPercent,
    provider: r.provider,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    lastAttemptAt: iso(r.lastAttemptAt),
    nextAttemptAt: r.status === 'SUCCEEDED' ? null : iso(r.nextAttemptAt),
    providerRef: r.providerRef,
    createdAt: r.createdAt.toISOString(),
    completedAt: iso(r.completedAt),
  };
}
