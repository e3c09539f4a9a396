import { ApiException } from '../../errors/api-exception.js';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PasswordHasher } from '../../password-hashing/password-hasher.js';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import { JobPages } from '../../jobs/job-pages.js';
import { Metrics } from '../../metrics/metrics.js';
import type { UploadResponseDto } from '../../folders/dto/upload-response.dto.js';
import { FoldersService } from '../../folders/folders.service.js';
import { readMultipart, UploadAbortedError, type RequestBody } from '../multipart-reader.js';
import { shareByteLimit } from '../../encrypted-shares/encrypted-upload.js';
import { StorageService } from '../../storage/storage.service.js';
import { abortable } from './abortable-body.js';
import { ChunkArrivals } from './chunk-arrivals.js';
import { assertChunkMediaType } from './chunk-media-type.js';
import { ChunkInterruptedError, ChunkPastTheEndError } from './chunk-errors.js';
import { writeChunk } from './chunk-writer.js';
import type { ChunkReceiptDto, CreatedResumableUploadDto, ResumableUploadDto } from './dto/resumable-upload.dto.js';
import { CHUNK_BYTES } from './resumable-upload-limits.js';
import { planResumableUpload, type ResumablePlan } from './resumable-upload-plan.js';
import { DirectOnlyOffException, DirectOnlyUploadException } from '../../folders/direct-only/direct-only.exceptions.js';
import type { ResumableUpload } from './resumable-upload.entity.js';
import { ResumableUploadsRepository } from './resumable-uploads.repository.js';
import { ResumableShares } from './resumable-shares.js';
import { deletePartialsInPages } from './upload-partials.js';
import { UploadWriteLock, type Abortable } from './upload-write-lock.js';
import {
  beingFinished,
  noCancelWhileFinishing,
  notArrivedYet,
  pastTheEnd,
  UNKNOWN_UPLOAD_MESSAGE,
  uploadComplete,
  wrongOffset,
} from './upload-refusals.js';

/** Finishing takes the upload's write lock like a chunk, without a request of its own to cut off. */
const NOTHING_TO_CUT_OFF: Abortable = { destroy: () => undefined };

/** One chunk request, as far as storing it goes. */
export interface IncomingChunk {
  /** The Content-Type it was sent with. */
  contentType: string | undefined;
  /** Its Content-Length, when it declared one. */
  declaredLength: number | undefined;
  /** Its bytes; destroying the stream cuts the request off. */
  body: Readable;
}

/** Statuses of the refusals that end a share: it ended (410), or holds a blocked file (422). */
const SHARE_ENDING_STATUSES: readonly number[] = [HttpStatus.GONE, HttpStatus.UNPROCESSABLE_ENTITY];

/** A refusal that ends the share (it ended, or holds a blocked file): nothing more will be written to it. */
function endsTheShare(error: Error): boolean {
  return error instanceof HttpException && SHARE_ENDING_STATUSES.includes(error.getStatus());
}

/**
 * Shares uploaded in chunks that survive dropped connections. The files are announced first, and the share
 * opens right then (its code, link, management key and QR code in the answer: docs/instant-share.md); their bytes
 * then arrive as chunks of one byte sequence into the storage's partial objects, each file opening for recipients
 * as soon as it has arrived whole and passed its checks, during the chunk that completes it. Finishing answers
 * the share again, complete.
 */
@Injectable()
export class ResumableUploadsService {
  constructor(
    private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly repository: ResumableUploadsRepository,
    private readonly shares: ResumableShares,
    private readonly folders: FoldersService,
    private readonly writeLock: UploadWriteLock,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly metrics: Metrics,
    private readonly pages: JobPages,
  ) {}

  /** `ownerId`: the signed-in account the share belongs to (and is listed by), or null. */
  async create(body: RequestBody, ownerId: number | null): Promise<CreatedResumableUploadDto> {
    const form = await readMultipart(body, this.storage, (fields) => shareByteLimit(fields, this.config));
    if (form.files.length > 0) {
      await Promise.allSettled(form.files.map((file) => this.storage.delete(file.storageKey)));
      throw new ApiException(
        'bytes_with_announcement',
        'List the files here without their bytes; send the bytes as chunks afterwards.',
      );
    }
    const plan = planResumableUpload(form.fields, shareByteLimit(form.fields, this.config));
    if (!plan.valid) throw ApiException.of(plan.refusal);
    if (plan.directOnly) return this.createDirectOnly(plan, ownerId);
    const id = randomUUID();
    const files = [];
    for (const file of plan.files) files.push({ ...file, storageKey: await this.storage.createPartial() });
    // Hashed now, so the password itself is never stored.
    const passwordHash = plan.password === undefined ? null : await this.hasher.hash(plan.password);
    const { retention, encrypted, totalBytes } = plan;
    const { folder, share } = await this.shares.open(files, { retention, ownerId, passwordHash, encrypted });
    const upload = { id, retention, totalBytes, passwordHash, encrypted, directOnly: false, folderId: folder.id };
    try {
      await this.repository.insert({ ...upload, share: JSON.stringify(share), createdAt: this.clock.now() }, files);
    } catch (error) {
      await this.shares.stop(folder);
      throw error;
    }
    // Empty files have arrived already, and a share of nothing but empty files is complete.
    const created = await this.findOrFail(id);
    await this.shares.settle(created, folder);
    return { ...(await this.status(id)), share: await this.shares.answer(created) };
  }

  /**
   * An upload announcing a share sent directly only: the share is whole from the start, and the upload takes no
   * bytes (its length is 0, and it is finished at once: finishing answers the share again, a chunk is refused).
   */
  private async createDirectOnly(
    plan: Extract<ResumablePlan, { valid: true }>,
    ownerId: number | null,
  ): Promise<CreatedResumableUploadDto> {
    if (!this.config.directTransfer.enabled) throw new DirectOnlyOffException();
    const passwordHash = plan.password === undefined ? null : await this.hasher.hash(plan.password);
    const { retention, encrypted } = plan;
    const { folder, share } = await this.shares.openDirectOnly(plan.files, {
      retention,
      ownerId,
      passwordHash,
      encrypted,
    });
    const id = randomUUID();
    const now = this.clock.now();
    try {
      const upload = { id, retention, totalBytes: 0, passwordHash, encrypted, directOnly: true, folderId: folder.id };
      await this.repository.insert({ ...upload, share: JSON.stringify(share), createdAt: now }, []);
      await this.repository.markFinished(id, now);
    } catch (error) {
      await this.shares.stop(folder);
      throw error;
    }
    return { ...(await this.status(id)), share: await this.shares.answer(await this.findOrFail(id)) };
  }

  /** Where an upload stands; 410 once its share has ended (before every byte arrived, or since). */
  async status(id: string): Promise<ResumableUploadDto> {
    const upload = await this.findOrFail(id);
    if (upload.state === 'open' && upload.folderId !== null) await this.shares.openShareOf(upload);
    return {
      id: upload.id,
      offset: upload.receivedBytes,
      length: upload.totalBytes,
      chunkBytes: CHUNK_BYTES,
      finished: upload.state === 'finished',
      expiresAt: new Date(upload.updatedAt.getTime() + this.config.uploadAbandonedAfterMs).toISOString(),
    };
  }

  /**
   * Stores one chunk starting at `offset`, which must be where the upload stands. When the connection
   * drops midway, the bytes that arrived are kept and recorded: the client asks for the offset and goes on
   * from there, resending only what had not arrived. A chunk may run to the end of the upload; one that runs past
   * it is refused (413): with a Content-Length, before a byte is read; else once the excess shows, keeping the files
   * it completed before the last one (see ChunkPastTheEndError). Either way the upload goes on from its offset.
   */
  async appendChunk(id: string, offset: number, chunk: IncomingChunk): Promise<ChunkReceiptDto> {
    this.metrics.uploadsInProgress.inc();
    try {
      return await this.storeChunk(id, offset, chunk);
    } finally {
      this.metrics.uploadsInProgress.dec();
    }
  }

  /** appendChunk's work, under the upload's write lock. */
  private storeChunk(id: string, offset: number, chunk: IncomingChunk): Promise<ChunkReceiptDto> {
    const { body } = chunk;
    return this.writeLock.run(id, body, async () => {
      assertChunkMediaType(chunk.contentType);
      // Cut off by a newer request for this upload while it waited.
      if (body.destroyed) throw new UploadAbortedError();
      const upload = await this.findOrFail(id);
      if (upload.directOnly) throw new DirectOnlyUploadException();
      if (upload.state !== 'open') throw uploadComplete();
      const folder = await this.shares.openShareOf(upload);
      if (offset !== upload.receivedBytes) throw wrongOffset(offset, upload.receivedBytes);
      const allowed = upload.totalBytes - offset;
      const declared = chunk.declaredLength;
      // Refused before a byte is read, so nothing of it is stored: the client said it sends too much.
      if (declared !== undefined && declared > allowed) throw pastTheEnd(allowed, offset);
      await this.shares.settle(upload, folder);

      const stop = new AbortController();
      const arrivals = new ChunkArrivals(this.shares.recorder(upload, folder), offset, (error) => stop.abort(error));
      const target = { files: this.shares.filesFrom(upload, folder, offset), length: upload.totalBytes };
      // writeChunk never writes past the upload's end, whatever the body carries (chunked bodies declare nothing).
      const pieces = abortable(body, stop.signal);
      let reached: number;
      let cause: unknown;
      try {
        reached = await writeChunk(this.storage, target, offset, pieces, arrivals);
      } catch (error) {
        if (error instanceof ChunkPastTheEndError) {
          reached = error.offset;
          cause = pastTheEnd(allowed, reached);
        } else if (error instanceof ChunkInterruptedError) {
          reached = error.offset;
          cause = error.cause;
        } else {
          await arrivals.close(offset);
          throw error;
        }
      }
      const failure = await arrivals.close(reached);
      // Never below where it started (a failed flush cuts back to it): a counter cannot go down.
      this.metrics.uploadedBytes.inc(Math.max(0, reached - offset));
      if (failure) {
        if (endsTheShare(failure)) await this.shares.discardPartials(upload, reached);
        throw failure;
      }
      if (cause !== undefined) throw cause instanceof HttpException ? cause : new UploadAbortedError();
      if (reached === upload.totalBytes) await this.shares.complete(folder);
      return { offset: reached, length: upload.totalBytes };
    });
  }

  /**
   * The client is done: once every byte has arrived, answers the share (as its creation did, now complete),
   * filed under the signed-in account if it has no owner. Asking again (a response lost on the way) answers the
   * same share.
   */
  finish(id: string, ownerId: number | null): Promise<UploadResponseDto> {
    return this.writeLock.run(id, NOTHING_TO_CUT_OFF, async () => {
      const upload = await this.findOrFail(id);
      if (upload.state === 'finished') return this.shares.answer(upload);
      if (upload.state === 'finishing') throw beingFinished();
      const folder = await this.shares.openShareOf(upload);
      await this.shares.settle(upload, folder);
      if (upload.receivedBytes < upload.totalBytes) throw notArrivedYet(upload.totalBytes, upload.receivedBytes);
      if (ownerId !== null) await this.folders.adopt(folder, ownerId);
      await this.repository.markFinished(id, this.clock.now());
      return this.shares.answer(upload);
    });
  }

  /**
   * Drops an upload and its bytes, idempotently. While some of its files have still to arrive, its share ends
   * (`stopped`: recipients are told the sender stopped before everything arrived); a share every byte of which
   * arrived stays (End now ends it). `caller` is the cancelling request: as the newest for this upload, it cuts
   * off a chunk still being written.
   */
  async cancel(id: string, caller: Abortable): Promise<void> {
    await this.writeLock.run(id, caller, async () => {
      const upload = await this.repository.findById(id);
      if (!upload) return;
      if (upload.state === 'finishing') throw noCancelWhileFinishing();
      if (upload.state === 'open' && upload.receivedBytes < upload.totalBytes) await this.stopShare(upload);
      // Bytes first, a page of files at a time, rows after: no chunk is written meanwhile (the write lock).
      if (upload.state === 'open') await deletePartialsInPages(this.repository, this.storage, this.pages, id);
      await this.repository.delete([id]);
    });
  }

  /** Ends the share of an upload cancelled before every byte arrived, unless it ended already. */
  private async stopShare(upload: ResumableUpload): Promise<void> {
    let folder;
    try {
      folder = upload.folderId === null ? undefined : await this.shares.openShareOf(upload);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === Number(HttpStatus.GONE)) return;
      throw error;
    }
    if (folder) await this.shares.stop(folder);
  }

  private async findOrFail(id: string): Promise<ResumableUpload> {
    const upload = await this.repository.findById(id);
    if (!upload) throw new ApiException('unknown_upload', UNKNOWN_UPLOAD_MESSAGE);
    return upload;
  }
}
