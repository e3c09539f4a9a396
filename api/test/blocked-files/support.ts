import { createHash } from 'node:crypto';
import { Folder } from '../../src/folders/folder.entity.js';
import { FolderFile } from '../../src/folders/folder-file.entity.js';
import { operatorSignedIn } from '../support/operators.js';
import type { TestApp } from '../support/test-app.js';

export const OPERATOR_EMAIL = 'ops@example.com';

export function sha256Of(bytes: string | Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** An enrolled operator's session cookie (OPERATOR_EMAILS must name OPERATOR_EMAIL). */
export function operatorCookie(app: TestApp): Promise<string> {
  return operatorSignedIn(app, OPERATOR_EMAIL);
}

/** The database's view of a share's files: path → stored SHA-256. */
export async function storedDigests(app: TestApp, code: string): Promise<Map<string, string | null>> {
  const folder = await app.dataSource.getRepository(Folder).findOneByOrFail({ code });
  const files = await app.dataSource.getRepository(FolderFile).findBy({ folderId: folder.id });
  return new Map(files.map((file) => [file.filepath, file.sha256]));
}

/** The id of the share under `code`. */
export async function folderIdOf(app: TestApp, code: string): Promise<number> {
  return (await app.dataSource.getRepository(Folder).findOneByOrFail({ code })).id;
}
