import { ApiException } from '../../errors/api-exception.js';
import type { ErrorCode, ErrorParams } from '../../errors/error-codes.js';
import { quotePath } from '../../common/relative-path.js';
import type { FolderFile } from '../folder-file.entity.js';
import { fileArrivalStatus } from '../arrival.js';

/** Seconds a recipient's page waits before asking again; its progress poll usually says sooner. */
const RETRY_AFTER_SECONDS = 2;
/** Paths a ZIP's refusal names before it says how many more there are. */
const NAMED_FILES = 3;

const ARRIVING_MESSAGE = 'This file is still arriving. It can be downloaded once all of it has arrived.';
const CHECKING_MESSAGE =
  'This file has arrived and is being checked. It can be downloaded as soon as the check is done.';

type PendingFile = Pick<FolderFile, 'filepath' | 'state' | 'receivedBytes' | 'filesize'>;

function conflict(
  code: ErrorCode,
  message: string,
  reason: 'arriving' | 'checking',
  params?: ErrorParams,
): ApiException {
  return new ApiException(code, message, {
    reason,
    params,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}

/** "a.txt", "b.txt" and 3 more. */
function named(files: readonly PendingFile[]): string {
  const names = files.slice(0, NAMED_FILES).map((file) => quotePath(file.filepath));
  const more = files.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

/**
 * 409 for a file that cannot be downloaded yet: `reason: arriving` (its bytes are still coming) or `checking`
 * (all here, being checked), with Retry-After. Never a part of a file: a download starts once it is whole.
 */
export function fileNotReady(file: PendingFile): ApiException {
  return fileArrivalStatus(file) === 'arriving'
    ? conflict('file_arriving', ARRIVING_MESSAGE, 'arriving')
    : conflict('file_checking', CHECKING_MESSAGE, 'checking');
}

/**
 * 409 for a ZIP of files some of which cannot be downloaded yet, naming them: a ZIP is only built of files that
 * are all whole and checked, rather than held open while the rest arrives.
 */
export function zipNotReady(pending: readonly PendingFile[]): ApiException {
  const arriving = pending.some((file) => fileArrivalStatus(file) === 'arriving');
  const count = pending.length === 1 ? '1 file' : `${pending.length} files`;
  const state = arriving
    ? `Not every file of this ZIP has arrived yet (${count} still arriving or being checked: ${named(pending)}).`
    : `Not every file of this ZIP has been checked yet (${count} being checked: ${named(pending)}).`;
  return conflict(
    arriving ? 'zip_files_arriving' : 'zip_files_checking',
    `${state} It can be downloaded once every file in it is ready; each ready file can be downloaded now.`,
    arriving ? 'arriving' : 'checking',
    { count: pending.length, paths: named(pending) },
  );
}
