import { createServer, type Server, type ServerResponse } from 'node:http';

/** One request the fake received. */
export interface TossCall {
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

/**
 * How the fake answers a cancel (refund):
 * - `ok`: refunds once per idempotency key and answers the same cancel for that key ever after (as Toss does);
 * - `error500`: refuses without refunding (a provider outage);
 * - `dropAfterRefund`: refunds, then closes the connection without an answer (a timeout after the money moved);
 * - `hangAfterRefund`: refunds, then never answers (the client's own timeout ends the call).
 */
export type TossCancelMode = 'ok' | 'error500' | 'dropAfterRefund' | 'hangAfterRefund';

export interface FakeToss {
  url: string;
  calls: TossCall[];
  /** Money given back per idempotency key: a key refunded twice would show here as a second entry. */
  refunded: Map<string, number[]>;
  mode: TossCancelMode;
  /** The cancel calls made with one key. */
  cancelsFor(key: string): TossCall[];
  close(): Promise<void>;
}

/** A local stand-in for the Toss core API: confirm approves; cancel refunds per `mode`, idempotent by key. */
export async function startFakeToss(): Promise<FakeToss> {
  const answers = new Map<string, Record<string, unknown>>();
  const hanging: ServerResponse[] = [];
  const fake: FakeToss = {
    url: '',
    calls: [],
    refunded: new Map(),
    mode: 'ok',
    cancelsFor: (key) => fake.calls.filter((c) => c.path.endsWith('/cancel') && c.idempotencyKey === key),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  /** The refund of a key happens once; later calls with the key answer the stored cancel. */
  const refundOnce = (key: string, body: Record<string, unknown>) => {
    const known = answers.get(key);
    if (known) return known;
    const amount = Number(body.cancelAmount);
    fake.refunded.set(key, [...(fake.refunded.get(key) ?? []), amount]);
    const answer = { status: 'PARTIAL_CANCELED', cancels: [{ transactionKey: `tx-${key}`, cancelAmount: amount }] };
    answers.set(key, answer);
    return answer;
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const key = req.headers['idempotency-key'] as string | undefined;
      fake.calls.push({ path: req.url ?? '', idempotencyKey: key, body });
      res.setHeader('content-type', 'application/json');
      if (!req.url?.endsWith('/cancel')) {
        res.end(
          JSON.stringify({
            paymentKey: body.paymentKey,
            orderId: body.orderId,
            status: 'DONE',
            totalAmount: body.amount,
            method: '카드',
            approvedAt: '2030-03-15T12:00:05+09:00',
          }),
        );
        return;
      }
      if (fake.mode === 'error500') {
        res.statusCode = 500;
        res.end(JSON.stringify({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' }));
        return;
      }
      const answer = refundOnce(key ?? '', body);
      if (fake.mode === 'dropAfterRefund') res.destroy();
      else if (fake.mode === 'hangAfterRefund') hanging.push(res);
      else res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return fake;
}
