import { HttpStatus, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { ActiveDownloads } from '../../active-downloads/active-downloads.js';
import { ApiException } from '../../errors/api-exception.js';
import { decideRange } from '../../folders/downloads/byte-range.js';
import { type Delivery, discard, DownloadCutOff, FILE_CACHE_CONTROL } from '../../folders/downloads/delivery.js';
import { Metrics } from '../../metrics/metrics.js';
import { type ByteRange, StorageService, StoredObjectNotFoundError } from '../../storage/storage.service.js';
import { RequestGoneException } from '../endings/request-gone.exception.js';
import { RequestLookups } from '../request-lookups.js';
import type { FileRequestAnswerFile } from './answer-file.entity.js';
import { AnswersRepository } from './answers.repository.js';

/** How often a followed object still arriving is looked at again. */
const FOLLOW_POLL_MS = 250;
/** Answer objects are ciphertext: never sniffed, never run. */
const CIPHERTEXT_TYPE = 'application/octet-stream';
/** Downloads are counted under no share: leases hold answer objects by key only. */
const NO_FOLDER = 0;

/** What a byte request asks for, read off its query and headers. */
export interface AnswerByteRequest {
  follow: boolean;
  range: string | undefined;
  ifRange: string | undefined;
}

/**
 * The ciphertext of an answer's objects, for the requester (the requester key in the path is the capability, so
 * the service worker and `<img>` can fetch by URL): Range as share files, and `follow` for an object still arriving,
 * sent as its upload stores it. Objects being sent are leased, so cleanup does not delete them under a download.
 */
@Injectable()
export class AnswerBytes {
  constructor(
    private readonly lookups: RequestLookups,
    private readonly answers: AnswersRepository,
    private readonly storage: StorageService,
    private readonly downloads: ActiveDownloads,
    private readonly metrics: Metrics,
  ) {}

  async file(
    code: string,
    requesterKey: string,
    answerId: string,
    path: string,
    request: AnswerByteRequest,
  ): Promise<Delivery> {
    const fileRequest = await this.lookups.forRequester(code, { key: requesterKey, ownerId: undefined });
    if (fileRequest.endedReason === 'removed') throw new RequestGoneException('removed', fileRequest.removalCategory);
    const answer = await this.answers.findOne(fileRequest.id, answerId);
    if (!answer) throw new ApiException('unknown_answer', 'The file request has no answer with this id.');
    const file = await this.answers.findFile(answer.id, path);
    if (!file) throw new ApiException('file_not_found', 'The answer has no such file.');
    if (file.state !== 'ready' && !request.follow) {
      throw new ApiException('file_arriving', 'This file is still arriving. Ask again with ?follow=1 to follow it.', {
        reason: 'arriving',
        headers: { 'Retry-After': '2' },
      });
    }
    // An arriving object's bytes are those its upload stores: there is no validator to compare.
    const decision = decideRange(file.size, request.range, file.state === 'ready' ? request.ifRange : undefined);
    if (decision.kind === 'unsatisfiable') {
      throw new ApiException('range_not_satisfiable', 'The requested range lies outside the file.', {
        headers: { 'Content-Range': `bytes */${file.size}` },
      });
    }
    const range = decision.kind === 'partial' ? decision.range : undefined;
    const lease = this.downloads.begin(NO_FOLDER, [file.storageKey]);
    let source: Readable;
    try {
      source = file.state === 'ready' ? await this.openStored(file, range) : this.follow(file, range);
    } catch (error) {
      await lease.release();
      throw error;
    }
    const length = range ? range.end - range.start + 1 : file.size;
    const headers: Record<string, string | number> = {
      'Content-Type': CIPHERTEXT_TYPE,
      'Content-Length': length,
      'Accept-Ranges': 'bytes',
      'Content-Disposition': 'attachment',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': FILE_CACHE_CONTROL,
    };
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
    return {
      status: range ? HttpStatus.PARTIAL_CONTENT : HttpStatus.OK,
      headers,
      send: async (out) => {
        source.on('data', (chunk: Buffer) => this.metrics.downloadedBytes.inc(chunk.length));
        try {
          await pipeline(source, out);
        } catch {
          // The client left, or the object went: the response is cut short of its Content-Length.
          if (!out.destroyed) out.destroy();
        } finally {
          source.on('error', () => undefined);
          await lease.release();
        }
      },
      skip: async () => {
        discard(source);
        await lease.release();
      },
    };
  }

  private async openStored(file: FileRequestAnswerFile, range?: ByteRange): Promise<Readable> {
    try {
      return await this.storage.read(file.storageKey, range);
    } catch (error) {
      if (error instanceof StoredObjectNotFoundError) throw new RequestGoneException('expired');
      throw error;
    }
  }

  /** An arriving object's bytes (of `range`, else all), sent as its upload acknowledges them. */
  private follow(file: FileRequestAnswerFile, range?: ByteRange): Readable {
    const stop = new AbortController();
    const wanted = range ?? { start: 0, end: file.size - 1 };
    const source = Readable.from(this.bytesOf(file.id, wanted, stop.signal), { objectMode: false });
    source.once('close', () => stop.abort());
    return source;
  }

  private async *bytesOf(fileId: number, wanted: ByteRange, signal: AbortSignal): AsyncGenerator<Buffer> {
    let sent = wanted.start;
    const end = wanted.end + 1;
    while (!signal.aborted && sent < end) {
      const now = await this.answers.findFileById(fileId);
      if (!now) throw new DownloadCutOff(`answer file ${fileId}, followed as it arrived, is gone`);
      const stored = now.state === 'ready' ? now.size : now.receivedBytes;
      const until = Math.min(stored, end);
      if (until > sent) {
        const part = { start: sent, end: until - 1 };
        const bytes =
          now.state === 'ready'
            ? await this.storage.read(now.storageKey, part)
            : await this.storage.readPartial(now.storageKey, part);
        for await (const chunk of bytes) {
          sent += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      } else {
        await sleep(FOLLOW_POLL_MS, undefined, { signal }).catch(() => undefined);
      }
    }
  }
}
