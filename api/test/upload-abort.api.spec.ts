import { request as httpRequest } from 'node:http';
import { eventually } from './support/poll.js';
import { watchStorageIntake } from './support/storage-intake.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BOUNDARY = 'sharecode-test-boundary';

describe('an upload aborted by the client', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  it('leaves no share and no stored file behind', async () => {
    const url = new URL('/api/upload', app.baseUrl);
    const upload = httpRequest(url, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        // Promise far more than will be sent: the server is mid-body when the client disappears.
        'Content-Length': String(10 * 1024 * 1024),
      },
    });
    upload.on('error', () => undefined);
    const intake = watchStorageIntake(app.app);
    upload.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="big/part.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    upload.write(Buffer.alloc(256 * 1024, 7));

    // The first bytes have reached storage (an object store shows nothing before the object is complete)...
    try {
      await eventually(() => intake.bytes() > 0, 'the upload is being stored');
    } finally {
      intake.stop();
    }
    // ...when the client goes away.
    upload.destroy();

    await eventually(async () => (await app.storedFiles()).length === 0, 'the partial file is removed');
    expect(await app.folderCount()).toBe(0);
    expect(await app.fileRowCount()).toBe(0);
    // The server is fine afterwards.
    await app.http().get('/api/health').expect(200);
  });
});
