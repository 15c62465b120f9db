import fc from 'fast-check';
import { encodeText, loneSurrogateText, plausible, schemaTypes, type HostileRequest, type JsonSchema, type Operation } from './hostile-input';

/**
 * Requests that reach the input guard with a text the database cannot store (issue 23 item 6), for the hostile-input
 * test's sweep: everything else is what the route's caller would send — their token, a hotel they own, plausible
 * values in the other fields — so the only thing wrong is one text field holding a surrogate out of its pair. A JSON
 * body carries it as an escape (`"\ud800"`), a multipart field as UTF-16 (busboy decodes utf-16le unit by unit);
 * percent-encoded query and path values cannot (their UTF-8 bytes of a surrogate never decode to one).
 */

export interface UnstorableTextRequest extends HostileRequest {
  /** The field that holds the lone surrogate. */
  field: string;
}

/** The review form is the one multipart route that reads text (the image uploads read a file and nothing else). */
const multipartTextFields = (operation: Operation): string[] => (/\/reviews$/.test(operation.path) ? ['comment'] : []);

function resolve(schema: JsonSchema | null, components: Record<string, JsonSchema>): JsonSchema {
  if (!schema) return {};
  return schema.$ref ? (components[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema;
}

const holdsText = (schema: JsonSchema): boolean =>
  schemaTypes(schema).includes('string') || (schemaTypes(schema).includes('array') && 'items' in schema);

/** The body fields of an operation that hold text (strings, lists of strings): where a lone surrogate is put. */
export function textFields(operation: Operation, components: Record<string, JsonSchema>): string[] {
  if (operation.multipart) return multipartTextFields(operation);
  return Object.entries(resolve(operation.body, components).properties ?? {})
    .filter(([, field]) => holdsText(resolve(field, components)))
    .map(([name]) => name);
}

function multipartPayload(field: string, text: string): { payload: Buffer; contentType: string } {
  const boundary = 'unstorableBoundary';
  const part = (name: string, value: Buffer, headers = '') =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${headers}\r\n`), value, Buffer.from('\r\n')]);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      part('bookingId', Buffer.from('1')),
      part('rating', Buffer.from('5')),
      part(field, Buffer.from(text, 'utf16le'), 'Content-Type: text/plain; charset=utf-16le\r\n'),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
  };
}

/** A path value validation accepts (a multipart form is read after validation): small ids, plausible texts. */
function validPathValue(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schemaTypes(schema).includes('integer')) return fc.integer({ min: Math.max(schema.minimum ?? 1, 1), max: 30 }).map(String);
  return plausible(schema, name).map((value) => encodeText(String(value)));
}

/**
 * Requests for one operation with a lone surrogate in one of its text fields (call it only for operations with
 * textFields). `pathValues` fixes path parameters by name (e.g. an owner's own hotelId).
 */
export function unstorableTextRequests(
  operation: Operation,
  components: Record<string, JsonSchema>,
  token: string,
  pathValues: Record<string, string> = {},
): fc.Arbitrary<UnstorableTextRequest> {
  const fields = textFields(operation, components);
  const properties = resolve(operation.body, components).properties ?? {};
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const path = fc.tuple(...pathParams.map((p) => (p.name in pathValues ? fc.constant(pathValues[p.name]!) : validPathValue(p.schema, p.name))));
  const others = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, plausible(resolve(field, components), name)])),
  );
  return fc
    .record({ path, others, field: fc.constantFrom(...fields), text: loneSurrogateText })
    .map(({ path: segments, others: values, field, text }) => {
      let index = 0;
      const url = operation.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? '1');
      const isList = schemaTypes(resolve(properties[field] ?? {}, components)).includes('array');
      const body = operation.multipart
        ? multipartPayload(field, text)
        : { payload: JSON.stringify({ ...values, [field]: isList ? [text] : text }), contentType: 'application/json' };
      return {
        method: operation.method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
        payload: body.payload,
        field,
      };
    });
}
