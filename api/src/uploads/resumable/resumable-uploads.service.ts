import { ApiException } from '../../errors/api-exception.js';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import { JobPages } from '../../jobs/job-pages.js';
import { Metrics } from '../../metrics/metrics.js';
import { UploadAbortedError } from '../multipart-reader.js';
import { StorageService } from '../../storage/storage.service.js';
import { abortable } from './abortable-body.js';
import { ChunkArrivals } from './chunk-arrivals.js';
import { assertChunkMediaType } from './chunk-media-type.js';
import { ChunkInterruptedError, ChunkPastTheEndError } from './chunk-errors.js';
import { writeChunk } from './chunk-writer.js';
import type { ChunkReceiptDto, ResumableUploadDto } from './dto/resumable-upload.dto.js';
import { CHUNK_BYTES } from './resumable-upload-limits.js';
import { DirectOnlyUploadException } from '../../folders/direct-only/direct-only.exceptions.js';
import type { ResumableUpload } from './resumable-upload.entity.js';
import { ResumableUploadsRepository } from './resumable-uploads.repository.js';
import { deletePartialsInPages, discardWrittenPartials } from './upload-partials.js';
import { hasTarget } from './upload-target.js';
import { UploadTargets } from './upload-targets.js';
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

/** Statuses of the refusals that end a target: it ended (410), or holds a blocked file (422). */
const TARGET_ENDING_STATUSES: readonly number[] = [HttpStatus.GONE, HttpStatus.UNPROCESSABLE_ENTITY];

/** A refusal that ends the target (it ended, or holds a blocked file): nothing more will be written to it. */
function endsTheTarget(error: Error): boolean {
  return error instanceof HttpException && TARGET_ENDING_STATUSES.includes(error.getStatus());
}

/**
 * Shares uploaded in chunks that survive dropped connections. The files are announced first, and the share
 * opens right then (its code, link, management key and QR code in the answer: docs/instant-share.md); their bytes
 * then arrive as chunks of one byte sequence into the storage's partial objects, each file opening for recipients
 * as soon as it has arrived whole and passed its checks, during the chunk that completes it. Finishing answers
 * the share again, complete. Uploads are announced by ResumableUploadOpenings; whatever their target (UploadTarget),
 * their bytes, finish and cancel go through here.
 */
@Injectable()
export class ResumableUploadsService {
  constructor(
    private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly repository: ResumableUploadsRepository,
    private readonly targets: UploadTargets,
    private readonly writeLock: UploadWriteLock,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    private readonly pages: JobPages,
  ) {}

  /** Where an upload stands; 410 once its target has ended (before every byte arrived, or since). */
  async status(id: string): Promise<ResumableUploadDto> {
    const upload = await this.findOrFail(id);
    if (upload.state === 'open' && hasTarget(upload)) await this.targets.of(upload).current(upload);
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
      const filling = await this.targets.fill(upload);
      if (offset !== upload.receivedBytes) throw wrongOffset(offset, upload.receivedBytes);
      const allowed = upload.totalBytes - offset;
      const declared = chunk.declaredLength;
      // Refused before a byte is read, so nothing of it is stored: the client said it sends too much.
      if (declared !== undefined && declared > allowed) throw pastTheEnd(allowed, offset);
      await filling.settle();

      const stop = new AbortController();
      const arrivals = new ChunkArrivals(filling.recorder(), offset, (error) => stop.abort(error));
      const target = { files: filling.filesFrom(offset), length: upload.totalBytes };
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
        if (endsTheTarget(failure)) {
          const written = { id, from: upload.receivedBytes, reached };
          await discardWrittenPartials(this.repository, this.storage, this.pages, written);
        }
        throw failure;
      }
      if (cause !== undefined) throw cause instanceof HttpException ? cause : new UploadAbortedError();
      if (reached === upload.totalBytes) await filling.target.complete(filling.current);
      return { offset: reached, length: upload.totalBytes };
    });
  }

  /**
   * The client is done: once every byte has arrived, answers the share (as its creation did, now complete),
   * filed under the signed-in account if it has no owner. Asking again (a response lost on the way) answers the
   * same share.
   */
  finish(id: string, ownerId: number | null): Promise<object> {
    return this.writeLock.run(id, NOTHING_TO_CUT_OFF, async () => {
      const upload = await this.findOrFail(id);
      if (upload.state === 'finished') return this.targets.of(upload).answer(upload);
      if (upload.state === 'finishing') throw beingFinished();
      const filling = await this.targets.fill(upload);
      await filling.settle();
      if (upload.receivedBytes < upload.totalBytes) throw notArrivedYet(upload.totalBytes, upload.receivedBytes);
      await filling.target.finish(filling.current, ownerId);
      await this.repository.markFinished(id, this.clock.now());
      return filling.target.answer(upload);
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
      if (upload.state === 'open' && upload.receivedBytes < upload.totalBytes) await this.stopTarget(upload);
      // Bytes first, a page of files at a time, rows after: no chunk is written meanwhile (the write lock).
      if (upload.state === 'open') await deletePartialsInPages(this.repository, this.storage, this.pages, id);
      await this.repository.delete([id]);
    });
  }

  /** Ends the target of an upload cancelled before every byte arrived, unless it ended already. */
  private async stopTarget(upload: ResumableUpload): Promise<void> {
    if (!hasTarget(upload)) return;
    const target = this.targets.of(upload);
    let current;
    try {
      current = await target.current(upload);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === Number(HttpStatus.GONE)) return;
      throw error;
    }
    await target.stopped(current);
  }

  private async findOrFail(id: string): Promise<ResumableUpload> {
    const upload = await this.repository.findById(id);
    if (!upload) throw new ApiException('unknown_upload', UNKNOWN_UPLOAD_MESSAGE);
    return upload;
  }
}
