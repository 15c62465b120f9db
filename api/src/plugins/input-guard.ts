import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { validationMessages } from '../messages';

const NUL = '\u0000';

/** Path of the first string (value or key) holding a NUL character, or null. Depth-bounded: bodies are small. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || '(value)' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return field;
    const found = findNul(item, field, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Field names can be the client's own (unknown keys): shown shortened, never as sent. */
const MAX_FIELD_SHOWN = 64;

/** PostgreSQL refuses 0x00 in text: a NUL anywhere in a request is a 400, never a failed query. */
export function invalidCharacter(field: string): AppError {
  const shown = field.replaceAll(NUL, '\\0').slice(0, MAX_FIELD_SHOWN);
  return AppError.of(400, 'INVALID_CHARACTER', [{ field: shown, message: validationMessages.nulCharacter }]);
}

/** Refuses a form field (e.g. a multipart part, which no hook sees parsed) that holds a NUL. */
export function assertNoNul(field: string, value: string): string {
  if (value.includes(NUL)) throw invalidCharacter(field);
  return value;
}

/**
 * One check for every route's parsed input, before schema validation and so before any query: path
 * parameters, query string and JSON body (multipart forms call assertNoNul on their fields).
 */
async function inputGuardPlugin(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('preValidation', async (request) => {
    const field =
      findNul(request.params, 'params') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
    if (field) throw invalidCharacter(field);
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard', fastify: '5.x' });
