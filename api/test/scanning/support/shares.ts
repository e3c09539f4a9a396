import type { FolderStateDto } from '../../../src/folders/dto/folder-state.dto.js';
import { folderStateOf, uploadedOf } from '../../support/answers.js';
import type { TestApp } from '../../support/test-app.js';
import { linkOf, type TestFile, uploadWithFilePaths } from '../../support/uploads.js';

/** A share as its sender holds it: the answer's status, the link, the management key. */
export interface SentShare {
  code: string;
  link: string;
  manageKey: string;
  status: string;
}

export async function send(app: TestApp, files: readonly TestFile[]): Promise<SentShare> {
  const body = uploadedOf(await uploadWithFilePaths(app, files).expect(201));
  return { code: body.folderCode, link: linkOf(body.folderUrl), manageKey: body.manageKey, status: body.status };
}

/** The sender's state of a share. */
export async function senderState(app: TestApp, share: SentShare): Promise<FolderStateDto> {
  return folderStateOf(
    await app.http().get(`/api/shares/${share.code}/state`).set('X-Manage-Key', share.manageKey).expect(200),
  );
}

/** The status a recipient's link lookup answers. */
export async function lookupStatus(app: TestApp, share: SentShare): Promise<number> {
  return (await app.http().get(`/s/${share.link}/qr`)).status;
}
