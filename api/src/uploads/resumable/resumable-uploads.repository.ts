import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThanOrEqual, MoreThan, type Repository } from 'typeorm';
import { DatabaseLock } from '../../database/database-lock.js';
import { storageKeysInPages } from '../../database/storage-keys-in-pages.js';
import { insertRows } from '../../database/insert-rows.js';
import { ResumableUploadFile } from './resumable-upload-file.entity.js';
import { ResumableUpload } from './resumable-upload.entity.js';

export type NewResumableUpload = Pick<
  ResumableUpload,
  'id' | 'retention' | 'totalBytes' | 'passwordHash' | 'encrypted' | 'createdAt' | 'folderId' | 'share'
> &
  Partial<Pick<ResumableUpload, 'directOnly' | 'targetKind' | 'targetId'>>;
/** An upload the sweeper may remove: what tells its target, without the answer the row keeps. */
export type UntouchedUpload = Pick<
  ResumableUpload,
  'id' | 'targetKind' | 'targetId' | 'folderId' | 'receivedBytes' | 'totalBytes'
>;
const UNTOUCHED_UPLOAD_COLUMNS = {
  id: true,
  targetKind: true,
  targetId: true,
  folderId: true,
  receivedBytes: true,
  totalBytes: true,
} as const;

export type NewResumableUploadFile = Pick<ResumableUploadFile, 'filepath' | 'filesize' | 'storageKey'>;

/** An upload's file with its place in the byte sequence: `start`, the offset of its first byte. */
export type PlacedUploadFile = Pick<ResumableUploadFile, 'position' | 'filepath' | 'filesize' | 'storageKey'> & {
  start: number;
};

/** A row of PLACED_FILES: PostgreSQL answers bigints and sums as strings. */
interface PlacedRow {
  position: number | string;
  filepath: string;
  filesize: number | string;
  storageKey: string;
  endOffset: number | string;
}

/**
 * An upload's files with the offset each ends at, summed by the database over the whole list (in native code,
 * nothing of it held here), for the caller to filter (`:condition`) and page.
 */
const PLACED_FILES = `
  SELECT placed.position AS "position", placed.filepath AS "filepath", placed.filesize AS "filesize",
    placed.storage_key AS "storageKey", placed.end_offset AS "endOffset"
  FROM (
    SELECT file.position, file.filepath, file.filesize, file.storage_key,
      SUM(file.filesize) OVER (ORDER BY file.position) AS end_offset
    FROM resumable_upload_files file
    WHERE file.upload_id = :id
  ) placed`;

function placed(row: PlacedRow): PlacedUploadFile {
  const filesize = Number(row.filesize);
  return {
    position: Number(row.position),
    filepath: row.filepath,
    filesize,
    storageKey: row.storageKey,
    start: Number(row.endOffset) - filesize,
  };
}

/** Every query on resumable uploads; each method does one thing. */
@Injectable()
export class ResumableUploadsRepository {
  private readonly uploads: Repository<ResumableUpload>;
  private readonly files: Repository<ResumableUploadFile>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.uploads = dataSource.getRepository(ResumableUpload);
    this.files = dataSource.getRepository(ResumableUploadFile);
  }

  /** Inserts an open upload with its files (positions in list order), all or nothing. */
  insert(upload: NewResumableUpload, files: readonly NewResumableUploadFile[]): Promise<void> {
    return this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.insert(ResumableUpload, {
          ...upload,
          receivedBytes: 0,
          state: 'open',
          updatedAt: upload.createdAt,
        });
        await insertRows(manager, ResumableUploadFile, files, (file, position) => ({
          ...file,
          uploadId: upload.id,
          position,
        }));
      }),
    );
  }

  findById(id: string): Promise<ResumableUpload | null> {
    return this.lock.read(() => this.uploads.findOne({ where: { id } }));
  }

  /** The upload's files in byte-sequence order. */
  findFiles(id: string): Promise<ResumableUploadFile[]> {
    return this.lock.read(() => this.files.find({ where: { uploadId: id }, order: { position: 'ASC' } }));
  }

  /**
   * Up to `limit` of the upload's files that end after byte `offset` (the one it falls in first), after position
   * `afterPosition`, in byte-sequence order: what a chunk starting at `offset` writes into, a page at a time.
   */
  findPlacedEndingAfter(id: string, offset: number, afterPosition: number, limit: number): Promise<PlacedUploadFile[]> {
    return this.placedFiles(
      `${PLACED_FILES} WHERE placed.end_offset > :offset AND placed.position > :afterPosition
        ORDER BY placed.position LIMIT :limit`,
      { id, offset, afterPosition, limit },
    );
  }

  /** The upload's files at these paths, placed, in byte-sequence order. */
  findPlacedAt(id: string, filepaths: readonly string[]): Promise<PlacedUploadFile[]> {
    if (filepaths.length === 0) return Promise.resolve([]);
    return this.placedFiles(`${PLACED_FILES} WHERE placed.filepath IN (:...filepaths) ORDER BY placed.position`, {
      id,
      filepaths: [...filepaths],
    });
  }

  async recordReceived(id: string, receivedBytes: number, at: Date): Promise<void> {
    await this.lock.write(() => this.uploads.update({ id, state: 'open' }, { receivedBytes, updatedAt: at }));
  }

  /** Links an upload announced before shares opened at once to the share made for it now, with its answer. */
  async attach(id: string, folderId: number, share: string): Promise<void> {
    await this.lock.write(() => this.uploads.update({ id, folderId: IsNull() }, { folderId, share }));
  }

  /** Every byte arrived and the client said it was done; the files' rows are no longer needed. */
  async markFinished(id: string, at: Date): Promise<void> {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(ResumableUpload, { id }, { state: 'finished', updatedAt: at });
        await manager.delete(ResumableUploadFile, { uploadId: id });
      }),
    );
  }

  /** Deletes uploads; their file rows go with them (ON DELETE CASCADE). */
  async delete(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.lock.write(() => this.uploads.delete({ id: In([...ids]) }));
  }

  /**
   * Up to `limit` uploads nothing happened to since `before`, whatever their state, after `afterId` in id order:
   * their ids alone, as a row holds its share's whole answer (the QR image and every file).
   */
  async findIdsUntouchedSince(before: Date, afterId: string, limit: number): Promise<string[]> {
    const rows = await this.lock.read(() =>
      this.uploads.find({
        select: { id: true },
        where: { updatedAt: LessThanOrEqual(before), id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: limit,
      }),
    );
    return rows.map((row) => row.id);
  }

  /**
   * Upload `id` as the sweeper needs it (not the answer it keeps), when nothing happened to it since `before`; null
   * otherwise (or when it is gone).
   */
  findIfUntouchedSince(id: string, before: Date): Promise<UntouchedUpload | null> {
    return this.lock.read(() =>
      this.uploads.findOne({
        select: UNTOUCHED_UPLOAD_COLUMNS,
        where: { id, updatedAt: LessThanOrEqual(before) },
      }),
    );
  }

  /** Up to `limit` of the upload's files after position `afterPosition`, in byte-sequence order: where each is. */
  findStorageKeysAfter(
    id: string,
    afterPosition: number,
    limit: number,
  ): Promise<Pick<ResumableUploadFile, 'position' | 'storageKey' | 'filesize'>[]> {
    return this.lock.read(() =>
      this.files.find({
        select: { position: true, storageKey: true, filesize: true },
        where: { uploadId: id, position: MoreThan(afterPosition) },
        order: { position: 'ASC' },
        take: limit,
      }),
    );
  }

  private async placedFiles(sql: string, parameters: Record<string, unknown>): Promise<PlacedUploadFile[]> {
    const [query, values] = this.dataSource.driver.escapeQueryWithParameters(sql, parameters, {});
    const rows = await this.lock.read(() => this.dataSource.query<PlacedRow[]>(query, values));
    return rows.map(placed);
  }

  /**
   * Every partial object a file row points at, for telling abandoned ones apart, read `pageRows` rows at a time: a
   * row added meanwhile comes after the last page read (ids only grow), one deleted meanwhile belongs to an upload
   * removed or finished (its partial objects are gone, or became stored objects).
   */
  findAllStorageKeys(pageRows: number): Promise<Set<string>> {
    return storageKeysInPages(this.lock, this.files, pageRows);
  }
}
