import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { bigintAsNumber } from '../../database/column-transformers.js';
import { ResumableUpload } from './resumable-upload.entity.js';

/** One announced file of a resumable upload; its bytes grow in a partial object of the storage. */
@Entity({ name: 'resumable_upload_files' })
@Index(['uploadId', 'position'], { unique: true })
export class ResumableUploadFile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'upload_id', type: 'varchar', length: 36 })
  uploadId: string;

  /** Place in the upload's byte sequence (and in the announced list). */
  @Column({ type: 'integer' })
  position: number;

  /** Normalised relative path, as it will be shared. */
  @Column({ type: 'varchar', length: 1024 })
  filepath: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  filesize: number;

  /** The partial object (later the stored object) holding the bytes; generated, never from the client. */
  @Column({ name: 'storage_key', type: 'varchar', length: 64 })
  storageKey: string;

  @ManyToOne(() => ResumableUpload, (upload) => upload.files, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'upload_id' })
  upload: Relation<ResumableUpload>;
}
