import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThanOrEqual, MoreThan, type Repository } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { insertRows } from '../database/insert-rows.js';
import { FolderFile } from './folder-file.entity.js';
import { Folder } from './folder.entity.js';

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
>;
export type NewFolderFile = Pick<FolderFile, 'filepath' | 'filename' | 'filesize' | 'mimetype' | 'storageKey'>;

/** Every query on shares and their files; each method does one thing. */
@Injectable()
export class FoldersRepository {
  private readonly folders: Repository<Folder>;
  private readonly files: Repository<FolderFile>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.folders = dataSource.getRepository(Folder);
    this.files = dataSource.getRepository(FolderFile);
  }

  /**
   * Inserts a share and all its files in one transaction, so it becomes visible complete or not at all.
   * Rejects with a unique violation when another row holds the code.
   */
  insertFolder(share: NewFolder, files: readonly NewFolderFile[]): Promise<Folder> {
    return this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        const folder = await manager.save(Folder, manager.create(Folder, share));
        await insertRows(manager, FolderFile, files, (file) => ({ ...file, folderId: folder.id }));
        return folder;
      }),
    );
  }

  /** A share by code with its files sorted by path, whether live or expired (expired answers 410, not 404). */
  findByCodeWithFiles(code: string): Promise<Folder | null> {
    // One query: findOne() with a relation would first run a separate query for the id.
    return this.lock.read(() =>
      this.folders
        .createQueryBuilder('folder')
        .leftJoinAndSelect('folder.files', 'file')
        .where('folder.code = :code', { code })
        .orderBy('file.filepath', 'ASC')
        .getOne(),
    );
  }

  /** A share by link key with its files sorted by path, whether live or expired. */
  findByLinkKeyWithFiles(linkKey: string): Promise<Folder | null> {
    return this.lock.read(() =>
      this.folders
        .createQueryBuilder('folder')
        .leftJoinAndSelect('folder.files', 'file')
        .where('folder.linkKey = :linkKey', { linkKey })
        .orderBy('file.filepath', 'ASC')
        .getOne(),
    );
  }

  /** How many shares are live at `now`: what a guessed code can hit. */
  countLive(now: Date): Promise<number> {
    return this.lock.read(() => this.folders.count({ where: { expiresAt: MoreThan(now) } }));
  }

  /** Codes of shares that are still live at `now`; expired holders can be reclaimed. */
  async findLiveCodes(now: Date): Promise<Set<string>> {
    const rows = await this.lock.read(() =>
      this.folders.find({ select: { code: true }, where: { expiresAt: MoreThan(now) } }),
    );
    return new Set(rows.map((row) => row.code));
  }

  findExpiredWithFiles(now: Date): Promise<Folder[]> {
    return this.lock.read(() =>
      this.folders.find({ where: { expiresAt: LessThanOrEqual(now) }, relations: { files: true } }),
    );
  }

  findFilesOfFolder(folderId: number): Promise<FolderFile[]> {
    return this.lock.read(() => this.files.find({ where: { folderId } }));
  }

  /** Records the first complete download of each file; later ones leave the first time in place. */
  async markDownloaded(fileIds: readonly number[], at: Date): Promise<void> {
    if (fileIds.length === 0) return;
    await this.lock.write(() =>
      this.files.update({ id: In([...fileIds]), downloadedAt: IsNull() }, { downloadedAt: at }),
    );
  }

  /** A share by code with its files, live or expired, when `manageKeyHash` is its management key's hash. */
  findByCodeAndManageKeyHash(code: string, manageKeyHash: string): Promise<Folder | null> {
    return this.lock.read(() =>
      this.folders
        .createQueryBuilder('folder')
        .leftJoinAndSelect('folder.files', 'file')
        .where('folder.code = :code AND folder.manageKeyHash = :manageKeyHash', { code, manageKeyHash })
        .orderBy('file.filepath', 'ASC')
        .getOne(),
    );
  }

  /** A share by code with its files, live or expired, when the account `ownerId` owns it. */
  findByCodeOwnedBy(code: string, ownerId: number): Promise<Folder | null> {
    return this.lock.read(() =>
      this.folders
        .createQueryBuilder('folder')
        .leftJoinAndSelect('folder.files', 'file')
        .where('folder.code = :code AND folder.ownerId = :ownerId', { code, ownerId })
        .orderBy('file.filepath', 'ASC')
        .getOne(),
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

  /** Adds one completed ZIP download to a share. */
  async addZipDownload(folderId: number): Promise<void> {
    await this.lock.write(() => this.folders.increment({ id: folderId }, 'zipDownloads', 1));
  }

  /** The counters of one share and its files, as they are now (never from a cache). */
  findCounters(folderId: number): Promise<Folder | null> {
    return this.lock.read(() =>
      this.folders
        .createQueryBuilder('folder')
        .leftJoinAndSelect('folder.files', 'file')
        .where('folder.id = :folderId', { folderId })
        .orderBy('file.filepath', 'ASC')
        .getOne(),
    );
  }

  /** Ends a share early: from `at` on it answers as expired. */
  async expireAt(folderId: number, at: Date): Promise<void> {
    await this.lock.write(() => this.folders.update({ id: folderId, expiresAt: MoreThan(at) }, { expiresAt: at }));
  }

  /**
   * Deletes one share; its file rows go with it (ON DELETE CASCADE). Resolves whether this call deleted it:
   * when several processes remove the same share at once, exactly one of them did.
   */
  async deleteFolder(folderId: number): Promise<boolean> {
    const result = await this.lock.write(() => this.folders.delete({ id: folderId }));
    // Both drivers report the rows deleted; should one not, treat the share as ours (deleting is idempotent).
    return result.affected === undefined || result.affected === null || result.affected > 0;
  }

  /** Every storage key a file row points at, for telling orphans apart. */
  async findAllStorageKeys(): Promise<Set<string>> {
    const rows = await this.lock.read(() => this.files.find({ select: { storageKey: true } }));
    return new Set(rows.map((row) => row.storageKey));
  }
}
