/** Reading the ZIPs a share offers: every entry into memory (test archives are small). */
import { writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import yauzl from 'yauzl';

/** Every file entry of the ZIP at `path`, by name. */
export async function readZip(path: string): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, decodeStrings: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) {
        zip.readEntry();
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  zip.close();
  return entries;
}

/** Fetches the ZIP `link` offers (with the page's cookies), checks it answers 200, saves it at `path` and reads it. */
export async function fetchZip(page: Page, link: Locator, path: string): Promise<Map<string, Buffer>> {
  const response = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).toString());
  expect(response.status()).toBe(200);
  writeFileSync(path, await response.body());
  return readZip(path);
}
