import { AppError } from '../../errors/app-error';

/** Trimmed text within a limit, or a 400 with the given Korean texts (whitespace-only counts as empty). */
export function requiredText(value: string, max: number, messages: { empty: string; tooLong: string }, field: string): string {
  const text = value.trim();
  if (!text) throw new AppError(400, 'VALIDATION_ERROR', messages.empty, [{ field, message: messages.empty }]);
  if ([...text].length > max) throw new AppError(400, 'VALIDATION_ERROR', messages.tooLong, [{ field, message: messages.tooLong }]);
  return text;
}

/** A search box's words: every word must appear (so the bug view's "버그 결제" finds "[버그] 결제 오류"). */
export function searchTerms(q: string | undefined): string[] {
  return (q ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export interface PageRequest {
  page: number;
  size: number;
}

/** Page and size with the spec's default, clamped so a hostile size cannot ask for the whole table. */
export function pageOf(query: { page?: number; size?: number }, defaultSize: number, maxSize: number): PageRequest {
  return { page: query.page ?? 0, size: Math.min(query.size ?? defaultSize, maxSize) };
}

export function pageMeta(request: PageRequest, totalElements: number) {
  const totalPages = Math.ceil(totalElements / request.size);
  return { page: request.page, size: request.size, totalElements, totalPages, last: request.page >= totalPages - 1 };
}
