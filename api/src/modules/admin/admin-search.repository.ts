import { sql, type SQL } from 'drizzle-orm';
import { wordsOf } from './admin-query';

/** `%text%` for ILIKE, with the pattern characters taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word must match one of the columns: `(c1 ilike w1 or c2 ilike w1) and (…w2…)`. */
export function allWordsMatch(q: string | undefined, columns: (pattern: string, word: string) => SQL): SQL | undefined {
  const words = wordsOf(q);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => sql`(${columns(likePattern(word), word)})`),
    sql` and `,
  );
}
