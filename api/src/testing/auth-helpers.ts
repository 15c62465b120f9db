import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Clock } from '../clock';

/** A clock the test moves by hand (lock expiry, code expiry, cooldowns). */
export class ManualClock implements Clock {
  private at: number;

  constructor(start: string | Date) {
    this.at = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  advance(seconds: number): void {
    this.at += seconds * 1000;
  }
}

/** Environment for auth tests: an easy ALTCHA so solving in Node is instant. */
export const AUTH_TEST_ENV = { ALTCHA_MAX_NUMBER: '2000' };

/** Client address options of a request: `from` is sent as X-Forwarded-For (the app must trust the test's 127.0.0.1). */
export interface FromAddress {
  from?: string;
}

const forwardedFor = ({ from }: FromAddress): Record<string, string> => (from ? { 'x-forwarded-for': from } : {});

/** Fetches a challenge and solves it the way the altcha widget does; answers the login's recaptchaToken. */
export async function solveCaptcha(app: FastifyInstance, client: FromAddress = {}): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/captcha/challenge', headers: forwardedFor(client) });
  const challenge = res.json<{ algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number }>();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function login(app: FastifyInstance, loginId: string, password: string, client: FromAddress = {}): Promise<LightMyRequestResponse> {
  const recaptchaToken = await solveCaptcha(app, client);
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId, password, recaptchaToken }, headers: forwardedFor(client) });
}

/** The refreshToken cookie value set by a response. */
export function refreshCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((cookie) => cookie.name === 'refreshToken')?.value;
}

/** The 6-digit code of the newest mail to `email` in the development mailbox. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  const [mail] = res.json<{ subject: string; text: string }[]>();
  const match = /인증 코드: (\d{6})/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no code mailed to ${email}`);
  return match[1];
}
