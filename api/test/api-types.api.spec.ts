import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { createTestApp, type TestApp } from './support/test-app.js';
import { bodyOf } from './support/answers.js';

/**
 * The one contract between API and client: the OpenAPI document the server serves, and the TypeScript types
 * the client uses, generated from it by openapi-typescript. Both are committed under client/src/lib/api/;
 * this test fails when either no longer matches the code, and `npm run api-types -w api` (this test with
 * UPDATE_API_TYPES=1) writes them afresh.
 */
const CLIENT_API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'client', 'src', 'lib', 'api');
const DOCUMENT_FILE = join(CLIENT_API_DIR, 'openapi.json');
const TYPES_FILE = join(CLIENT_API_DIR, 'schema.d.ts');
const HEADER =
  "/**\n * Generated from openapi.json (the API's OpenAPI document) by openapi-typescript: do not edit.\n" +
  ' * Regenerate with `npm run api-types -w api` after changing the API.\n */\n\n';
const STALE = 'is out of date with the API: run `npm run api-types -w api` and commit the result.';

describe('the API contract the client is typed from', () => {
  let app: TestApp;
  let document: string;

  beforeAll(async () => {
    app = await createTestApp();
    const served = bodyOf<OpenAPI3>(await app.http().get('/api/docs-json').expect(200));
    document = `${JSON.stringify(served, null, 2)}\n`;
  });

  afterAll(() => app.close());

  async function types(source: string): Promise<string> {
    // A property with a default is optional in requests (the server fills it in), as the document says.
    return HEADER + astToString(await openapiTS(JSON.parse(source) as OpenAPI3, { defaultNonNullable: false }));
  }

  if (process.env.UPDATE_API_TYPES) {
    it('writes the OpenAPI document and the client types', async () => {
      await writeFile(DOCUMENT_FILE, document);
      await writeFile(TYPES_FILE, await types(document));
    });
    return;
  }

  it('client/src/lib/api/openapi.json is the document the server serves', async () => {
    const committed = await readFile(DOCUMENT_FILE, 'utf8');
    if (committed !== document) throw new Error(`client/src/lib/api/openapi.json ${STALE}`);
  });

  it('client/src/lib/api/schema.d.ts is generated from it', async () => {
    const committed = await readFile(TYPES_FILE, 'utf8');
    if (committed !== (await types(document))) throw new Error(`client/src/lib/api/schema.d.ts ${STALE}`);
  });
});
