import { retrieveFolder, type RetrievedFolder } from '../../../lib/api/folders';
import { ApiError } from '../../../lib/api/http';
import type { LookupOptions } from '../../../lib/api/proof-of-work-request';
import { checkNumber, toBase64Url } from '../../encryption';

/** What a code typed on /file-access opened: a share, or the page for sending files to a file request. */
export type CodeContent =
  | { kind: 'folder'; folder: RetrievedFolder; fragment: string }
  /** `path`: the request's uploader page with its key after `#`; `checkNumber`: for the two people to compare. */
  | { kind: 'request'; path: string; checkNumber: string };

/** The request a share's code lookup found instead of a share (409 `file_request_code`), if that is what it said. */
function requestLinkOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'file_request_code') return undefined;
  const link = (error.body as { requestLink?: unknown } | undefined)?.requestLink;
  return typeof link === 'string' ? link : undefined;
}

/**
 * A code lookup as /file-access runs it: the share, and for an end-to-end encrypted one its key too (as the
 * fragment `#key` its link would carry), got from the sender's open page by the code exchange. A file request's
 * code gets the request's key K the same way, from its requester's open page (a 409 saying to ask for the link
 * when no page of theirs is open), and leads to the request's page. The exchange's cryptography loads only when
 * one is needed.
 */
export async function folderByCode(code: string, options: LookupOptions = {}): Promise<CodeContent> {
  let folder: RetrievedFolder;
  try {
    folder = await retrieveFolder(code, options);
  } catch (error) {
    const requestLink = requestLinkOf(error);
    if (requestLink === undefined) throw error;
    const { requestKeyByCode } = await import('./request-key-by-code');
    const requestKey = await requestKeyByCode(code, options);
    return {
      kind: 'request',
      path: `/r/${requestLink}#${toBase64Url(requestKey)}`,
      checkNumber: await checkNumber(requestKey),
    };
  }
  if (!folder.encrypted) return { kind: 'folder', folder, fragment: '' };
  const { shareKeyByCode } = await import('./share-key-by-code');
  return { kind: 'folder', folder, fragment: `#${await shareKeyByCode(code, options)}` };
}
