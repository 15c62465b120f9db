import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { claimSolvedChallenge } from './auth.repository';

export const CHALLENGE_SECONDS = 5 * 60;
/** A harder ALTCHA asks the browser for this many times the usual work (decision 0011). */
export const HARDER_CHALLENGE_FACTOR = 20;

export type BotCheckConfig = { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string };

/** A solved bot check; `harder` when it was the harder challenge an account past its failure ceiling asks for. */
export interface BotCheckPass {
  harder: boolean;
}

/** The login's bot check. `recaptchaToken` carries the altcha payload or the reCAPTCHA response. */
export interface BotCheck {
  readonly config: BotCheckConfig;
  /** Null when the token is missing, wrong, expired or already used. */
  verify(token: string, remoteIp: string): Promise<BotCheckPass | null>;
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

  /** A signed challenge; `harder` ones are marked in their signed salt, so a solution proves which kind it solved. */
  challenge(harder = false) {
    const expires = new Date(this.clock.now().getTime() + CHALLENGE_SECONDS * 1000);
    return createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: harder ? this.maxNumber * HARDER_CHALLENGE_FACTOR : this.maxNumber,
      expires,
      algorithm: 'SHA-256',
      ...(harder ? { params: { level: 'harder' } } : {}),
    });
  }

  async verify(token: string): Promise<BotCheckPass | null> {
    if (!token) return null;
    let payload: { signature?: unknown };
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown };
    } catch {
      return null;
    }
    if (typeof payload.signature !== 'string') return null;
    // Expiry is checked against the app clock below, not Date.now().
    const valid = await verifySolution(token, this.hmacKey, false).catch(() => false);
    if (!valid) return null;
    const params = extractParams(token);
    const expiresSeconds = Number(params.expires);
    const now = this.clock.now();
    if (!Number.isFinite(expiresSeconds) || expiresSeconds * 1000 < now.getTime()) return null;
    const firstUse = await claimSolvedChallenge(this.db, payload.signature, new Date(expiresSeconds * 1000), now);
    return firstUse ? { harder: params.level === 'harder' } : null;
  }
}

/** Google reCAPTCHA v2 through siteverify. */
export class RecaptchaBotCheck implements BotCheck {
  readonly config: BotCheckConfig;

  constructor(private readonly options: { siteKey: string; secret: string; verifyUrl: string }) {
    this.config = { provider: 'recaptcha', siteKey: options.siteKey };
  }

  /**
   * Google scores the client and picks its own challenge; there is no harder level to ask for, so a pass counts as
   * one (decision 0011: the account-wide ceiling relies on reCAPTCHA's risk analysis then).
   */
  async verify(token: string, remoteIp: string): Promise<BotCheckPass | null> {
    if (!token) return null;
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.options.secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { success?: unknown };
      return body.success === true ? { harder: true } : null;
    } catch {
      return null;
    }
  }
}
