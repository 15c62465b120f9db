import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { captchaUsed } from '../../db/schema';
import { lt } from 'drizzle-orm';

export const CHALLENGE_SECONDS = 5 * 60;

export type BotCheckConfig = { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string };

/** The login's bot check. `recaptchaToken` carries the altcha payload or the reCAPTCHA response. */
export interface BotCheck {
  readonly config: BotCheckConfig;
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** Self-hosted ALTCHA proof of work: signed challenge, expiry on the app clock, single use across instances. */
export class AltchaBotCheck implements BotCheck {
  readonly config = { provider: 'altcha' } as const;

  constructor(
    private readonly hmacKey: string,
    private readonly maxNumber: number,
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  challenge() {
    const expires = new Date(this.clock.now().getTime() + CHALLENGE_SECONDS * 1000);
    return createChallenge({ hmacKey: this.hmacKey, maxnumber: this.maxNumber, expires, algorithm: 'SHA-256' });
  }

  async verify(token: string): Promise<boolean> {
    if (!token) return false;
    let payload: { signature?: unknown };
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown };
    } catch {
      return false;
    }
    if (typeof payload.signature !== 'string') return false;
    // Expiry is checked against the app clock below, not Date.now().
    const valid = await verifySolution(token, this.hmacKey, false).catch(() => false);
    if (!valid) return false;
    const expiresSeconds = Number(extractParams(token).expires);
    const now = this.clock.now();
    if (!Number.isFinite(expiresSeconds) || expiresSeconds * 1000 < now.getTime()) return false;
    await this.db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, now));
    const inserted = await this.db
      .insert(captchaUsed)
      .values({ signature: payload.signature, expiresAt: new Date(expiresSeconds * 1000) })
      .onConflictDoNothing()
      .returning({ signature: captchaUsed.signature });
    return inserted.length === 1;
  }
}

/** Google reCAPTCHA v2 through siteverify. */
export class RecaptchaBotCheck implements BotCheck {
  readonly config: BotCheckConfig;

  constructor(private readonly options: { siteKey: string; secret: string; verifyUrl: string }) {
    this.config = { provider: 'recaptcha', siteKey: options.siteKey };
  }

  async verify(token: string, remoteIp: string): Promise<boolean> {
    if (!token) return false;
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.options.secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    } catch {
      return false;
    }
  }
}
