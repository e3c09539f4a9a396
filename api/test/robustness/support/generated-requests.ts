import fc from 'fast-check';
import type { SchemaObject } from 'openapi-typescript';
import { SESSION_COOKIE_NAME } from '../../../src/auth/session-cookie.js';
import { type FilePart, multipartBody, type RawBody } from './bodies.js';
import { type Operation, type Parameter, pathWith, plausibleValue } from './operations.js';

/** Stands for the parameter's real value (the target share's key, a fresh upload): filled in when sent. */
export const REAL = Symbol('real value');
type Value = string | typeof REAL;

/** Headers that carry a key the targets hold: sent real now and then, so the route gets past its lookup. */
const REAL_HEADERS = new Set(['x-manage-key', 'x-requester-key']);

/** One generated request: its path values and query still to fill in, headers, body. */
export interface GeneratedRequest {
  pathValues: Record<string, Value>;
  query: Array<[string, Value]>;
  headers: Partial<Record<string, Value>>;
  cookie?: Value;
  body?: RawBody;
}

const MAX_FILES = 3;
const MAX_FILE_BYTES = 64;

/** Values that have broken parsers before: bad percent-encoding, traversal, numbers past their type, bidi controls. */
const TRICKY_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  '%2e%2e',
  '..',
  '%2F',
  '%C0%AF',
  '%E2%80%AE',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '0x10',
  '9'.repeat(30),
  'A'.repeat(300),
];

const TRICKY_NAMES = [
  '',
  '.',
  '..',
  '../escape.txt',
  '/absolute.txt',
  'C:\\windows.txt',
  'invoice\u202Efdp.exe',
  'trailing space ',
  'trailing dot.',
  'a:b "quoted" <x>.txt',
  'con.txt',
  'nul\u0000byte',
  'line\r\nbreak',
  'a/'.repeat(100) + 'deep.txt',
  'x'.repeat(300),
];

const TRICKY_JSON = [
  '',
  'null',
  '[]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":' + '1'.repeat(400) + '}',
  '"\uD800"',
  '{"a":1,"a":2}',
];

/** Any text, percent-encoded as a client would put it in a URL. */
const encodedText = fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent);

function segment(parameter: Parameter): fc.Arbitrary<Value> {
  const { pattern } = parameter.schema as { pattern?: string };
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant<Value>(REAL) },
    { weight: 2, arbitrary: encodedText },
    { weight: 2, arbitrary: fc.constantFrom(...TRICKY_SEGMENTS) },
    { weight: 1, arbitrary: pattern ? fc.stringMatching(new RegExp(pattern)).map(encodeURIComponent) : encodedText },
  );
}

function queryValue(parameter: Parameter): fc.Arbitrary<Value> {
  return fc.oneof(
    fc.constant<Value>(REAL),
    fc.constant(encodeURIComponent(String(plausibleValue(parameter.schema)))),
    encodedText,
    fc.constantFrom(...TRICKY_SEGMENTS),
  );
}

/** Header values Node lets a client send: visible ASCII and Latin-1, tabs, nothing that ends the line. */
const headerText = fc.oneof(
  fc.stringMatching(/^[\t\x20-\x7e\x80-\xff]{0,120}$/),
  fc.constantFrom('', '0000', 'null', '[]', 'x'.repeat(4_000)),
);

function headerValue(parameter: Parameter): fc.Arbitrary<Value> {
  return REAL_HEADERS.has(parameter.name.toLowerCase()) ? fc.oneof(fc.constant<Value>(REAL), headerText) : headerText;
}

const relativePath = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc
    .array(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join('/')),
  fc.constantFrom(...TRICKY_NAMES),
);

/** A field's text: its well-formed value, any text, or a JSON list of paths or of sizes (valid or not). */
function fieldText(schema: SchemaObject): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(String(plausibleValue(schema))),
    fc.string({ maxLength: 60 }),
    fc.array(relativePath, { maxLength: MAX_FILES }).map((paths) => JSON.stringify(paths)),
    fc
      .array(fc.oneof(fc.nat({ max: 100 }), fc.integer(), fc.double(), fc.constant(2 ** 60)), { maxLength: MAX_FILES })
      .map((sizes) => JSON.stringify(sizes)),
    fc.constantFrom(...TRICKY_JSON),
  );
}

function isFileProperty(schema: SchemaObject): boolean {
  return schema.format === 'binary' || schema.type === 'array';
}

/** Files as the upload pages send them: paths (tricky ones among them) with sizes and bytes that agree. */
function coherentUpload(operation: Operation, takesFiles: boolean): fc.Arbitrary<RawBody> {
  const file = fc.record({ filename: relativePath, bytes: fc.uint8Array({ maxLength: MAX_FILE_BYTES }) });
  return fc.array(file, { minLength: 1, maxLength: MAX_FILES }).map((files) => {
    const lists: Array<[string, string]> = [
      ['filePaths', JSON.stringify(files.map((each) => each.filename))],
      ['fileSizes', JSON.stringify(files.map((each) => each.bytes.length))],
    ];
    return multipartBody(
      lists.filter(([name]) => name in operation.bodyProperties),
      takesFiles ? files : [],
    );
  });
}

function multipart(operation: Operation): fc.Arbitrary<RawBody> {
  const fields = Object.entries(operation.bodyProperties).filter(([, schema]) => !isFileProperty(schema));
  const takesFiles = Object.values(operation.bodyProperties).some(isFileProperty);
  const files: fc.Arbitrary<FilePart[]> = takesFiles
    ? fc.array(fc.record({ filename: relativePath, bytes: fc.uint8Array({ maxLength: MAX_FILE_BYTES }) }), {
        maxLength: MAX_FILES,
      })
    : fc.constant([]);
  const anyFields = fc
    .tuple(fc.subarray(fields), files)
    .chain(([chosen, parts]) =>
      fc
        .tuple(...chosen.map(([name, schema]) => fieldText(schema).map((text): [string, string] => [name, text])))
        .map((pairs) => multipartBody(pairs, parts)),
    );
  return fc.oneof(anyFields, coherentUpload(operation, takesFiles));
}

function jsonValueOf(schema: SchemaObject): fc.Arbitrary<unknown> {
  const limit = (schema as { maxLength?: number }).maxLength;
  const maxLength = limit === undefined ? 60 : Math.min(limit + 2, 300);
  return fc.oneof(
    fc.constant(plausibleValue(schema)),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

function json(operation: Operation): fc.Arbitrary<RawBody> {
  const shaped = fc
    .record(
      Object.fromEntries(Object.entries(operation.bodyProperties).map(([name, schema]) => [name, jsonValueOf(schema)])),
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body));
  const text = fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom(...TRICKY_JSON) },
  );
  return text.map((body) => ({ contentType: 'application/json', bytes: Buffer.from(body) }));
}

function bodyOf(operation: Operation): fc.Arbitrary<RawBody | undefined> {
  if (operation.bodyType === 'multipart/form-data') return multipart(operation);
  if (operation.bodyType === 'application/json') return json(operation);
  if (operation.bodyType) {
    const type = operation.bodyType;
    return fc
      .uint8Array({ maxLength: MAX_FILE_BYTES })
      .map((bytes) => ({ contentType: type, bytes: Buffer.from(bytes) }));
  }
  return fc.constant(undefined);
}

const cookie = fc.option(
  fc.constantFrom<Value>(REAL, `${SESSION_COOKIE_NAME}=forged`, `${SESSION_COOKIE_NAME}=%`, `${SESSION_COOKIE_NAME}=`),
  { nil: undefined },
);

/** Requests to `operation` with generated path values, query, headers and body, real keys among them. */
export function generatedRequests(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const ofKind = (kind: Parameter['in']) => operation.parameters.filter((parameter) => parameter.in === kind);
  const pathValues = fc.record(
    Object.fromEntries(ofKind('path').map((parameter) => [parameter.name, segment(parameter)])),
  );
  const query = fc
    .tuple(
      ...ofKind('query').map((parameter) =>
        fc
          .array(queryValue(parameter), { maxLength: 2 })
          .map((values) => values.map((value): [string, Value] => [parameter.name, value])),
      ),
    )
    .map((lists) => lists.flat());
  const headers = fc.record(
    Object.fromEntries(ofKind('header').map((parameter) => [parameter.name, headerValue(parameter)])),
    { requiredKeys: [] },
  );
  return fc.record(
    { pathValues, query, headers, cookie, body: bodyOf(operation) },
    { requiredKeys: ['pathValues', 'query', 'headers'] },
  );
}

/** The request's path and query, with REAL replaced by `real(name)`. */
export function targetOf(operation: Operation, request: GeneratedRequest, real: (name: string) => string): string {
  const filled = (name: string, value: Value) => (value === REAL ? real(name) : value);
  const path = pathWith(
    operation,
    Object.fromEntries(Object.entries(request.pathValues).map(([name, value]) => [name, filled(name, value)])),
  );
  const query = request.query.map(([name, value]) => `${name}=${filled(name, value)}`).join('&');
  return query ? `${path}?${query}` : path;
}
