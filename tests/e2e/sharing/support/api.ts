/** Direct API calls for test setup (a share to retrieve, or the QR of one), bypassing the UI. */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface ApiShare {
  folderCode: string;
  folderUrl: string;
  manageKey: string;
  qrCode: string;
  expiresAt: string;
  retention: string;
  files: Array<{ filename: string; filepath: string; filesize: number }>;
}

/** What a retrieval (GET /api/folders/retrieve/{code}) answers, the fields tests read. */
export interface RetrievedFolder {
  data: {
    retention: string;
    qrCode: string;
    zipUrl: string;
    files: Array<{ filepath: string; url: string }>;
  };
}

/** Uploads files (absolute paths) under their path relative to `base`, the /data-sharing way. */
export async function shareViaApi(
  baseUrl: string,
  base: string,
  files: string[],
  retention = '2h',
  password?: string,
): Promise<ApiShare> {
  const form = new FormData();
  const paths = files.map((file) => relative(base, file).split('\\').join('/'));
  form.append('retention', retention);
  if (password) form.append('password', password);
  form.append('filePaths', JSON.stringify(paths));
  files.forEach((file, index) => form.append('files', new Blob([readFileSync(file)]), paths[index]));
  const response = await fetch(`${baseUrl}/api/upload`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ApiShare;
}

/** A 4-digit code no live share holds, confirmed by a 404 from the API. */
export async function unusedCode(baseUrl: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const code = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    const response = await fetch(`${baseUrl}/api/folders/retrive/${code}`);
    if (response.status === 404) return code;
  }
  throw new Error('no unused code found');
}

/** The PNG bytes inside a data URL. */
export function pngOfDataUrl(dataUrl: string): Buffer {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match) throw new Error('qrCode is not a PNG data URL');
  return Buffer.from(match[1], 'base64');
}
