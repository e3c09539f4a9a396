import { HttpException } from '@nestjs/common';
import { ApiException } from '../errors/api-exception.js';
import type { CodedMessage } from '../errors/error-codes.js';
import Busboy from 'busboy';
import { finished, type Readable } from 'node:stream';
import type { StorageService } from '../storage/storage.service.js';
import { Sha256Stage } from './digest/sha256-stage.js';

/** Most files one share may hold. */
export const MAX_FILES_PER_SHARE = 50_000;
/** Largest text field (a JSON list of up to MAX_FILES_PER_SHARE paths fits). */
const MAX_FIELD_BYTES = 16 * 1024 * 1024;
/** Text fields beyond one path per file (filePaths may be sent once per file) plus the named fields. */
const MAX_FIELDS = MAX_FILES_PER_SHARE + 16;

/** A file part, already in storage. */
interface ReceivedFile {
  /** The part's filename parameter, unmodified (the web client puts the relative path there). */
  partFilename: string;
  storageKey: string;
  size: number;
  /** SHA-256 of the bytes, hex, computed as they passed on their way to storage; absent for files only announced. */
  sha256?: string;
}

/** A request body as the reader takes it: what the Content-Type header says, and the bytes. */
export interface RequestBody {
  /** The request's Content-Type, with the multipart boundary. */
  contentType: string | undefined;
  /** The body; closed before its last byte arrived (the client went away), the upload is aborted. */
  stream: Readable;
}

export interface ReceivedForm {
  /** In the order the parts arrived. */
  files: ReceivedFile[];
  /** Every value of every text field, in order. */
  fields: Map<string, string[]>;
}

/** Nobody is left to answer: the client went away mid-upload. */
export class UploadAbortedError extends ApiException {
  constructor() {
    // 499 is nginx's "client closed request"; nobody reads it, it only keeps the log honest.
    super('upload_aborted', 'The upload was aborted by the client.');
  }
}

/** Failures that came before the whole body was read (see leftBodyUnread). */
const unreadBodies = new WeakSet<object>();

/**
 * Whether `error` is a refusal readMultipart gave before it had read the whole body. The client may still be
 * sending: its connection should close after the answer rather than carry another request.
 */
export function leftBodyUnread(error: unknown): boolean {
  return typeof error === 'object' && error !== null && unreadBodies.has(error);
}

/** "2 GiB", "1.5 MiB": limits in messages a person reads. */
function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/** The most the files of one form may hold: a number, or one that depends on the fields read so far. */
type ByteLimit = number | ((fields: ReadonlyMap<string, string[]>) => number);

/** The 413 of a share over `limit` bytes. */
export function tooLarge(limit: number): CodedMessage {
  return {
    code: 'upload_too_large',
    message: `The upload is larger than the ${formatBytes(limit)} a share may hold.`,
    params: { limit },
  };
}

/** The 413 of a share of more than MAX_FILES_PER_SHARE files. */
export function tooManyFiles(): CodedMessage {
  return {
    code: 'too_many_files',
    message: `A share may hold at most ${MAX_FILES_PER_SHARE} files.`,
    params: { max: MAX_FILES_PER_SHARE },
  };
}

/**
 * Reads a multipart/form-data upload, streaming every file part straight into storage while counting
 * bytes, and collecting the text fields whatever order the parts come in. Resolves once every part is
 * stored. On any failure (too large, malformed, client gone) it stops reading, removes every object it
 * stored for this request, and rejects with an HttpException.
 */
export function readMultipart(
  { contentType, stream: body }: RequestBody,
  storage: StorageService,
  maxTotalBytes: ByteLimit,
): Promise<ReceivedForm> {
  return new Promise((resolve, reject) => {
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: { 'content-type': contentType },
        preservePath: true,
        defParamCharset: 'utf8',
        limits: { files: MAX_FILES_PER_SHARE, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      reject(new ApiException('multipart_required', 'Send the files as multipart/form-data.'));
      return;
    }

    const files: Array<ReceivedFile | undefined> = [];
    const fields = new Map<string, string[]>();
    const writes: Array<Promise<unknown>> = [];
    const openParts = new Set<Readable>();
    let totalBytes = 0;
    let failure: HttpException | undefined;
    let settled = false;

    const settle = async () => {
      if (settled) return;
      settled = true;
      await Promise.allSettled(writes);
      if (failure) {
        await Promise.allSettled(files.flatMap((file) => (file ? [storage.delete(file.storageKey)] : [])));
        reject(failure);
      } else {
        resolve({ files: files as ReceivedFile[], fields });
      }
    };

    const fail = (error: HttpException) => {
      if (failure) return;
      failure = error;
      unreadBodies.add(error);
      body.unpipe(parser);
      // Read and discard whatever the client still sends, so it is not stuck writing and sees our answer.
      body.resume();
      for (const part of openParts) part.destroy(error);
      void settle();
    };

    parser.on('file', (_name, stream, info) => {
      if (failure) {
        stream.resume();
        return;
      }
      const index = files.length;
      files.push(undefined);
      // The share's byte limit is checked as the bytes pass, without a stream stage of its own: a file
      // stream past the limit is destroyed with the 413, which fails its write and so the whole upload.
      stream.on('data', (chunk: Buffer) => {
        totalBytes += chunk.length;
        const limit = typeof maxTotalBytes === 'number' ? maxTotalBytes : maxTotalBytes(fields);
        if (totalBytes > limit) stream.destroy(ApiException.of(tooLarge(limit)));
      });
      // Hashed on its way to storage (see Sha256Stage): never read a second time. The part's failure (a 413, the
      // client gone) fails the stage, and so the write; a failed write lets go of the part.
      const digest = new Sha256Stage();
      stream.once('error', (error) => digest.destroy(error));
      stream.pipe(digest);
      openParts.add(stream);
      writes.push(
        // Nothing reads a part's chunks once they are on their way: the digest copies them as they pass.
        storage.write(digest, { chunksHandedOver: true }).then(
          (stored) => {
            openParts.delete(stream);
            files[index] = {
              partFilename: info.filename ?? '',
              storageKey: stored.key,
              size: stored.size,
              sha256: digest.sha256,
            };
          },
          (error: unknown) => {
            openParts.delete(stream);
            stream.destroy();
            fail(
              error instanceof HttpException
                ? error
                : new ApiException('upload_not_stored', 'The upload could not be stored.', { cause: error }),
            );
          },
        ),
      );
    });

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) {
        fail(
          new ApiException('field_too_large', `The field ${name} is larger than ${formatBytes(MAX_FIELD_BYTES)}.`, {
            params: { field: name, limit: MAX_FIELD_BYTES },
          }),
        );
        return;
      }
      const values = fields.get(name) ?? [];
      values.push(value);
      fields.set(name, values);
    });

    parser.on('filesLimit', () => fail(ApiException.of(tooManyFiles())));
    parser.on('fieldsLimit', () =>
      fail(
        new ApiException('too_many_fields', 'The upload has too many form fields.', { params: { max: MAX_FIELDS } }),
      ),
    );
    parser.on('error', (error: Error) =>
      fail(new ApiException('malformed_multipart', `The multipart body is malformed: ${error.message}.`)),
    );
    parser.on('close', () => void settle());

    // An error, or a close before the last byte arrived: the client went away.
    finished(body, { writable: false }, (error) => {
      if (error) fail(new UploadAbortedError());
    });
    body.pipe(parser);
  });
}
