import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type FindOptionsWhere,
  In,
  IsNull,
  LessThanOrEqual,
  MoreThan,
  Not,
  type Repository,
} from 'typeorm';
import { CodeSpace } from '../code-space/code-space.js';
import { DatabaseLock } from '../database/database-lock.js';
import { insertRows } from '../database/insert-rows.js';
import { FolderFile } from './folder-file.entity.js';
import { Folder } from './folder.entity.js';
import { EndedFolder } from './endings/ended-folder.entity.js';
import type { NewEndedFolder } from './endings/tombstone.js';

export type NewFolder = Pick<
  Folder,
  | 'code'
  | 'linkKey'
  | 'retention'
  | 'createdAt'
  | 'expiresAt'
  | 'totalBytes'
  | 'ownerId'
  | 'manageKeyHash'
  | 'passwordHash'
  | 'encrypted'
  | 'scanState'
  | 'arrivedAt'
  | 'receivedBytes'
  | 'directOnly'
  | 'senderSeenAt'
>;
/** What recording an ending changes on a share's row. */
export type FolderEnding = Partial<Pick<Folder, 'endedReason' | 'removedAt' | 'removalCategory' | 'removalReasons'>>;
/** What recording a scan changes on a share's row. */
export type FolderScan = Partial<Pick<Folder, 'scanState' | 'scanFindings' | 'scannedAt'>>;
/** A new file row; without `state` and `receivedBytes`, a file already stored whole and ready. */
export type NewFolderFile = Pick<FolderFile, 'filepath' | 'filename' | 'filesize' | 'mimetype' | 'storageKey'> &
  Partial<Pick<FolderFile, 'sha256' | 'state' | 'receivedBytes'>>;

/** Every query on folders and their files; each method does one thing. */
@Injectable()
export class FoldersRepository {
  private readonly folders: Repository<Folder>;
  private readonly files: Repository<FolderFile>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
    private readonly codes: CodeSpace,
  ) {
    this.folders = dataSource.getRepository(Folder);
    this.files = dataSource.getRepository(FolderFile);
  }

  /**
   * Inserts a folder and all its files inside the caller's transaction (the one claiming its code: see
   * CodeSpace.allocate), so it becomes visible complete or not at all.
   */
  async insertFolderIn(manager: EntityManager, values: NewFolder, files: readonly NewFolderFile[]): Promise<Folder> {
    const folder = await manager.save(Folder, manager.create(Folder, values));
    await insertRows(manager, FolderFile, files, (file) => ({
      ...file,
      state: file.state ?? 'ready',
      receivedBytes: file.receivedBytes ?? file.filesize,
      folderId: folder.id,
    }));
    return folder;
  }

  /** A folder by code with its files, whether live or expired (expired answers 410, not 404). */
  findByCode(code: string): Promise<Folder | null> {
    return this.findOneWithFiles({ code });
  }

  /** A folder by link key with its files, whether live or expired. */
  findByLinkKey(linkKey: string): Promise<Folder | null> {
    return this.findOneWithFiles({ linkKey });
  }

  /** A folder by code with its files, live or expired, when `manageKeyHash` is its management key's hash. */
  findByCodeAndManageKeyHash(code: string, manageKeyHash: string): Promise<Folder | null> {
    return this.findOneWithFiles({ code, manageKeyHash });
  }

  /** A folder by code with its files, live or expired, when the account `ownerId` owns it. */
  findByCodeOwnedBy(code: string, ownerId: number): Promise<Folder | null> {
    return this.findOneWithFiles({ code, ownerId });
  }

  /** A folder by id with its files, whether live or ended. */
  findById(folderId: number): Promise<Folder | null> {
    return this.findOneWithFiles({ id: folderId });
  }

  /** The id of the folder with this code (and link key, when given), live or expired: one index probe. */
  async findIdOf(where: { code: string; linkKey?: string }): Promise<number | null> {
    const row = await this.lock.read(() => this.folders.findOne({ select: { id: true }, where }));
    return row?.id ?? null;
  }

  /** Ids of the folders holding a file with this SHA-256 (hex, lower case), live or ended. */
  async findIdsHoldingFile(sha256: string): Promise<number[]> {
    const rows = await this.lock.read(() =>
      this.files
        .createQueryBuilder('file')
        .select('DISTINCT file.folder_id', 'folderId')
        .where('file.sha256 = :sha256', { sha256 })
        .getRawMany<{ folderId: number }>(),
    );
    return rows.map((row) => Number(row.folderId));
  }

  /** These folders without their files (ids with no folder are left out). */
  findWithoutFiles(folderIds: readonly number[]): Promise<Folder[]> {
    if (folderIds.length === 0) return Promise.resolve([]);
    return this.lock.read(() => this.folders.find({ where: { id: In([...folderIds]) } }));
  }

  /** The counters of one folder and its files, as they are now (never from a cache). */
  findCounters(folderId: number): Promise<Folder | null> {
    return this.findOneWithFiles({ id: folderId });
  }

  /** How many shares are live at `now`: what a guessed code can hit. */
  countLive(now: Date): Promise<number> {
    return this.lock.read(() => this.folders.count({ where: { expiresAt: MoreThan(now) } }));
  }

  /** Codes of shares that expired by `now` but still have their rows: free to reclaim. */
  async findExpiredCodes(now: Date): Promise<Set<string>> {
    const rows = await this.lock.read(() =>
      this.folders.find({ select: { code: true }, where: { expiresAt: LessThanOrEqual(now) } }),
    );
    return new Set(rows.map((row) => row.code));
  }

  /** These files of one folder (ids of another folder's files are left out). */
  findFilesOfFolderByIds(folderId: number, fileIds: readonly number[]): Promise<FolderFile[]> {
    if (fileIds.length === 0) return Promise.resolve([]);
    return this.lock.read(() => this.files.find({ where: { folderId, id: In([...fileIds]) } }));
  }

  /**
   * How many of the share's files there are, and how many of them were never downloaded completely, leaving out
   * the one at `excludedPath` if any: two counts, whatever the share holds.
   */
  async countDownloads(
    folderId: number,
    excludedPath: string | undefined,
  ): Promise<{ counted: number; notDownloaded: number }> {
    const where: FindOptionsWhere<FolderFile> = {
      folderId,
      ...(excludedPath === undefined ? {} : { filepath: Not(excludedPath) }),
    };
    return this.lock.read(async () => ({
      counted: await this.files.countBy(where),
      notDownloaded: await this.files.countBy({ ...where, downloadedAt: IsNull() }),
    }));
  }

  /** Records the first complete download of each file; later ones leave the first time in place. */
  async markDownloaded(fileIds: readonly number[], at: Date): Promise<void> {
    if (fileIds.length === 0) return;
    await this.lock.write(() =>
      this.files.update({ id: In([...fileIds]), downloadedAt: IsNull() }, { downloadedAt: at }),
    );
  }

  /** Adds `count` opens to a share, the last at `lastAt`. */
  async addOpens(folderId: number, count: number, lastAt: Date): Promise<void> {
    await this.lock.write(() =>
      this.folders
        .createQueryBuilder()
        .update(Folder)
        .set({ opens: () => `opens + ${Number(count)}`, lastOpenedAt: lastAt })
        .where('id = :folderId', { folderId })
        .execute(),
    );
  }

  /** Adds one completed download to each of these files. */
  async addFileDownloads(fileIds: readonly number[]): Promise<void> {
    if (fileIds.length === 0) return;
    await this.lock.write(() => this.files.increment({ id: In([...fileIds]) }, 'downloads', 1));
  }

  /** Makes an anonymous share the account `ownerId`'s; a share that has an owner keeps it. */
  async adopt(folderId: number, ownerId: number): Promise<void> {
    await this.lock.write(() => this.folders.update({ id: folderId, ownerId: IsNull() }, { ownerId }));
  }

  /** Adds one completed ZIP download to a share. */
  async addZipDownload(folderId: number): Promise<void> {
    await this.lock.write(() => this.folders.increment({ id: folderId }, 'zipDownloads', 1));
  }

  /** Ends a share early: from `at` on it answers as expired. */
  async expireAt(folderId: number, at: Date): Promise<void> {
    await this.lock.write(() => this.folders.update({ id: folderId, expiresAt: MoreThan(at) }, { expiresAt: at }));
  }

  /** Records why a share ended (and an operator's removal), and, when `endsAt` is given, ends it then. */
  async recordEnding(folderId: number, ending: FolderEnding, endsAt?: Date): Promise<void> {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(Folder, { id: folderId }, ending);
        if (endsAt) await manager.update(Folder, { id: folderId, expiresAt: MoreThan(endsAt) }, { expiresAt: endsAt });
      }),
    );
  }

  /**
   * A direct-only share's sender page was seen at `at`: recorded unless the share ended, or that page had not been
   * seen since `goneBefore` (a share whose sender left stays ended, whether or not that was recorded yet).
   */
  async recordSenderSeen(folderId: number, at: Date, goneBefore: Date): Promise<void> {
    await this.lock.write(() =>
      this.folders.update(
        { id: folderId, directOnly: true, endedReason: IsNull(), senderSeenAt: MoreThan(goneBefore) },
        { senderSeenAt: at },
      ),
    );
  }

  /**
   * Ends, at `now`, every live direct-only share whose sender page was last seen at or before `goneBefore`,
   * recording why (`sender-left`); resolves those it found, without their files.
   */
  async endSendersGone(goneBefore: Date, now: Date): Promise<Folder[]> {
    const where = {
      directOnly: true,
      endedReason: IsNull(),
      senderSeenAt: LessThanOrEqual(goneBefore),
      expiresAt: MoreThan(now),
    };
    const gone = await this.lock.read(() => this.folders.find({ where }));
    if (gone.length === 0) return [];
    await this.lock.write(() =>
      this.folders.update(
        { ...where, id: In(gone.map((folder) => folder.id)) },
        { endedReason: 'sender-left', expiresAt: now },
      ),
    );
    return gone;
  }

  async recordScan(folderId: number, scan: FolderScan): Promise<void> {
    await this.lock.write(() => this.folders.update({ id: folderId }, scan));
  }

  /** The ids of up to `limit` shares whose scan has not finished, oldest first. */
  async findCheckingIds(limit: number): Promise<number[]> {
    const rows = await this.lock.read(() =>
      this.folders.find({ select: { id: true }, where: { scanState: 'checking' }, order: { id: 'ASC' }, take: limit }),
    );
    return rows.map((row) => row.id);
  }

  /**
   * Deletes one share, writing its tombstone and giving its code back in the same transaction; its file rows go
   * with it (ON DELETE CASCADE). Resolves whether this call deleted it: when several processes remove the same
   * share at once, exactly one of them did (and wrote the tombstone, and gave the code back).
   */
  async deleteFolder(folder: Pick<Folder, 'id' | 'code'>, tombstone: NewEndedFolder | null): Promise<boolean> {
    return this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        const result = await manager.delete(Folder, { id: folder.id });
        // Both drivers report the rows deleted; should one not, treat the share as ours (deleting is idempotent).
        const deleted = result.affected === undefined || result.affected === null || result.affected > 0;
        if (!deleted) return false;
        await this.codes.release(folder.code, 'share', manager);
        if (tombstone)
          await manager.createQueryBuilder().insert().into(EndedFolder).values(tombstone).orIgnore().execute();
        return true;
      }),
    );
  }

  /** The one folder `where` picks (by a unique column), with its files. */
  private async findOneWithFiles(where: FindOptionsWhere<Folder>): Promise<Folder | null> {
    return (await this.findWithFiles(where))[0] ?? null;
  }

  /**
   * The folders `where` picks, each with its files sorted by path: two queries, not a join, which would repeat each
   * share's row (its scan findings and removal reasons too) on every one of up to MAX_FILES_PER_SHARE file rows. A
   * share deleted between them reads with no files; its rows all go at once, so nothing else can differ.
   */
  private findWithFiles(where: FindOptionsWhere<Folder>): Promise<Folder[]> {
    return this.lock.read(async () => {
      const folders = await this.folders.find({ where });
      if (folders.length === 0) return folders;
      const files = await this.files.find({
        where: { folderId: In(folders.map((folder) => folder.id)) },
        order: { filepath: 'ASC' },
      });
      const byFolder = new Map(folders.map((folder) => [folder.id, folder]));
      for (const folder of folders) folder.files = [];
      for (const file of files) byFolder.get(file.folderId)?.files.push(file);
      return folders;
    });
  }
}
