import {
  BadRequestException,
  ConflictException,
  HttpException,
  Injectable,
  InternalServerErrorException,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PasswordHasher } from '../../password-hashing/password-hasher.js';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import { Metrics } from '../../metrics/metrics.js';
import type { UploadResponseDto } from '../../folders/dto/upload-response.dto.js';
import { readMultipart, UploadAbortedError, type ReceivedForm, type RequestBody } from '../multipart-reader.js';
import { UploadsService } from '../uploads.service.js';
import { ENCRYPTED_FIELD, shareByteLimit } from '../../encrypted-shares/encrypted-upload.js';
import { StorageService } from '../../storage/storage.service.js';
import { ChunkInterruptedError, writeChunk } from './chunk-writer.js';
import { storedSha256 } from './stored-digest.js';
import type { ChunkReceiptDto, ResumableUploadDto } from './dto/resumable-upload.dto.js';
import { CHUNK_BYTES, STALE_AFTER_MS } from './resumable-upload-limits.js';
import { planResumableUpload } from './resumable-upload-plan.js';
import type { ResumableUpload } from './resumable-upload.entity.js';
import { ResumableUploadsRepository } from './resumable-uploads.repository.js';
import { UploadWriteLock, type Abortable } from './upload-write-lock.js';

const UNKNOWN_UPLOAD_MESSAGE =
  'This upload is unknown, or was discarded after a day without progress. Start the upload again.';
/** Chunk bodies: tus's media type, or plain bytes. Anything else may have been consumed by a body parser. */
const CHUNK_MEDIA_TYPES = ['application/offset+octet-stream', 'application/octet-stream'];

/** Passes at most `limit` bytes of `body` on, and fails once it carries more. */
async function* limitBytes(body: AsyncIterable<Buffer>, limit: number): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const piece of body) {
    seen += piece.length;
    if (seen > limit) throw new PayloadTooLargeException(`This chunk may carry at most ${limit} bytes.`);
    yield piece;
  }
}

/** One chunk request, as far as storing it goes. */
export interface IncomingChunk {
  /** The Content-Type it was sent with. */
  contentType: string | undefined;
  /** Its Content-Length, when it declared one. */
  declaredLength: number | undefined;
  /** Its bytes; destroying the stream cuts the request off. */
  body: Readable;
}

function isChunkMediaType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0].trim().toLowerCase();
  return mediaType !== undefined && CHUNK_MEDIA_TYPES.includes(mediaType);
}

/**
 * Shares uploaded in chunks that survive dropped connections: the files are announced first, their bytes
 * then arrive as chunks of one byte sequence into the storage's partial objects, and the finish step
 * turns them into a share through the same code as POST /api/upload. A share exists only once every byte
 * has arrived.
 */
@Injectable()
export class ResumableUploadsService {
  constructor(
    private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly repository: ResumableUploadsRepository,
    private readonly uploads: UploadsService,
    private readonly writeLock: UploadWriteLock,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly metrics: Metrics,
  ) {}

  async create(body: RequestBody): Promise<ResumableUploadDto> {
    const form = await readMultipart(body, this.storage, (fields) => shareByteLimit(fields, this.config));
    if (form.files.length > 0) {
      await Promise.allSettled(form.files.map((file) => this.storage.delete(file.storageKey)));
      throw new BadRequestException('List the files here without their bytes; send the bytes as chunks afterwards.');
    }
    const plan = planResumableUpload(form.fields, shareByteLimit(form.fields, this.config));
    if (!plan.valid)
      throw plan.tooLarge ? new PayloadTooLargeException(plan.message) : new BadRequestException(plan.message);
    const id = randomUUID();
    const files = [];
    for (const file of plan.files) files.push({ ...file, storageKey: await this.storage.createPartial() });
    // Hashed now, so the password itself is never stored, not even until the upload is finished.
    const passwordHash = plan.password === undefined ? null : await this.hasher.hash(plan.password);
    await this.repository.insert(
      {
        id,
        retention: plan.retention,
        totalBytes: plan.totalBytes,
        passwordHash,
        encrypted: plan.encrypted,
        createdAt: this.clock.now(),
      },
      files,
    );
    return this.status(id);
  }

  async status(id: string): Promise<ResumableUploadDto> {
    const upload = await this.findOrFail(id);
    return {
      id: upload.id,
      offset: upload.receivedBytes,
      length: upload.totalBytes,
      chunkBytes: CHUNK_BYTES,
      finished: upload.state === 'finished',
      expiresAt: new Date(upload.updatedAt.getTime() + STALE_AFTER_MS).toISOString(),
    };
  }

  /**
   * Stores one chunk starting at `offset`, which must be where the upload stands. When the connection
   * drops midway, the bytes that arrived are kept and recorded: the client asks for the offset and goes on
   * from there, resending only what had not arrived. A chunk may run to the end of the upload.
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
      if (!isChunkMediaType(chunk.contentType)) {
        throw new UnsupportedMediaTypeException(`Send a chunk's bytes as ${CHUNK_MEDIA_TYPES[0]}.`);
      }
      // Cut off by a newer request for this upload while it waited.
      if (body.destroyed) throw new UploadAbortedError();
      const upload = await this.findOrFail(id);
      if (upload.state !== 'open') throw new ConflictException('This upload is complete; it takes no more bytes.');
      if (offset !== upload.receivedBytes) {
        throw new ConflictException(
          `This chunk starts at byte ${offset}, but the upload holds ${upload.receivedBytes} bytes: send from byte ${upload.receivedBytes}.`,
        );
      }
      const allowed = upload.totalBytes - offset;
      const declared = chunk.declaredLength;
      if (declared !== undefined && declared > allowed) {
        throw new PayloadTooLargeException(`This chunk may carry at most ${allowed} bytes: the upload ends there.`);
      }
      const files = await this.repository.findFiles(id);
      let reached: number;
      try {
        reached = await writeChunk(this.storage, files, offset, limitBytes(body, allowed));
      } catch (error) {
        if (!(error instanceof ChunkInterruptedError)) throw error;
        // Never below where it started (a failed flush cuts back to it): a counter cannot go down.
        this.metrics.uploadedBytes.inc(Math.max(0, error.offset - offset));
        await this.repository.recordReceived(id, error.offset, this.clock.now());
        throw error.cause instanceof HttpException ? error.cause : new UploadAbortedError();
      }
      this.metrics.uploadedBytes.inc(reached - offset);
      await this.repository.recordReceived(id, reached, this.clock.now());
      return { offset: reached, length: upload.totalBytes };
    });
  }

  /**
   * Creates the share once every byte has arrived, owned by the signed-in account if any. Asking again
   * (a response lost on the way) answers the same share.
   */
  async finish(id: string, ownerId: number | null): Promise<UploadResponseDto> {
    const upload = await this.findOrFail(id);
    if (upload.state === 'finished') return this.finishedShare(upload);
    if (upload.state === 'open' && upload.receivedBytes < upload.totalBytes) {
      throw new ConflictException(
        `${upload.totalBytes - upload.receivedBytes} bytes of this upload have not arrived yet: send from byte ${upload.receivedBytes}.`,
      );
    }
    if (!(await this.repository.claimForFinish(id, this.clock.now()))) {
      const current = await this.findOrFail(id);
      if (current.state === 'finished') return this.finishedShare(current);
      throw new ConflictException('This upload is being finished by another request. Ask again in a moment.');
    }

    const form = await this.completeFiles(upload);
    let share: UploadResponseDto;
    try {
      share = await this.uploads.shareStored(form, ownerId, upload.passwordHash);
    } catch (error) {
      // The share could not be made (no code free): its bytes are gone, and so is the upload.
      await this.repository.delete([id]);
      throw error;
    }
    await this.repository.markFinished(id, JSON.stringify(share), this.clock.now());
    return share;
  }

  /**
   * Drops an upload and its bytes; a share it already created stays. Idempotent. `caller` is the cancelling
   * request: as the newest for this upload, it cuts off a chunk still being written.
   */
  async cancel(id: string, caller: Abortable): Promise<void> {
    await this.writeLock.run(id, caller, async () => {
      const upload = await this.repository.findById(id);
      if (!upload) return;
      if (upload.state === 'finishing')
        throw new ConflictException('This upload is being finished and can no longer be cancelled.');
      const files = upload.state === 'open' ? await this.repository.findFiles(id) : [];
      await this.repository.delete([id]);
      await Promise.allSettled(files.map((file) => this.storage.deletePartial(file.storageKey)));
    });
  }

  private async findOrFail(id: string): Promise<ResumableUpload> {
    const upload = await this.repository.findById(id);
    if (!upload) throw new NotFoundException(UNKNOWN_UPLOAD_MESSAGE);
    return upload;
  }

  private finishedShare(upload: ResumableUpload): UploadResponseDto {
    return JSON.parse(upload.share!) as UploadResponseDto;
  }

  /** Turns the partial objects into stored ones, described as the multipart reader would have. */
  private async completeFiles(upload: ResumableUpload): Promise<ReceivedForm> {
    const files = await this.repository.findFiles(upload.id);
    const completed: string[] = [];
    try {
      const received = [];
      for (const file of files) {
        const stored = await this.storage.completePartial(file.storageKey);
        completed.push(stored.key);
        if (stored.size !== file.filesize) {
          throw new InternalServerErrorException(
            `Stored ${stored.size} bytes of ${file.filepath}, expected ${file.filesize}.`,
          );
        }
        received.push({
          partFilename: file.filepath,
          storageKey: stored.key,
          size: stored.size,
          sha256: await storedSha256(this.storage, stored.key),
        });
      }
      return {
        files: received,
        fields: new Map([
          ['filePaths', [JSON.stringify(files.map((file) => file.filepath))]],
          ['retention', [upload.retention]],
          [ENCRYPTED_FIELD, [upload.encrypted ? '1' : '0']],
        ]),
      };
    } catch (error) {
      await Promise.allSettled([
        ...completed.map((key) => this.storage.delete(key)),
        ...files.map((file) => this.storage.deletePartial(file.storageKey)),
      ]);
      await this.repository.delete([upload.id]);
      throw error;
    }
  }
}
