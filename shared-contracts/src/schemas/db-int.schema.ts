import { z } from 'zod/mini';

/**
 * Integers of requests, bounded to what PostgreSQL's `integer` columns hold. Without the bound an id or amount
 * such as 2147483648 passes validation and fails inside the database (a 500); with it, it is a 400 before any
 * query. Every integer a route reads goes through these helpers (a test walks the OpenAPI document for it).
 */
export const PG_INTEGER_MIN = -2_147_483_648;
export const PG_INTEGER_MAX = 2_147_483_647;

const bounds = (min: number, max: number) => [z.int(), z.minimum(Math.max(min, PG_INTEGER_MIN)), z.maximum(Math.min(max, PG_INTEGER_MAX))];

/** An integer in a JSON body. */
export function dbInt(min: number = PG_INTEGER_MIN, max: number = PG_INTEGER_MAX) {
  return z.int().check(...bounds(min, max));
}

/** An integer in a query string or path: text on the wire, hence coerce. */
export function queryInt(min: number = PG_INTEGER_MIN, max: number = PG_INTEGER_MAX) {
  return z.coerce.number().check(...bounds(min, max));
}

/** A row id (serial column) in a JSON body. */
export const dbId = () => dbInt(1);

/** A row id (serial column) in a path or query string. */
export const queryId = () => queryInt(1);
