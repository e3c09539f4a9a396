import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * `pending`: asked for, not made yet (the file is ready; its job waits or runs); `ready`: made, its bytes stored
 * under `storageKey`; `none`: none can be made (`reason` says why), and none will be.
 */
export type ThumbnailState = 'pending' | 'ready' | 'none';

/** Why a file has no thumbnail: not an image the server reads (or a corrupt one), or too large to decode safely. */
export type NoThumbnailReason = 'unreadable' | 'too-large';

/**
 * The thumbnail of one shared file (folder_files.id): a row from the moment it is asked for. Its row goes with its
 * file (the foreign key cascades); its stored object goes with the share's bytes (see ThumbnailsService).
 */
@Entity({ name: 'file_thumbnails' })
export class FileThumbnail {
  @PrimaryColumn({ name: 'file_id', type: 'integer' })
  fileId: number;

  /** The share the file belongs to: its thumbnails are found, and removed, by share. */
  @Index('IDX_file_thumbnails_folder')
  @Column({ name: 'folder_id', type: 'integer' })
  folderId: number;

  /** Indexed for the sweep of thumbnails asked for whose job was lost. */
  @Index('IDX_file_thumbnails_state')
  @Column({ type: 'varchar', length: 16 })
  state: ThumbnailState;

  @Column({ name: 'storage_key', type: 'varchar', length: 64, nullable: true })
  storageKey: string | null;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  /** Bytes of the thumbnail. */
  @Column({ type: 'integer', nullable: true })
  size: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  reason: NoThumbnailReason | null;

  @Column({ name: 'requested_at' })
  requestedAt: Date;

  @Column({ name: 'made_at', nullable: true, type: Date })
  madeAt: Date | null;
}
