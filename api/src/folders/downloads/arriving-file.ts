import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { type ByteRange, StorageService, StoredObjectNotFoundError } from '../../storage/storage.service.js';
import { ArrivalsRepository } from '../arrivals.repository.js';
import { ShareChanges } from '../changes/share-changes.js';
import type { FolderRef } from '../codes/folder-ref.js';
import type { FolderFile } from '../folder-file.entity.js';
import { DownloadCutOff } from './delivery.js';
import { FoldersService } from '../folders.service.js';

/**
 * Held back from a file followed as it arrives until it has arrived whole and been checked: without it, the
 * download cannot complete.
 */
const HELD_UNTIL_CHECKED_BYTES = 1;
/** A follower looks again this often without a change announced: an announcement may be lost. */
const LOOK_AGAIN_MS = 5_000;
/** A read that stopped short of the bytes recorded is tried again this soon: they are being written. */
const SHORT_READ_AGAIN_MS = 100;

/**
 * A file still arriving, handed on as its upload stores it (docs/instant-share.md, "Following an arriving file"):
 * a recipient's download follows the upload instead of waiting for it, and takes each byte from the server, so it
 * crosses the sender's uplink once. Only bytes the upload has acknowledged go out (a chunk cut off may still be
 * trimmed back). The last byte waits until the file is whole and checked (its SHA-256 against the block list, and
 * the malware scan when it is on): a file that fails either, or a share that ends meanwhile, cuts the response
 * off, and a browser discards a download cut short of its Content-Length.
 */
@Injectable()
export class ArrivingFiles implements BeforeApplicationShutdown {
  /** Aborted as the server shuts down: a follower may wait for an upload for hours, so it is cut off instead. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly arrivals: ArrivalsRepository,
    private readonly folders: FoldersService,
    private readonly storage: StorageService,
    private readonly changes: ShareChanges,
  ) {}

  /**
   * The file's bytes (those of `range`, else all), as they are stored; ends once all have gone out. A range that
   * stops short of the file's last byte ends as soon as its bytes are stored: only the last byte waits for checks.
   */
  follow(ref: FolderRef, folderId: number, file: FolderFile, range?: ByteRange): Readable {
    const clientGone = new AbortController();
    const signal = AbortSignal.any([clientGone.signal, this.stopping.signal]);
    const wanted = range ?? { start: 0, end: file.filesize - 1 };
    const source = Readable.from(this.bytesOf(ref, folderId, file, wanted, signal), { objectMode: false });
    source.once('close', () => clientGone.abort());
    return source;
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort();
  }

  private async *bytesOf(ref: FolderRef, folderId: number, file: FolderFile, wanted: ByteRange, signal: AbortSignal) {
    const listener = this.changes.listen([folderId]);
    const end = wanted.end + 1;
    try {
      let sent = wanted.start;
      while (!signal.aborted && sent < end) {
        await this.folders.findLiveFile(ref, file.id).catch((error: unknown) => {
          throw new DownloadCutOff(`file ${file.id}, followed as it arrived, is no longer shared (${String(error)})`);
        });
        const now = await this.arrivals.findFile(file.id);
        if (!now) throw new DownloadCutOff(`file ${file.id}, followed as it arrived, is gone`);
        const stored = now.state === 'arriving' ? now.receivedBytes : now.filesize;
        if (sent > wanted.start && stored < sent)
          throw new DownloadCutOff(`file ${file.id} went back to ${stored} bytes of the ${sent} sent`);
        const checked = now.state === 'ready' ? now.filesize : now.filesize - HELD_UNTIL_CHECKED_BYTES;
        const until = Math.min(stored, checked, end);
        if (until > sent) {
          // What was read, not what was asked for: the progress counts bytes as they pass, a moment before the
          // partial object holds them, so a read may stop short; the rest comes with the next one.
          for await (const chunk of await this.read(now, { start: sent, end: until - 1 })) {
            sent += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
          if (sent < until) await listener.next(SHORT_READ_AGAIN_MS, signal);
        } else if (now.state === 'ready') {
          return;
        } else {
          await listener.next(LOOK_AGAIN_MS, signal);
        }
      }
      if (this.stopping.signal.aborted) throw new DownloadCutOff(`file ${file.id}: the server is shutting down`);
    } finally {
      listener.close();
    }
  }

  /** Bytes `range` of the file: from its partial object while it arrives, else (completed meanwhile) the object. */
  private async read(file: FolderFile, range: ByteRange): Promise<Readable> {
    if (file.state === 'arriving') {
      try {
        return await this.storage.readPartial(file.storageKey, range);
      } catch (error) {
        if (!(error instanceof StoredObjectNotFoundError)) throw error;
      }
    }
    return this.storage.read(file.storageKey, range);
  }
}
