import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Who put a digest on the block list: an operator blocking a share's files, or an imported list. */
export const BLOCK_SOURCES = ['operator', 'import'] as const;
export type BlockSource = (typeof BLOCK_SOURCES)[number];

/** A file no share may hold, by the SHA-256 (hex, lower case) of its bytes. */
@Entity({ name: 'blocked_files' })
export class BlockedFile {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  sha256: string;

  @Index('IDX_blocked_files_added_at')
  @Column({ name: 'added_at' })
  addedAt: Date;

  @Column({ type: 'varchar', length: 16 })
  source: BlockSource;

  /** Why, in the operator's words (an imported list's origin, say). */
  @Column({ type: 'text', nullable: true })
  note: string | null;
}
