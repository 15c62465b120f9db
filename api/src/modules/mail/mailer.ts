import nodemailer from 'nodemailer';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { findOutboxMails, insertOutboxMail } from './mail.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail: real SMTP when SMTP_URL is set, otherwise the outbox table (the development mailbox). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Database; clock: Clock }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMail(options.db, {
        recipient: message.to.toLowerCase(),
        subject: message.subject,
        body: message.text,
        sentAt: options.clock.now(),
      });
    },
  };
}

export interface OutboxItem {
  subject: string;
  text: string;
  sentAt: string;
}

export async function readOutbox(db: Database, to: string, limit = 50): Promise<OutboxItem[]> {
  const rows = await findOutboxMails(db, to.trim().toLowerCase(), limit);
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}

/** The verification mail (Korean) carrying the 6-digit code. */
/** What each code is for, in the mail's subject and first line. */
const VERIFICATION_PURPOSE_TEXTS = {
  SIGNUP: { subject: '회원가입', intro: '회원가입을' },
  CHANGE_EMAIL: { subject: '이메일 변경', intro: '이메일 주소 변경을' },
  RESET_PASSWORD: { subject: '비밀번호 찾기', intro: '비밀번호 찾기를' },
} as const;

export function verificationMail(to: string, code: string, purpose: keyof typeof VERIFICATION_PURPOSE_TEXTS, minutes: number): MailMessage {
  const what = VERIFICATION_PURPOSE_TEXTS[purpose];
  return {
    to,
    subject: `[스테이온] ${what.subject} 인증 코드 ${code}`,
    text: [
      `안녕하세요. ${what.intro} 위한 이메일 인증 코드입니다.`,
      '',
      `인증 코드: ${code}`,
      '',
      `이 코드는 ${minutes}분 동안 유효합니다. 본인이 요청하지 않았다면 이 메일을 무시해주세요.`,
    ].join('\n'),
  };
}
