import { LOCK_MINUTES, LOCK_THRESHOLD, MIN_AGE } from 'shared-contracts/member-area';

/** A published policy (이용약관, 개인정보처리방침): numbered sections of paragraphs, lists, tables and links. */
export type PolicyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'links'; items: readonly { label: string; to: string }[] };

export interface PolicySection {
  /** The fragment the table of contents links to (#id). */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
}

export interface PolicyDocument {
  title: string;
  lead: string;
  /** YYYY-MM-DD, Korean date. */
  effectiveDate: string;
  sections: readonly PolicySection[];
}

/** '2026-11-27' → '2026년 11월 27일'. */
export const koreanDate = (isoDate: string) =>
  isoDate.replace(/^(\d{4})-(\d{2})-(\d{2})$/, (_all, y: string, m: string, d: string) => `${y}년 ${Number(m)}월 ${Number(d)}일`);

export const paragraph = (text: string): PolicyBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): PolicyBlock => ({ kind: 'list', items });
export const steps = (...items: string[]): PolicyBlock => ({ kind: 'list', items, ordered: true });

/** The product's own facts the two documents quote (one place, so they say the same). */
export const POLICY_FACTS = {
  company: '(주)스테이온',
  service: '스테이온',
  effectiveDate: '2026-11-27',
  holdMinutes: 15,
  holdsAtOnce: 3,
  platformFeePercent: 15,
  welcomeCouponWon: '10,000원',
  minAge: MIN_AGE,
  loginLockAttempts: LOCK_THRESHOLD,
  loginLockMinutes: LOCK_MINUTES,
  /** The support line of the support centre (frame.messages), where members reach the privacy officer too. */
  supportPath: '/support/contact',
  inquiryPath: '/support/contact/inquiry',
} as const;
