import { AppError } from '../../errors/app-error';
import { PAYMENT_MESSAGES as M } from './payment.messages';

export interface ConfirmRequest {
  paymentKey: string;
  orderId: string;
  amount: number;
}

export interface ConfirmedPayment {
  method: string | null;
  approvedAt: Date;
}

/** What the confirm flow needs from a payment provider. */
export interface PaymentGateway {
  readonly provider: 'SANDBOX' | 'TOSS';
  /** Charges the approved payment; throws an AppError with the provider's reason when it refuses. */
  confirm(request: ConfirmRequest): Promise<ConfirmedPayment>;
  /** Undoes a confirmed charge whose booking could not be written (best effort, logged by the caller). */
  cancel(paymentKey: string, reason: string): Promise<void>;
  /**
   * Gives back part or all of a confirmed payment. The idempotency key makes a retry answer the same refund instead of
   * a second one. Throws an AppError when the provider refuses; answers the provider's reference of the refund.
   */
  refund(request: RefundRequest): Promise<{ providerRef: string | null }>;
}

export interface RefundRequest {
  paymentKey: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

/**
 * The built-in checkout: approval happens in our own sandbox page, which stores the paymentKey on the order,
 * so confirming only has to match that key (checked by the service before it gets here). No money moves.
 */
export class SandboxGateway implements PaymentGateway {
  readonly provider = 'SANDBOX' as const;

  constructor(private readonly now: () => Date) {}

  async confirm(): Promise<ConfirmedPayment> {
    return { method: M.cardMethod, approvedAt: this.now() };
  }

  async cancel(): Promise<void> {
    // Nothing was charged.
  }

  /**
   * Nothing was charged, so nothing moves back. Like a real provider it answers a refund by its idempotency key: the
   * same key always answers the same reference, so a retried refund is the same refund (decision 0015).
   */
  async refund(request: RefundRequest): Promise<{ providerRef: string | null }> {
    return { providerRef: `sandbox-${request.idempotencyKey}` };
  }
}

interface TossPayment {
  paymentKey?: string;
  orderId?: string;
  status?: string;
  totalAmount?: number;
  method?: string;
  approvedAt?: string;
}

interface TossError {
  code?: string;
  message?: string;
}

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * Toss Payments core API (https://docs.tosspayments.com/reference#결제-승인): Basic auth with the secret key,
 * the orderId as Idempotency-Key so a repeated confirm answers the same payment instead of a second charge.
 */
export class TossGateway implements PaymentGateway {
  readonly provider = 'TOSS' as const;

  constructor(
    private readonly options: { secretKey: string; apiUrl: string; timeoutMs?: number },
    private readonly now: () => Date,
  ) {}

  async confirm(request: ConfirmRequest): Promise<ConfirmedPayment> {
    const res = await this.post('/v1/payments/confirm', request, request.orderId);
    const body = (await res.json().catch(() => ({}))) as TossPayment & TossError;
    if (!res.ok) {
      const message = body.message && HANGUL.test(body.message) ? body.message : M.providerFailed;
      throw new AppError(res.status >= 500 ? 502 : 400, body.code ?? 'PAYMENT_FAILED', message);
    }
    if (body.orderId !== request.orderId || body.totalAmount !== request.amount || body.status !== 'DONE') {
      // An approval that is not the one asked for is not an approval: refuse and let the caller cancel it.
      throw new AppError(502, 'PAYMENT_MISMATCH', M.providerFailed);
    }
    const approvedAt = body.approvedAt ? new Date(body.approvedAt) : this.now();
    return { method: body.method ?? null, approvedAt: Number.isNaN(approvedAt.getTime()) ? this.now() : approvedAt };
  }

  async cancel(paymentKey: string, reason: string): Promise<void> {
    const res = await this.post(`/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, { cancelReason: reason }, `cancel-${paymentKey}`);
    if (!res.ok) throw new Error(`toss cancel answered ${res.status}`);
  }

  /** https://docs.tosspayments.com/reference#결제-취소: a partial cancel names cancelAmount. */
  async refund(request: RefundRequest): Promise<{ providerRef: string | null }> {
    const res = await this.post(
      `/v1/payments/${encodeURIComponent(request.paymentKey)}/cancel`,
      { cancelReason: request.reason, cancelAmount: request.amount },
      request.idempotencyKey,
    );
    const body = (await res.json().catch(() => ({}))) as TossError & { cancels?: { transactionKey?: string }[] };
    if (!res.ok) {
      const message = body.message && HANGUL.test(body.message) ? body.message : M.refundFailed;
      throw new AppError(res.status >= 500 ? 502 : 409, body.code ?? 'REFUND_FAILED', message);
    }
    return { providerRef: body.cancels?.at(-1)?.transactionKey ?? null };
  }

  private async post(path: string, body: unknown, idempotencyKey: string): Promise<Response> {
    try {
      return await fetch(`${this.options.apiUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.options.secretKey}:`).toString('base64')}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch {
      throw new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', M.providerUnavailable);
    }
  }
}
