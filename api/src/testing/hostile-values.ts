import fc from 'fast-check';

/**
 * The values of the hostile requests (hostile-input.ts): hostile texts and JSON, values a schema accepts, and
 * percent-encoding that survives lone surrogates. Split from hostile-input.ts, which re-exports what others use.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  $ref?: string;
  nullable?: boolean;
}

const MEGABYTE = 1024 * 1024;

/** Whole-value texts that break naive parsers, number coercion or PostgreSQL. */
const NASTY_TEXTS = [
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '99999999999999999999',
  '1e400',
  '-1',
  '0',
  '-0',
  '1.5',
  'NaN',
  'Infinity',
  '0x7fffffff',
  '0b1',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '٣',
  '１２',
  '\u0000',
  'a\u0000b',
  '1\u0000',
  '\u0001\u001f\u007f\u0085',
  '\ud800',
  '\udfff',
  '\uffff',
  '\u202e',
  '\r\n',
  // Surrogates out of their pair: lone high and low ones, a reversed pair, a pair cut short; and whole pairs (emoji).
  '\udbff',
  '\udc00',
  '취소 \ud800',
  '\ude00\ud83d',
  '😀\ud83d',
  '\ude00😀',
  '😀',
  '👨‍👩‍👧',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01',
  '2026-11-25T00:00:00Z',
];

/** Code units no well-formed text holds alone; the reversed pair is two lone ones. */
export const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\ud83d', '\ude00', '\ude00\ud83d'] as const;

/** A short text with a surrogate out of its pair somewhere inside (what a client cutting an emoji in two sends). */
export const loneSurrogateText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...LONE_SURROGATES), fc.string({ maxLength: 8 }))
  .map(([before, lone, after]) => `${before}${lone}${after}`);

const nastyText = fc.constantFrom(...NASTY_TEXTS);
const randomText = fc.string({ unit: 'binary', maxLength: 40 });
const nulText = fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`);
const hugeText = fc.constantFrom('a'.repeat(MEGABYTE), '가'.repeat(MEGABYTE / 3), '9'.repeat(5000));

/** A hostile text; 1 MB strings are rare so a run stays quick. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: nastyText },
  { weight: 4, arbitrary: randomText },
  { weight: 3, arbitrary: nulText },
  { weight: 3, arbitrary: loneSurrogateText },
  { weight: 1, arbitrary: hugeText },
);

/** A hostile JSON value: wrong types, numbers past every range, hostile texts. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e308, -1, 0, 1.5, null, true, false, [], {}),
  fc.integer(),
  fc.double(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nastyText, { maxKeys: 3 }),
);

function seoulDate(offsetDays: number): string {
  const day = new Date(Date.now() + 9 * 3600_000 + offsetDays * 86_400_000);
  return day.toISOString().slice(0, 10);
}

export function schemaTypes(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(schemaTypes);
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** A value the schema accepts (or nearly: the edges), so the request reaches the service behind validation. */
export function plausible(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = schemaTypes(schema);
  if (types.includes('integer') || types.includes('number')) {
    const min = Math.max(schema.minimum ?? 0, -5);
    const max = schema.maximum ?? 2_147_483_647;
    return fc.oneof(fc.integer({ min, max: Math.min(max, min + 30) }), fc.constantFrom(min, max, max + 1, min - 1));
  }
  if (types.includes('boolean')) return fc.boolean();
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || /date|checkIn|checkOut/i.test(name)) {
    return fc.integer({ min: -3, max: 40 }).map(seoulDate);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
}

/** Percent-encodes a text, also one with lone surrogates (encodeURIComponent throws there; their UTF-8 bytes are sent). */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      out +=
        code >= 0xd800 && code <= 0xdfff
          ? `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`
          : encodeURIComponent(char);
    }
    return out;
  }
}
