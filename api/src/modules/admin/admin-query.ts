import { ADMIN_PAGE_SIZE_DEFAULT } from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';
import { ADMIN_MESSAGES as M } from './admin.messages';

/** page (0-based) and size of a back-office list, with the defaults. */
export function pageOf(query: { page?: number | undefined; size?: number | undefined }): { page: number; size: number; offset: number } {
  const page = query.page ?? 0;
  const size = query.size ?? ADMIN_PAGE_SIZE_DEFAULT;
  return { page, size, offset: page * size };
}

/** The words of a search box (at most 5, so a pasted paragraph cannot make a query of hundreds of conditions). */
export function wordsOf(q: string | undefined): string[] {
  return (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
}

/** A real calendar date between the years 1000 and 9999 (2030-02-30 is not one), or a 400. */
export function realDate(value: string, field: string): string {
  const at = Date.parse(`${value}T00:00:00Z`);
  const year = Number(value.slice(0, 4));
  if (Number.isNaN(at) || year < 1000 || new Date(at).toISOString().slice(0, 10) !== value) {
    throw new AppError(400, 'VALIDATION_ERROR', M.invalidDate, [{ field, message: M.invalidDate }]);
  }
  return value;
}

/** An optional from/to pair of real dates, from ≤ to. */
export function dateRange(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  if (from !== undefined) realDate(from, 'from');
  if (to !== undefined) realDate(to, 'to');
  if (from !== undefined && to !== undefined && to < from) {
    throw new AppError(400, 'VALIDATION_ERROR', M.rangeReversed, [{ field: 'to', message: M.rangeReversed }]);
  }
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/** A reason the operator must give: trimmed, 1 … max characters (Korean 400 otherwise). */
export function requiredReason(value: string | undefined | null, max: number): string {
  const reason = (value ?? '').trim();
  if (!reason) throw new AppError(400, 'VALIDATION_ERROR', M.reasonRequired, [{ field: 'reason', message: M.reasonRequired }]);
  if ([...reason].length > max) throw new AppError(400, 'VALIDATION_ERROR', M.reasonTooLong, [{ field: 'reason', message: M.reasonTooLong }]);
  return reason;
}

/** An optional note: trimmed, empty = null. */
export function optionalMemo(value: string | undefined | null): string | null {
  const memo = (value ?? '').trim();
  return memo ? memo : null;
}

/** A positive integer id typed into a search box, else null (ids past the integer column range are not ids). */
export function idIn(word: string): number | null {
  return /^\d{1,10}$/.test(word) && Number(word) >= 1 && Number(word) <= 2_147_483_647 ? Number(word) : null;
}

export const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** Deadlocks and serialisation failures say "try again": a write that meets one is retried a few times. */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}

function isRetryable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}
