import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, type ErrorCode, genericCodeOf } from './error-codes.js';

const API_DOCS = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));

/** The rows of docs/api.md's "Error codes" tables: code → status. */
function documentedCodes(): Map<string, number> {
  const text = readFileSync(API_DOCS, 'utf8');
  const section = text.slice(text.indexOf('## Error codes'));
  const end = section.indexOf('\n## ', 1);
  const rows = (end === -1 ? section : section.slice(0, end)).matchAll(/^\| `([a-z0-9_]+)` \| (\d+) \|/gm);
  return new Map([...rows].map(([, code, status]) => [code, Number(status)]));
}

describe('ERROR_CODES', () => {
  it('are snake_case', () => {
    expect(Object.keys(ERROR_CODES).filter((code) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(code))).toEqual([]);
  });

  it('are every one documented in docs/api.md with its status, and nothing else is', () => {
    const documented = documentedCodes();
    expect(documented.size).toBeGreaterThan(0);
    const listed = Object.entries(ERROR_CODES).map(([code, { status }]) => [code, status]);
    expect([...documented].sort()).toEqual(listed.sort());
  });

  it('give a code-less HTTP error the generic code of its status, and 500 to an unknown 5xx', () => {
    const generic: [number, ErrorCode][] = [
      [400, 'bad_request'],
      [404, 'not_found'],
      [413, 'payload_too_large'],
      [429, 'too_many_requests'],
      [503, 'service_unavailable'],
      [418, 'bad_request'],
      [502, 'internal_error'],
    ];
    expect(generic.map(([status]) => [status, genericCodeOf(status)])).toEqual(generic);
  });
});
