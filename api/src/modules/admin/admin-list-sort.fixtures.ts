import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/database';
import { assertKorean400, ok, type Call } from './admin-test-world';

/** A sorted value as the test compares it: a number, an ISO date or time (same format, so text order is time order), or null. */
export type SortValue = number | string | null;
export type Direction = 'asc' | 'desc';

/**
 * The rows are in the asked order of `value` (nulls last when `nullsLast`), and rows with equal values are in the
 * same direction's order of their id. Answers how many neighbours tied, so a test can show the tie-break was exercised.
 */
export function assertOrdered<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  id: (row: T) => number,
  direction: Direction,
  label: string,
  nullsLast = false,
): number {
  const sign = direction === 'asc' ? 1 : -1;
  let ties = 0;
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    const [va, vb] = [value(a), value(b)];
    const where = `${label} ${direction} at ${i}: ${String(va)} #${id(a)} then ${String(vb)} #${id(b)}`;
    if (va === vb) {
      ties++;
      assert.ok(sign * (id(b) - id(a)) > 0, `${where}: a tie goes by id`);
    } else if (va === null || vb === null) {
      assert.ok(nullsLast && vb === null, `${where}: nulls come last`);
    } else {
      assert.ok(sign * (va < vb ? 1 : -1) > 0, where);
    }
  }
  return ties;
}

/**
 * The database's own order of a text or enum column's values as ranks (collations differ between PGlite and a
 * PostgreSQL server, and enums sort by declaration): compare the ranks, not the words.
 */
export async function ranksOf(app: FastifyInstance, table: string, column: string): Promise<(value: string) => number> {
  const rows = await queryRows<{ v: string }>(
    app.db,
    sql.raw(`select o::text as v from (select distinct ${column} as o from ${table} where ${column} is not null) s order by o`),
  );
  const ranks = new Map(rows.map((row, index) => [row.v, index]));
  return (value) => {
    const rank = ranks.get(value);
    assert.notEqual(rank, undefined, `${table}.${column} has no value ${value}`);
    return rank!;
  };
}

/** A list's answer `{ content }` for the query. */
export async function listOf<T>(admin: Call, url: string): Promise<T[]> {
  return ok<{ content: T[] }>(await admin('GET', url)).content;
}

/** Pages of `size` rows with the sort, read one after another, are the first rows of the sorted list: none repeated or skipped. */
export async function assertPagesAgree<T>(admin: Call, base: string, sort: string, key: (row: T) => string | number, size = 5, pages = 3) {
  const joined = `${base}${base.includes('?') ? '&' : '?'}sort=${sort}`;
  const whole = (await listOf<T>(admin, `${joined}&size=${size * pages}`)).map(key);
  const paged: (string | number)[] = [];
  for (let page = 0; page < pages; page++) paged.push(...(await listOf<T>(admin, `${joined}&size=${size}&page=${page}`)).map(key));
  assert.deepEqual(paged, whole, `${base} ${sort}: the pages follow one order`);
}

/** Anything but a key of the list (or `-key`) is refused with a Korean 400. */
export async function assertUnknownSortsRefused(admin: Call, base: string) {
  const joiner = base.includes('?') ? '&' : '?';
  for (const bad of ['password', 'id', '-', '--createdAt', 'createdAt,desc', 'createdAt;drop', 'CREATEDAT']) {
    assertKorean400(await admin('GET', `${base}${joiner}sort=${encodeURIComponent(bad)}`), bad);
  }
}
