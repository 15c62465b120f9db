import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { invalidCharacterMessages, validationMessages } from '../messages';

/**
 * Characters PostgreSQL cannot store: NUL (refused in text and jsonb) and a UTF-16 surrogate without its partner —
 * a high one not followed by a low one, or a low one not preceded by a high one (jsonb refuses its escape, so the
 * audit insert failed; text columns would silently keep U+FFFD instead). A well-formed pair (an emoji) is stored fine.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

export type UnstorableCharacter = keyof typeof invalidCharacterMessages;

/** The kind of character in the text the database cannot store (NUL first), or null. */
export function unstorableCharacter(text: string): UnstorableCharacter | null {
  if (text.includes(NUL)) return 'nul';
  return LONE_SURROGATE.test(text) ? 'loneSurrogate' : null;
}

export interface UnstorableText {
  /** Where: `body.a[1].c`, `query.q`, `params.id`, or a multipart field's name. */
  field: string;
  character: UnstorableCharacter;
}

/**
 * The first string (value or key, in document order) holding a character the database cannot store, or null.
 * Walks with its own stack, so no depth of nesting the JSON parser accepts can hide one.
 */
export function findUnstorableText(value: unknown, path = ''): UnstorableText | null {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [item, where] = pending.pop()!;
    if (typeof item === 'string') {
      const character = unstorableCharacter(item);
      if (character) return { field: where || '(value)', character };
      continue;
    }
    // Raw bodies (bytes) are no text: only parsed strings reach a query as text.
    if (item === null || typeof item !== 'object' || ArrayBuffer.isView(item)) continue;
    const children: [unknown, string][] = [];
    if (Array.isArray(item)) {
      item.forEach((element, i) => children.push([element, `${where}[${i}]`]));
    } else {
      for (const [key, element] of Object.entries(item)) {
        const field = where ? `${where}.${key}` : key;
        const character = unstorableCharacter(key);
        if (character) return { field, character };
        children.push([element, field]);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return null;
}

/** Field names can be the client's own (unknown keys): shown shortened and stripped of what was refused. */
const MAX_FIELD_SHOWN = 64;

/** 400 INVALID_CHARACTER: a text the database cannot store is refused before any query, never a failed one. */
export function invalidCharacter({ field, character }: UnstorableText): AppError {
  const replaced = field.replaceAll(NUL, '\\0').replace(LONE_SURROGATES, '\ufffd');
  // Cut by code points, so the cut never leaves half of a pair behind.
  const shown = Array.from(replaced.slice(0, MAX_FIELD_SHOWN * 2))
    .slice(0, MAX_FIELD_SHOWN)
    .join('');
  const message = character === 'nul' ? validationMessages.nulCharacter : validationMessages.loneSurrogate;
  return new AppError(400, 'INVALID_CHARACTER', invalidCharacterMessages[character], [{ field: shown, message }]);
}

/** Refuses a form field (e.g. a multipart part, which no hook sees parsed) holding a character the database cannot store. */
export function assertStorableText(field: string, value: string): string {
  const character = unstorableCharacter(value);
  if (character) throw invalidCharacter({ field, character });
  return value;
}

/**
 * The name review-form.ts (review module, edited in another change) still imports: it refuses every unstorable
 * character, lone surrogates included, not NUL alone.
 */
export const assertNoNul = assertStorableText;

/**
 * One check for every route's parsed input, before schema validation and so before any query: path
 * parameters, query string and JSON body (multipart forms call assertStorableText on their fields).
 */
async function inputGuardPlugin(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('preValidation', async (request) => {
    const found =
      findUnstorableText(request.params, 'params') ?? findUnstorableText(request.query, 'query') ?? findUnstorableText(request.body, 'body');
    if (found) throw invalidCharacter(found);
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard', fastify: '5.x' });
