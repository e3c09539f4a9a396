import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { bigintAsNumber } from '../database/column-transformers.js';
import { Folder } from './folder.entity.js';
import type { FileArrivalState } from './arrival.js';

/** One stored file of a folder. Its bytes live in storage under `storageKey`, never under `filepath`. */
@Entity({ name: 'folder_files' })
@Index(['folderId', 'filepath'], { unique: true })
export class FolderFile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'folder_id', type: 'integer' })
  folderId: number;

  @ManyToOne(() => Folder, (folder) => folder.files, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'folder_id' })
  folder: Relation<Folder>;

  /** Normalised relative path as uploaded, e.g. `photos/2024/beach.jpg`. */
  @Column({ type: 'varchar', length: 1024 })
  filepath: string;

  /** Last segment of `filepath`. */
  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  filesize: number;

  @Column({ type: 'varchar', length: 255 })
  mimetype: string;

  @Column({ name: 'storage_key', type: 'varchar', length: 64 })
  storageKey: string;

  /** SHA-256 of the bytes (hex), computed as they arrived; null for files stored before digests were kept. */
  @Index('IDX_folder_files_sha256')
  @Column({ type: 'varchar', length: 64, nullable: true })
  sha256: string | null;

  /** Whole-file downloads delivered to the end (previews and ranges excluded). */
  @Column({ type: 'integer', default: 0 })
  downloads: number;

  /**
   * `arriving`: bytes still coming (or all here, being stored and hashed); `scanning`: waiting for its malware scan;
   * `ready`: it can be downloaded. Indexed for the sweep of files waiting for a scan.
   */
  @Index('IDX_folder_files_state')
  @Column({ type: 'varchar', length: 16, default: 'ready' })
  state: FileArrivalState;

  /** Bytes that have arrived so far: `filesize` once all have. */
  @Column({ name: 'received_bytes', type: 'bigint', transformer: bigintAsNumber, default: 0 })
  receivedBytes: number;

  /** When a complete copy was first downloaded; drives the `download` retention. */
  @Column({ name: 'downloaded_at', nullable: true, type: Date })
  downloadedAt: Date | null;
}
