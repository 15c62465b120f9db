import { z } from 'zod/mini';
import { lengthOf } from './support.constants';

/**
 * A text field as the server checks it: trimmed, not empty (when `empty` is given), at most `max` characters counted
 * by code point, each with its Korean text. One message at a time: the emptiness first.
 */
export function textRule({ max, empty, tooLong }: { max: number; empty?: string; tooLong: string }) {
  return z.string().check(
    z.refine((value) => !empty || value.trim() !== '', { error: empty, abort: true }),
    z.refine((value) => lengthOf(value.trim()) <= max, { error: tooLong }),
  );
}
