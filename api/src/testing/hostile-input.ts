import fc from 'fast-check';

/**
 * Random and hostile requests for every operation of the OpenAPI document (hostile-input.test.ts): each parameter
 * and body field gets either a plausible value (so requests get past validation into services and queries) or a
 * hostile one: numbers past the database's range, NUL and control characters, lone surrogates, 1 MB strings,
 * wrong types, duplicate parameters, broken percent-encoding, broken JSON, wrong content types.
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

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/hotels/{id}. */
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema: JsonSchema }[];
  body: JsonSchema | null;
  multipart: boolean;
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const MEGABYTE = 1024 * 1024;

/** Whole-value texts that break naive parsers, number coercion or PostgreSQL. */
const NASTY_TEXTS = [
  '2147483648', '-2147483649', '4294967296', '9007199254740993', '99999999999999999999', '1e400', '-1', '0', '-0',
  '1.5', 'NaN', 'Infinity', '0x7fffffff', '0b1', '', ' ', 'null', 'undefined', 'true', '[]', '{}', '٣', '１２',
  '\u0000', 'a\u0000b', '1\u0000', '\u0001\u001f\u007f\u0085', '\ud800', '\udfff', '\uffff', '\u202e', '\r\n',
  // Surrogates out of their pair: lone high and low ones, a reversed pair, a pair cut short; and whole pairs (emoji).
  '\udbff', '\udc00', '취소 \ud800', '\ude00\ud83d', '😀\ud83d', '\ude00😀', '😀', '👨‍👩‍👧',
  "' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>', '../../etc/passwd', '%00', '%', '\\',
  '2026-02-30', '0000-00-00', '9999-12-31', '2026-13-01', '2026-11-25T00:00:00Z',
];

/** Percent-encoding pieces that are not valid UTF-8 or not valid escapes at all. */
const BROKEN_ENCODINGS = ['%E0%A4%A', '%', '%zz', '%C0%AF', '%FF%FE', '%ED%A0%80', '%00', '%25%00'];

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

/** Query/path value: one text, or the same parameter several times. */
function parameterValue(schema: JsonSchema, name: string): fc.Arbitrary<string | string[]> {
  const one = fc.oneof(
    { weight: 5, arbitrary: plausible(schema, name).map((value) => String(value)) },
    { weight: 2, arbitrary: hostileText },
  );
  return fc.oneof({ weight: 6, arbitrary: one }, { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) });
}

/** Percent-encodes a text, also one with lone surrogates (encodeURIComponent throws there; their UTF-8 bytes are sent). */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      out += code >= 0xd800 && code <= 0xdfff ? `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}` : encodeURIComponent(char);
    }
    return out;
  }
}

/** A path segment: usually encoded, sometimes a broken escape or an over-long text sent as it is. */
const rawSegment = fc.oneof(fc.constantFrom(...BROKEN_ENCODINGS), fc.constant('x'.repeat(300)));

function bodyFor(schema: JsonSchema, components: Record<string, JsonSchema>): fc.Arbitrary<unknown> {
  const resolved = schema.$ref ? (components[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema;
  const properties = Object.entries(resolved.properties ?? {});
  const fields = Object.fromEntries(
    properties.map(([name, field]) => [
      name,
      fc.option(fc.oneof({ weight: 5, arbitrary: plausible(field, name) }, { weight: 2, arbitrary: hostileJson }), {
        freq: 8,
        nil: undefined,
      }),
    ]),
  );
  const shaped = fc.record(fields).map((value) => JSON.parse(JSON.stringify(value)) as unknown);
  return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: fc.jsonValue() }, { weight: 1, arbitrary: hostileJson });
}

/** Bodies no JSON parser should turn into a 500: broken, duplicated keys, deep, NUL in keys. */
const brokenJsonText = fc.constantFrom(
  '{',
  '{"a":',
  '{"hotelId":1,"hotelId":2147483648}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a\u0000b":1}',
  '"\\u0000"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '\uFEFF{}',
  'null',
  '',
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
];

function multipartBody(): fc.Arbitrary<{ payload: string; contentType: string }> {
  const boundary = 'hostileBoundary';
  const field = fc.tuple(fc.constantFrom('bookingId', 'rating', 'comment', 'photo', 'x\u0000'), fc.oneof(hostileText, fc.constant('1')));
  return fc.array(field, { maxLength: 5 }).map((parts) => ({
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload:
      parts
        .map(([name, value]) =>
          name === 'photo'
            ? `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${value}\r\n`
            : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`,
  }));
}

/** Random requests for one operation; `tokens` are bearer tokens to choose from (undefined = none). */
export function hostileRequests(
  operation: Operation,
  components: Record<string, JsonSchema>,
  tokens: (string | undefined)[],
): fc.Arbitrary<HostileRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const path = fc.tuple(
    ...pathParams.map((p) =>
      fc.oneof(
        { weight: 8, arbitrary: parameterValue(p.schema, p.name).map((v) => encodeText(Array.isArray(v) ? v.join(',') : v)) },
        { weight: 1, arbitrary: rawSegment },
      ),
    ),
  );
  const query = fc.tuple(
    ...queryParams.map((p) => fc.option(parameterValue(p.schema, p.name), { freq: 4, nil: undefined })),
    // An unknown parameter now and then (nil half of the time).
    fc.option(fc.tuple(hostileText, hostileText), { freq: 2, nil: undefined }),
  );
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(operation.method);
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> = !hasBody
    ? fc.constant({})
    : operation.multipart
      ? multipartBody()
      : fc.oneof(
          { weight: 8, arbitrary: bodyFor(operation.body ?? {}, components).map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' })) },
          { weight: 2, arbitrary: brokenJsonText.map((payload) => ({ payload, contentType: 'application/json' })) },
          { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), hostileText).map(([contentType, payload]) => ({ payload, contentType })) },
        );
  return fc.record({ path, query, body, token: fc.constantFrom(...tokens) }).map(({ path: segments, query: values, body: b, token }) => {
    let index = 0;
    const url = operation.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? '1');
    const pairs: string[] = [];
    queryParams.forEach((p, i) => {
      const value = values[i] as string | string[] | undefined;
      if (value === undefined) return;
      for (const v of Array.isArray(value) ? value : [value]) pairs.push(`${encodeText(p.name)}=${encodeText(v)}`);
    });
    const extra = values[queryParams.length] as [string, string] | undefined;
    if (extra) pairs.push(`${encodeText(extra[0])}=${encodeText(extra[1])}`);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (b.contentType) headers['content-type'] = b.contentType;
    return {
      method: operation.method,
      url: pairs.length ? `${url}?${pairs.join('&')}` : url,
      headers,
      ...(b.payload === undefined ? {} : { payload: b.payload }),
    };
  });
}

/** The operations of an OpenAPI 3 document. */
export function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content || /reviews$/.test(path),
      };
    }),
  );
}
