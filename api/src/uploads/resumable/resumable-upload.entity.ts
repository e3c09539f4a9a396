import { Column, Entity, Index, OneToMany, PrimaryColumn, type Relation } from 'typeorm';
import { bigintAsNumber } from '../../database/column-transformers.js';
import type { Retention } from '../../folders/retention.js';
import { ResumableUploadFile } from './resumable-upload-file.entity.js';

/** open: accepting bytes; finishing: its share is being created; finished: `share` holds the answer. */
export type ResumableUploadState = 'open' | 'finishing' | 'finished';

/**
 * A share (or another target: UploadTarget) being uploaded in chunks over any number of requests, possibly
 * interrupted and resumed.
 */
@Entity({ name: 'resumable_uploads' })
// A target's module finds the upload filling one of its records (to cancel it when the record goes).
@Index('IDX_resumable_uploads_target', ['targetKind', 'targetId'])
export class ResumableUpload {
  /** A random UUID: whoever holds it may add bytes, finish or cancel, so it is never listed anywhere. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  retention: Retention;

  @Column({ name: 'total_bytes', type: 'bigint', transformer: bigintAsNumber })
  totalBytes: number;

  /** Bytes of the files, laid end to end in list order, stored so far: where the next chunk starts. */
  @Column({ name: 'received_bytes', type: 'bigint', transformer: bigintAsNumber })
  receivedBytes: number;

  @Column({ type: 'varchar', length: 16 })
  state: ResumableUploadState;

  /** argon2id hash of the share's password, given when the upload was announced; null for none. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  /** Becomes an end-to-end encrypted share (see Folder.encrypted). */
  @Column({ type: 'boolean', default: false })
  encrypted: boolean;

  /** Announced a share sent directly only (see Folder.directOnly): it takes no bytes, and is finished at once. */
  @Column({ name: 'direct_only', type: 'boolean', default: false })
  directOnly: boolean;

  /**
   * The share its bytes fill, made when the upload was announced; null for an upload announced before shares were
   * made at once (its share is made when it is next used). No foreign key: the share's row goes with cleanup while
   * this one stays, so that a late chunk learns why the share ended.
   */
  @Column({ name: 'folder_id', type: 'integer', nullable: true })
  folderId: number | null;

  /**
   * The kind of what its bytes fill when that is not a share (UploadTargets; `folder_id` stays null), e.g. a file
   * request's answer; null for a share.
   */
  @Column({ name: 'target_kind', type: 'varchar', length: 32, nullable: true })
  targetKind: string | null;

  /** That target's id, as its module names it; no foreign key, for the reason `folder_id` has none. */
  @Column({ name: 'target_id', type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  /**
   * The share's answer (JSON) as its creation gave it, so finishing answers the same share with its keys; for another
   * target, what it chose to keep when it opened (see OpenedTarget.kept).
   */
  @Column({ type: 'text', nullable: true })
  share: string | null;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /** Last time bytes arrived or the state changed: uploads untouched for a day are discarded. */
  @Index()
  @Column({ name: 'updated_at' })
  updatedAt: Date;

  @OneToMany(() => ResumableUploadFile, (file) => file.upload)
  files: Relation<ResumableUploadFile[]>;
}
