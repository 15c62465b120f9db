import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './database';

/**
 * Named prepared statements for the statements whose planning is a large part of their cost (the search statement:
 * ~0.5 ms of planning beside 1-10 ms of execution on the 10,000-hotel world). A statement's text — its shape, with
 * every value a parameter — names it, so each pooled connection parses it once and PostgreSQL may keep one generic
 * plan for the shape after five custom ones (plan_cache_mode auto), when that plan costs no more than the custom
 * ones. PGlite and any other driver run the statement unnamed as before.
 *
 * A connection keeps every statement prepared on it until it closes, so only the first PREPARED_SHAPES_MAX shapes a
 * process meets are named (the common ones come first); rarer shapes run unnamed.
 */
export const PREPARED_SHAPES_MAX = 100;

const names = new Map<string, string>();
/** Shapes whose prepared plan PostgreSQL refused after a schema change (a migration by another instance). */
const refused = new Set<string>();

/** The statement's name for its text, or undefined when it is to run unnamed. */
export function statementName(text: string): string | undefined {
  if (refused.has(text)) return undefined;
  let name = names.get(text);
  if (!name && names.size < PREPARED_SHAPES_MAX) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** What drizzle's database and transaction objects carry at run time (not in their public types). */
interface SessionInternals {
  session: {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/** PostgreSQL's answer when a prepared statement's result columns changed type under it (SQLSTATE 0A000), as drizzle wraps it. */
const isStalePlan = (error: unknown): boolean =>
  error instanceof Error && (/cached plan must not change result type/.test(error.message) || isStalePlan(error.cause));

/**
 * Runs raw SQL as queryRows does, as a named prepared statement (see above), on the database or in a transaction. A
 * statement PostgreSQL can no longer run from its prepared plan runs unnamed from then on.
 */
export async function queryPreparedRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const { session } = db as unknown as SessionInternals;
  const compiled = session.dialect.sqlToQuery(query);
  const run = (name: string | undefined) => session.prepareQuery(compiled, undefined, name, false).execute() as Promise<{ rows: T[] }>;
  const name = statementName(compiled.sql);
  try {
    return (await run(name)).rows;
  } catch (error) {
    if (!name || !isStalePlan(error)) throw error;
    refused.add(compiled.sql);
    return (await run(undefined)).rows;
  }
}
