import fc from 'fast-check';
import { encodeText, hostileJson, hostileText, plausible, type JsonSchema } from './hostile-values';

/**
 * Random and hostile requests for every operation of the OpenAPI document (hostile-input.test.ts): each parameter
 * and body field gets either a plausible value (so requests get past validation into services and queries) or a
 * hostile one: numbers past the database's range, NUL and control characters, lone surrogates, 1 MB strings,
 * wrong types, duplicate parameters, broken percent-encoding, broken JSON, wrong content types.
 */

// The texts and values live in hostile-values.ts; importers of this module keep finding them here.
export { encodeText, hostileJson, hostileText, LONE_SURROGATES, loneSurrogateText, plausible, schemaTypes, type JsonSchema } from './hostile-values';

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

/** Percent-encoding pieces that are not valid UTF-8 or not valid escapes at all. */
const BROKEN_ENCODINGS = ['%E0%A4%A', '%', '%zz', '%C0%AF', '%FF%FE', '%ED%A0%80', '%00', '%25%00'];

/** Query/path value: one text, or the same parameter several times. */
function parameterValue(schema: JsonSchema, name: string): fc.Arbitrary<string | string[]> {
  const one = fc.oneof({ weight: 5, arbitrary: plausible(schema, name).map((value) => String(value)) }, { weight: 2, arbitrary: hostileText });
  return fc.oneof({ weight: 6, arbitrary: one }, { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) });
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
          {
            weight: 8,
            arbitrary: bodyFor(operation.body ?? {}, components).map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' })),
          },
          { weight: 2, arbitrary: brokenJsonText.map((payload) => ({ payload, contentType: 'application/json' })) },
          {
            weight: 1,
            arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), hostileText).map(([contentType, payload]) => ({ payload, contentType })),
          },
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
  paths: Record<
    string,
    Record<string, { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
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
